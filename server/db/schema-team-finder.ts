import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { JoinRequestStatus } from '../../common/team-finder';
import { events, projects, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The team finder's per-event settings; no row: the board is off and cards are for signed-in users. */
export const teamFinderSettings = pgTable('team_finder_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  publicListing: boolean('public_listing').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A person looking for a team in an event: one card per user and event. */
export const teamFinderCards = pgTable(
  'team_finder_cards',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised (lower case, single spaces), distinct. */
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    interests: varchar('interests', { length: 300 }).notNull().default(''),
    pitch: text('pitch').notNull().default(''),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('team_finder_cards_event_user_idx').on(t.eventId, t.userId)],
);

/** A project's team looking for members, with the skills it needs: one row per project. */
export const teamOpenings = pgTable(
  'team_openings',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.eventId)],
);

/** A person asking to join a team; at most one pending request per person and project. */
export const teamJoinRequests = pgTable(
  'team_join_requests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: varchar('status', { length: 16 }).$type<JoinRequestStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_join_requests_pending_idx')
      .on(t.projectId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.userId, t.createdAt),
  ],
);
