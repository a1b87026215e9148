/**
 * Parent consent (docs/product.md, registration: consent): under an age the organiser sets, a
 * registration waits for a parent or guardian, who agrees or declines through a mailed, single-use link.
 * Until consent is given the registrant's projects and name stay out of public view.
 */
import * as z from 'zod/mini';
import type { ConsentStatus } from './registration';
import { EMAIL_PATTERN } from './user-validation';

export const CONSENT_AGE_MIN = 1;
export const CONSENT_AGE_MAX = 21;
export const CONSENT_TEXT_MAX = 5000;
export const CONSENT_NAME_MAX = 120;
export const CONSENT_RELATIONSHIP_MAX = 60;
/** How long a mailed consent link works. */
export const CONSENT_LINK_DAYS = 14;
export const CONSENT_DECISIONS = ['given', 'declined'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** Consent statuses that keep a registrant's projects and name out of public view. */
export const CONSENT_BLOCKING: readonly ConsentStatus[] = ['pending', 'declined'];
export const consentBlocks = (status: ConsentStatus) => CONSENT_BLOCKING.includes(status);

export const CONSENT_ERROR_KEYS = {
  birthDateRequired: 'consent.error.birthDateRequired',
  birthDateInvalid: 'consent.error.birthDateInvalid',
  parentEmailRequired: 'consent.error.parentEmailRequired',
  parentEmailInvalid: 'consent.error.parentEmailInvalid',
  parentEmailOwn: 'consent.error.parentEmailOwn',
  ageUnder: 'consent.error.ageUnder',
  textTooLong: 'consent.error.textTooLong',
  parentName: 'consent.error.parentName',
  relationship: 'consent.error.relationship',
  invalidLink: 'consent.error.invalidLink',
  notPending: 'consent.error.notPending',
  declined: 'consent.error.declined',
} as const;

/** Age in whole years on `on` of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, on: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age -= 1;
  return age;
}

/** True when a registrant born on `birthDate` needs a parent's consent under `ageUnder` (null: never). */
export const needsConsent = (ageUnder: number | null, birthDate: string, on: Date) =>
  ageUnder !== null && ageOn(birthDate, on) < ageUnder;

/** The English wording of the applicant's and organiser's form errors, for the server's answers. */
export const CONSENT_FORM_MESSAGES: Record<string, string> = {
  [CONSENT_ERROR_KEYS.birthDateRequired]: 'Give your birth date',
  [CONSENT_ERROR_KEYS.birthDateInvalid]: 'Give a real birth date, in the past',
  [CONSENT_ERROR_KEYS.parentEmailRequired]: "Give a parent's or guardian's e-mail address",
  [CONSENT_ERROR_KEYS.parentEmailInvalid]: 'Give a valid e-mail address for your parent or guardian',
  [CONSENT_ERROR_KEYS.parentEmailOwn]: "Give your parent's or guardian's address, not your own",
  [CONSENT_ERROR_KEYS.ageUnder]: `Give an age from ${CONSENT_AGE_MIN} to ${CONSENT_AGE_MAX}, or leave it empty`,
  [CONSENT_ERROR_KEYS.textTooLong]: `The consent text may have at most ${CONSENT_TEXT_MAX} characters`,
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date (YYYY-MM-DD) that exists, from 1900 to today. */
const isPastDate = (now: Date) => (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() <= now.getTime()
  );
};

/** The form asks a parent's address: the birth date is a real one, and under the event's age. */
export const asksParent = (ageUnder: number | null, birthDate: string, now: Date) =>
  isPastDate(now)(birthDate.trim()) && needsConsent(ageUnder, birthDate.trim(), now);

/**
 * The applicant's consent answers, once the event asks for them (its `ageUnder` is set): a birth date,
 * and under the age a parent's or guardian's e-mail, not the applicant's own. The registration form and
 * the server parse with it; messages are the keys above, worded in web/i18n/registration.
 */
export const consentAnswersSchema = (ageUnder: number | null, now = new Date(), ownEmail?: string) =>
  z
    .object({
      birthDate: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, CONSENT_ERROR_KEYS.birthDateRequired),
          z.refine(isPastDate(now), CONSENT_ERROR_KEYS.birthDateInvalid),
        ),
      parentEmail: z.string().check(
        z.trim(),
        z.maxLength(320, CONSENT_ERROR_KEYS.parentEmailInvalid),
        z.refine((value) => value === '' || EMAIL_PATTERN.test(value), CONSENT_ERROR_KEYS.parentEmailInvalid),
      ),
    })
    .check(
      z.refine((v) => !asksParent(ageUnder, v.birthDate, now) || v.parentEmail !== '', {
        message: CONSENT_ERROR_KEYS.parentEmailRequired,
        path: ['parentEmail'],
      }),
      z.refine((v) => !ownEmail || v.parentEmail.toLowerCase() !== ownEmail.trim().toLowerCase(), {
        message: CONSENT_ERROR_KEYS.parentEmailOwn,
        path: ['parentEmail'],
      }),
    );

/**
 * The parent's answer on the page the mailed link opens: the link's token, their name and relationship
 * to the participant, agreeing or declining. The server and the parent's page parse with it.
 */
export const consentAnswerInput = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(100)),
  name: z
    .string()
    .check(z.trim(), z.minLength(2, CONSENT_ERROR_KEYS.parentName), z.maxLength(CONSENT_NAME_MAX)),
  relationship: z
    .string()
    .check(z.trim(), z.minLength(2, CONSENT_ERROR_KEYS.relationship), z.maxLength(CONSENT_RELATIONSHIP_MAX)),
  decision: z.enum(CONSENT_DECISIONS),
});

/**
 * The organiser's consent settings as the console form holds them (text inputs): the age, empty for
 * never, and the text. Parses to what PUT …/registration/consent takes.
 */
export const consentSettingsForm = z.pipe(
  z.object({
    ageUnder: z.string().check(
      z.trim(),
      z.refine((value) => {
        if (value === '') return true;
        const age = Number(value);
        return Number.isInteger(age) && age >= CONSENT_AGE_MIN && age <= CONSENT_AGE_MAX;
      }, CONSENT_ERROR_KEYS.ageUnder),
    ),
    text: z.string().check(z.trim(), z.maxLength(CONSENT_TEXT_MAX, CONSENT_ERROR_KEYS.textTooLong)),
  }),
  z.transform(({ ageUnder, text }) => ({ ageUnder: ageUnder === '' ? null : Number(ageUnder), text })),
);
