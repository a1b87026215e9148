import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SubmissionFieldType } from '../../common/registration-form';
import { events, projects } from './schema-core';

/** An extra question organisers add to the submission form of their event. */
export const submissionFields = pgTable(
  'submission_fields',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<SubmissionFieldType>().notNull(),
    label: varchar('label', { length: 160 }).notNull(),
    helpText: varchar('help_text', { length: 500 }).notNull().default(''),
    /** The choices of single and multiple choice fields, and the suggested tags of "built with". */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.eventId, t.position)],
);

/** A project's answer to one field; the value's shape follows the field's type (common/registration-form.ts). */
export const submissionAnswers = pgTable(
  'submission_answers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => submissionFields.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<string | number | boolean | string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.fieldId] }), index().on(t.fieldId)],
);
