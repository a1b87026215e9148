import { z } from 'zod';
import * as zm from 'zod/mini';
import { asksParent, consentAnswersSchema } from '../consent';
import {
  BULK_DECISION_MAX,
  BULK_MAIL_BODY_MAX,
  BULK_MAIL_SUBJECT_MAX,
  CAPACITY_MAX,
  CONSENT_STATUSES,
  DECISION_NOTE_MAX,
  REGISTRANTS_PAGE_MAX,
  REGISTRATION_DECISIONS,
  REGISTRATION_MODES,
  REGISTRATION_STATUSES,
  RSVP_DAYS_MAX,
} from '../registration';
import {
  answersSchema,
  answerValueSchema,
  SUBMISSION_FIELD_TYPES,
  submissionFieldInputSchema,
} from '../registration-form';

/**
 * Registration's request and response shapes (rules and limits in common/registration.ts); the server
 * routes declare them, so the OpenAPI document is generated from them, and web/features/registration/api.ts
 * takes its types from them.
 */

export const registrationSettingsInput = z.object({
  required: z.boolean(),
  mode: z.enum(REGISTRATION_MODES),
  /** Places; null means no cap of the event's own (the plan's participant limit still applies). */
  capacity: z.number().int().min(1).max(CAPACITY_MAX).nullable(),
  /** Days an accepted person has to confirm; null means acceptance needs no confirmation. */
  rsvpDays: z.number().int().min(1).max(RSVP_DAYS_MAX).nullable(),
});
export type RegistrationSettingsInput = z.infer<typeof registrationSettingsInput>;

const windowSchema = z.object({
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  state: z.enum(['none', 'not_open', 'open', 'closed']),
});

export const registrationFieldSchema = z.object({
  id: z.number().int(),
  type: z.enum(SUBMISSION_FIELD_TYPES),
  label: z.string(),
  helpText: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number().int(),
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;
/** The registration form's fields take the submission form's rules; `isPublic` has no meaning here. */
export const registrationFieldInputSchema = submissionFieldInputSchema;

export const registrationSettingsResponse = registrationSettingsInput.extend({
  window: windowSchema,
  /** Registration required and its window open (or no window on the timeline). */
  open: z.boolean(),
  /** Places held (accepted and confirmed). */
  taken: z.number().int(),
  /** The smaller of the event's capacity and the plan's participant limit; null when neither is set. */
  places: z.number().int().nullable(),
  fields: z.array(registrationFieldSchema),
  /** Under this age a parent must consent, so the form asks a birth date (null: it asks none). */
  consentAgeUnder: z.number().int().nullable(),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsResponse>;

export const registrationAnswersInput = z.object({
  answers: z.record(z.string(), answerValueSchema.nullable()).default({}),
  /** Asked when the event needs a parent's consent under an age (common/consent.ts). */
  birthDate: z.iso.date().optional(),
  parentEmail: z.email().max(320).optional(),
});

/**
 * The registration form as a person fills it in, built from the event's questions and its consent age:
 * each answer by its question's rules, and when a parent's consent is asked, the birth date and, under
 * the age, the parent's address (common/consent.ts). Parses to what POST …/registration takes
 * (`registrationAnswersInput`): the birth date only when asked, the parent's address only when needed.
 */
export const registrationForm = (
  settings: { fields: readonly RegistrationField[]; consentAgeUnder: number | null },
  now = new Date(),
) => {
  const ageUnder = settings.consentAgeUnder;
  const consent = consentAnswersSchema(ageUnder, now);
  return z
    .object({ answers: answersSchema(settings.fields), birthDate: z.string(), parentEmail: z.string() })
    .superRefine((form, context) => {
      if (ageUnder === null) return;
      const parsed = zm.safeParse(consent, form);
      for (const issue of parsed.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    })
    .transform(({ answers, birthDate, parentEmail }) => ({
      answers,
      ...(ageUnder === null ? {} : { birthDate: birthDate.trim() }),
      ...(asksParent(ageUnder, birthDate, now) ? { parentEmail: parentEmail.trim() } : {}),
    }));
};

const iso = z.string().nullable();
export const registrationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  answers: z.record(z.string(), answerValueSchema),
  note: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: iso,
  rsvpDueAt: iso,
  confirmedAt: iso,
  cancelledAt: iso,
  /** Why a registration was cancelled: by the person, or its confirmation date passed. */
  cancelReason: z.enum(['person', 'rsvp_expired']).nullable(),
  /** 1 for the next one promoted; null unless waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  consentStatus: z.enum(CONSENT_STATUSES),
  checkedInAt: iso,
  /** Shown to its owner as a QR code at check-in; never to anyone else. */
  qrToken: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const myRegistrationResponse = z.object({
  settings: registrationSettingsResponse,
  registration: registrationSchema.nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationResponse>;

export const registrantSchema = registrationSchema.omit({ qrToken: true }).extend({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  userName: z.string(),
  decidedBy: z.number().int().nullable(),
  checkedInBy: z.number().int().nullable(),
  birthDate: z.string().nullable(),
});
export type Registrant = z.infer<typeof registrantSchema>;

export const registrantsQuery = z.object({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  consent: z.enum(CONSENT_STATUSES).optional(),
  checkedIn: z.enum(['yes', 'no']).optional(),
  /** A form answer: the field's id and the text its answer contains (case-insensitive). */
  fieldId: z.coerce.number().int().positive().optional(),
  answer: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REGISTRANTS_PAGE_MAX).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});
/** The filters as the browser sends them (numbers may travel as text). */
export type RegistrantsQuery = {
  [K in keyof z.output<typeof registrantsQuery>]?: K extends 'fieldId'
    ? number | string
    : z.output<typeof registrantsQuery>[K];
};
export type RegistrantsFilters = z.output<typeof registrantsQuery>;

export const registrationCountsSchema = z.object({
  applied: z.number().int(),
  waitlisted: z.number().int(),
  accepted: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  consentPending: z.number().int(),
  checkedIn: z.number().int(),
  /** Everyone who ever applied. */
  total: z.number().int(),
});
export type RegistrationCounts = z.infer<typeof registrationCountsSchema>;

export const registrantsResponse = z.object({
  registrants: z.array(registrantSchema),
  total: z.number().int(),
  counts: registrationCountsSchema,
  fields: z.array(registrationFieldSchema),
  required: z.boolean(),
});
export type RegistrantsAnswer = z.infer<typeof registrantsResponse>;

export const decisionInput = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(BULK_DECISION_MAX),
  decision: z.enum(REGISTRATION_DECISIONS),
  note: z.string().trim().max(DECISION_NOTE_MAX).optional(),
});
export type DecisionInput = z.infer<typeof decisionInput>;
export const decisionResponse = z.object({
  changed: z.number().int(),
  /** Registrations already in that status (or withdrawn meanwhile), left as they were. */
  unchanged: z.number().int(),
});

export const bulkMailInput = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  subject: z.string().trim().min(1).max(BULK_MAIL_SUBJECT_MAX),
  body: z.string().trim().min(1).max(BULK_MAIL_BODY_MAX),
});
export const bulkMailResponse = z.object({ queued: z.number().int() });
