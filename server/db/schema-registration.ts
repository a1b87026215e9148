import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ConsentStatus, RegistrationMode, RegistrationStatus } from '../../common/registration';
import type { SubmissionFieldType } from '../../common/registration-form';
import { events, users } from './schema-core';

/**
 * How an event registers people; no row (or `required` false) keeps participation open. Its row is also
 * the lock every change of a place takes, so capacity holds however many register at once.
 */
export const registrationSettings = pgTable('registration_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  mode: varchar('mode', { length: 8 }).$type<RegistrationMode>().notNull().default('review'),
  capacity: integer('capacity'),
  rsvpDays: integer('rsvp_days').default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A question of the registration form: the submission form's field types and rules. */
export const registrationFields = pgTable(
  'registration_fields',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<SubmissionFieldType>().notNull(),
    label: varchar('label', { length: 160 }).notNull(),
    helpText: varchar('help_text', { length: 500 }).notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.eventId, t.position)],
);

/**
 * One person's registration to one event. Consent and check-in columns are here from the start so the
 * parent-consent and check-in flows add behaviour, not a table rewrite.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<RegistrationStatus>().notNull(),
    /** Answers keyed by registration field id (as text, the JSON way). */
    answers: jsonb('answers')
      .$type<Record<string, string | number | boolean | string[]>>()
      .notNull()
      .default({}),
    /** The organiser's note with the last decision, mailed with it. */
    note: varchar('note', { length: 1000 }),
    /** Orders the waitlist: first come, first promoted. */
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rsvpDueAt: timestamp('rsvp_due_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 16 }).$type<'person' | 'rsvp_expired'>(),
    /** Parent consent: the birth date (or a grade answer) decides whether it is needed. */
    birthDate: date('birth_date'),
    consentStatus: varchar('consent_status', { length: 12 })
      .$type<ConsentStatus>()
      .notNull()
      .default('not_needed'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** The scanner's id for the check-in that took: a replay of it from an offline queue answers the same. */
    checkedInClientId: varchar('checked_in_client_id', { length: 64 }),
    /** Random, shown as the person's QR code at check-in. */
    qrToken: varchar('qr_token', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.userId),
    uniqueIndex().on(t.qrToken),
    index().on(t.eventId, t.status, t.appliedAt),
    index().on(t.userId),
  ],
);

/** Parent consent settings of an event; no row, or `ageUnder` null, asks no one for consent. */
export const consentSettings = pgTable('consent_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  ageUnder: integer('age_under'),
  text: varchar('text', { length: 5000 }).notNull().default(''),
  /** Bumps each time the text changes, so a stored consent names the words the parent agreed to. */
  textVersion: integer('text_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One consent request mailed to a parent: the link's token as a hash only, and once answered, who
 * answered, how, when and to which version of the text. A resend revokes the previous request.
 */
export const parentConsents = pgTable(
  'parent_consents',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    parentEmail: varchar('parent_email', { length: 320 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    parentName: varchar('parent_name', { length: 120 }),
    relationship: varchar('relationship', { length: 60 }),
    decision: varchar('decision', { length: 12 }).$type<'given' | 'declined'>(),
    textVersion: integer('text_version'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.registrationId)],
);
