import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  JudgeStatus,
  LateDecision,
  LookStatusName,
  PairwiseChoice,
  PairwiseMargin,
  ProjectSet,
  RoundMode,
  StoredSkipReason,
} from '../../common/judging';
import { categories, events, projects, timelines, users } from './schema-core';

/**
 * Judging (docs/judging.md). Only what people did is stored (judges, criteria, rounds, looks and their
 * scores); every leaderboard and belief is recomputed from these rows on each call.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Who judges an event: pending (registered, awaiting an organiser), active, or removed (looks kept). */
export const judges = pgTable(
  'judges',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<JudgeStatus | 'removed'>().notNull(),
    source: varchar('source', { length: 16 }).$type<'invitation' | 'registration'>().notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('judges_event_user_idx').on(t.eventId, t.userId), index().on(t.userId)],
);

/** Projects a judge must never be given: declared by the judge, set by an organiser, or by a skip. */
export const judgeConflicts = pgTable(
  'judge_conflicts',
  {
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16 }).$type<'judge' | 'organiser' | 'skip'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.judgeId, t.projectId] })],
);

export const judgingSettings = pgTable('judging_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  judgeRegistration: boolean('judge_registration').notNull().default(false),
  /**
   * How many conflicts a judge may declare themselves, as a percentage of the event's approved projects
   * (at least three while above zero): a judge who could rule out every project but one would choose what
   * they judge. Organisers set any number.
   */
  selfConflictPercent: integer('self_conflict_percent').notNull().default(10),
});

/** Rubric criteria: the event's general rubric (no category) or a category's own. */
export const judgingCriteria = pgTable(
  'judging_criteria',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    weight: doublePrecision('weight').notNull(),
    scaleMin: integer('scale_min').notNull(),
    scaleMax: integer('scale_max').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.eventId, t.categoryId, t.position)],
);

export const judgingRounds = pgTable(
  'judging_rounds',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    mode: varchar('mode', { length: 16 }).$type<RoundMode>().notNull(),
    projectSet: varchar('project_set', { length: 16 }).$type<ProjectSet>().notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    sourceRoundId: integer('source_round_id').references((): AnyPgColumn => judgingRounds.id, {
      onDelete: 'set null',
    }),
    finalistCount: integer('finalist_count'),
    targetLooks: integer('target_looks').notNull(),
    /** Set by hand; a round tied to a timeline entry follows the entry instead. */
    status: varchar('status', { length: 16 }).$type<'draft' | 'open' | 'closed'>().notNull().default('draft'),
    timelineId: integer('timeline_id').references(() => timelines.id, { onDelete: 'set null' }),
    /** Seed of every tie-break and random choice of the assignment core, fixed at creation. */
    seed: integer('seed').notNull(),
    feedbackReleasedAt: timestamp('feedback_released_at', { withTimezone: true }),
    /** When a finalist set was fixed (judging_round_projects); null for other sets. */
    projectsFixedAt: timestamp('projects_fixed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId)],
);

/** A finalist round's projects, fixed the first time it opens so later scores elsewhere cannot move it. */
export const judgingRoundProjects = pgTable(
  'judging_round_projects',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => judgingRounds.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.projectId] })],
);

/** An organiser's instruction: this judge looks at this project next. */
export const judgingPins = pgTable(
  'judging_pins',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => judgingRounds.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.judgeId, t.projectId] })],
);

/**
 * A judge's look at a project in a round: in progress (the project on their screen), done (scored or
 * compared) or skipped. The unique indexes are the hard rules under concurrency: never the same project
 * twice for one judge, at most one unfinished look per judge and round.
 */
export const judgingLooks = pgTable(
  'judging_looks',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => judgingRounds.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<LookStatusName>().notNull(),
    reason: varchar('reason', { length: 16 }).$type<'pinned' | 'needs-looks'>().notNull(),
    /** Pairwise: the judge's previous project, which this one is compared with. */
    comparedWithId: integer('compared_with_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The rubric score (0..1) of the sheet, kept with the look. */
    rawScore: doublePrecision('raw_score'),
    preferred: varchar('preferred', { length: 8 }).$type<PairwiseChoice>(),
    /** Graded pairwise answer: much better, a bit better, about the same (then no `preferred`); null for a plain one. */
    margin: varchar('margin', { length: 8 }).$type<PairwiseMargin>(),
    /** Private to the judge and organisers. */
    note: text('note'),
    /** For the team, shown once the organiser releases the round's feedback. */
    comment: text('comment'),
    skipReason: varchar('skip_reason', { length: 16 }).$type<StoredSkipReason>(),
    /**
     * The rubric criteria the sheet was handed out with: a rubric changed later applies to later looks
     * only. Null in pairwise mode (and for looks handed out before sheets were fixed).
     */
    criterionIds: integer('criterion_ids').array(),
    /** Null when the look finished while the round was open; else late and what the organisers decided. */
    lateDecision: varchar('late_decision', { length: 16 }).$type<LateDecision>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('judging_looks_round_judge_project_idx').on(t.roundId, t.judgeId, t.projectId),
    uniqueIndex('judging_looks_one_in_progress_idx')
      .on(t.roundId, t.judgeId)
      .where(sql`${t.status} = 'in-progress'`),
    index().on(t.roundId, t.status),
    index().on(t.projectId),
  ],
);

/** One criterion's score on a look's sheet (the service refuses to edit a rubric once it has any). */
export const judgingScores = pgTable(
  'judging_scores',
  {
    lookId: integer('look_id')
      .notNull()
      .references(() => judgingLooks.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => judgingCriteria.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lookId, t.criterionId] }), index().on(t.criterionId)],
);

/**
 * Idempotency keys of judges' writes: a retried submit or skip finds its key and gets the stored answer
 * instead of writing again. The primary key makes two racing retries land once.
 */
export const judgingRequests = pgTable(
  'judging_requests',
  {
    judgeId: integer('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 128 }).notNull(),
    lookId: integer('look_id')
      .notNull()
      .references(() => judgingLooks.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 8 }).$type<'submit' | 'skip'>().notNull(),
    status: varchar('status', { length: 16 }).$type<LookStatusName>().notNull(),
    /** Hash of the answers sent with the key: the same key with other answers is refused, not replayed. */
    fingerprint: varchar('fingerprint', { length: 64 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.judgeId, t.key] })],
);
