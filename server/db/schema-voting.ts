import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { VOTES_PER_AWARD_MAX, VOTES_PER_AWARD_MIN } from '../../common/voting';
import { awards, events, projects, users } from './schema-core';

const MIN = sql.raw(String(VOTES_PER_AWARD_MIN));
const MAX = sql.raw(String(VOTES_PER_AWARD_MAX));

/** People's choice settings of an event; no row means voting was never turned on. */
export const peoplesChoiceSettings = pgTable(
  'peoples_choice_settings',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** How many votes each account has per people's-choice award (each on a different project). */
    votesPerAward: integer('votes_per_award').notNull().default(1),
    /**
     * The stricter voter rule: only votes of people of the event, or of accounts created before voting
     * first opened, are accepted and counted.
     */
    strictVoters: boolean('strict_voters').notNull().default(false),
    /** Set while the results are public; votes are frozen from then on. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('peoples_choice_votes_per_award_range', sql`${t.votesPerAward} between ${MIN} and ${MAX}`)],
);

/** The awards an event's public vote decides. */
export const peoplesChoiceAwards = pgTable(
  'peoples_choice_awards',
  {
    awardId: integer('award_id')
      .primaryKey()
      .references(() => awards.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.eventId)],
);

/**
 * One row per vote. An account's votes for an award sit in numbered slots 0..N-1: the unique
 * (award, voter, slot) index is what makes "at most N votes" exact when votes race, and the unique
 * (award, voter, project) index keeps two of them off one project. Votes belong to the award, not to
 * its people's-choice marking, so taking an award out of the vote and back keeps them.
 */
export const peoplesChoiceVotes = pgTable(
  'peoples_choice_votes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('peoples_choice_votes_slot_idx').on(t.awardId, t.voterId, t.slot),
    uniqueIndex('peoples_choice_votes_project_idx').on(t.awardId, t.voterId, t.projectId),
    index('peoples_choice_votes_count_idx').on(t.awardId, t.projectId),
    index('peoples_choice_votes_event_voter_idx').on(t.eventId, t.voterId),
    check('peoples_choice_votes_slot_range', sql`${t.slot} >= 0 and ${t.slot} < ${MAX}`),
  ],
);
