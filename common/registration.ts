/**
 * Event registration (docs/product.md, registration): whether people must register before they start or
 * join a project, how the organiser decides, and the shapes of its API. Opt-in per event: without a
 * settings row, or with `required` false, participation is open as before.
 */

/** auto: accepted while there is room, refused once full; review: the organiser decides each;
 * fcfs: accepted while there is room, then waitlisted and promoted in order when a place frees up. */
export const REGISTRATION_MODES = ['auto', 'review', 'fcfs'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const REGISTRATION_STATUSES = [
  'applied',
  'waitlisted',
  'accepted',
  'confirmed',
  'declined',
  'cancelled',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Statuses that hold a place (count against capacity and the plan's `number_of_participants`). */
export const PLACE_HOLDING: readonly RegistrationStatus[] = ['accepted', 'confirmed'];
/** Statuses that still take part: a second application returns the same registration. */
export const ACTIVE_STATUSES: readonly RegistrationStatus[] = [
  'applied',
  'waitlisted',
  'accepted',
  'confirmed',
];
/** What the organiser may set in a decision. */
export const REGISTRATION_DECISIONS = ['accepted', 'waitlisted', 'declined'] as const;
export type RegistrationDecision = (typeof REGISTRATION_DECISIONS)[number];

/** Parent consent (a later part fills it in; until then every registrant is `not_needed`). */
export const CONSENT_STATUSES = ['not_needed', 'pending', 'given', 'declined'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CAPACITY_MAX = 100_000;
export const RSVP_DAYS_MAX = 60;
export const DECISION_NOTE_MAX = 1000;
export const BULK_DECISION_MAX = 5000;
export const REGISTRANTS_PAGE_MAX = 500;
export const BULK_MAIL_SUBJECT_MAX = 200;
export const BULK_MAIL_BODY_MAX = 5000;

/** The error keys of registration, translated in the web app (registration.error.*). */
export const REGISTRATION_ERROR_KEYS = {
  notRequired: 'registration.error.notRequired',
  notOpen: 'registration.error.notOpen',
  closed: 'registration.error.closed',
  full: 'registration.error.full',
  declined: 'registration.error.declined',
  notFound: 'registration.error.notFound',
  transition: 'registration.error.transition',
  required: 'registration.error.registrationRequired',
  capacity: 'registration.error.capacity',
  rsvpPassed: 'registration.error.rsvpPassed',
} as const;

/** Who applied and can still change their mind: the transitions a person makes themselves. */
export const canConfirm = (status: RegistrationStatus) => status === 'accepted';
export const canCancel = (status: RegistrationStatus) => ACTIVE_STATUSES.includes(status);

/** The statuses a decision may come from (an organiser does not overrule a person's cancellation). */
export const DECIDABLE_FROM: Record<RegistrationDecision, readonly RegistrationStatus[]> = {
  accepted: ['applied', 'waitlisted', 'declined'],
  waitlisted: ['applied', 'accepted', 'declined'],
  declined: ['applied', 'waitlisted', 'accepted', 'confirmed'],
};
