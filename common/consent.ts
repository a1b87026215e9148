/**
 * Parent consent (docs/product.md, registration: consent): under an age the organiser sets, a
 * registration waits for a parent or guardian, who agrees or declines through a mailed, single-use link.
 * Until consent is given the registrant's projects and name stay out of public view.
 */
import type { ConsentStatus } from './registration';

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
  parentEmailRequired: 'consent.error.parentEmailRequired',
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
