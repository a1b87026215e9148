import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AnnouncementAudience,
  NotificationKind,
  SupportMessageStatus,
} from '../../common/notifications';
import { events, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What an organiser announced, and to whom; each recipient also gets a notification row. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    audience: varchar('audience', { length: 16 }).$type<AnnouncementAudience>().notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    body: text('body').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.id)],
);

/**
 * A user's in-app notification. `dedupeKey` makes delivery idempotent: a job that is retried after a
 * crash, or run by two app servers, inserts the same (user, key) once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<NotificationKind>().notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_user_event_idx').on(t.userId, t.eventId, t.id),
    index('notifications_unread_idx').on(t.userId, t.eventId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Background jobs: claimed with FOR UPDATE SKIP LOCKED so each runs on one app server at a time; the
 * unique key means scheduling the same job twice (from two servers) keeps one row.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 48 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 64 }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
  ],
);

/** A participant's message to the organisers from the support modal. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 160 }).notNull(),
    body: text('body').notNull(),
    /** The page the participant wrote from, so organisers see the context. */
    pagePath: varchar('page_path', { length: 500 }),
    status: varchar('status', { length: 16 }).$type<SupportMessageStatus>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.id)],
);

/** An organiser's answer to a support message; it is sent by e-mail. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.messageId)],
);
