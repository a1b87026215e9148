import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { TIMELINE_TYPES } from '../../common/constants';
import {
  firstOpening,
  type PeoplesChoiceSettings,
  type VotingWindow,
  votingWindow,
} from '../../common/voting';
import type { Db } from '../db/client';
import {
  awards,
  categories,
  peoplesChoiceAwards,
  peoplesChoiceSettings,
  peoplesChoiceVotes,
  timelines,
} from '../db/schema';
import { AppError } from '../errors';
import type { VoterRule } from './eligibility';

export interface VotingAward {
  id: number;
  name: string;
  description: string | null;
  category: { id: number; name: string; slug: string } | null;
}

/** Everything that decides whether votes may change, read once per call. */
export interface VotingSetup {
  isEnabled: boolean;
  votesPerAward: number;
  resultsPublished: boolean;
  awards: VotingAward[];
  window: VotingWindow;
  /** Who may vote, and whose votes count (eligibility.ts). */
  voterRule: VoterRule;
}

const DEFAULTS = { isEnabled: false, votesPerAward: 1, strictVoters: false, resultsPublishedAt: null };

/**
 * The settings row, locked for the rest of the transaction when asked: `share` by votes (which may run
 * side by side), `update` by the organiser's changes, so a change of N, a publication or turning
 * voting off waits for the votes in flight, and votes after it see the change.
 */
async function settingsRow(db: Db, eventId: number, lock?: 'share' | 'update') {
  const query = db.select().from(peoplesChoiceSettings).where(eq(peoplesChoiceSettings.eventId, eventId));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? { ...DEFAULTS, eventId };
}

export async function peoplesChoiceAwardsOf(db: Db, eventId: number): Promise<VotingAward[]> {
  const rows = await db
    .select({
      id: awards.id,
      name: awards.name,
      description: awards.description,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
    })
    .from(peoplesChoiceAwards)
    .innerJoin(awards, eq(awards.id, peoplesChoiceAwards.awardId))
    .leftJoin(categories, eq(categories.id, awards.categoryId))
    .where(eq(peoplesChoiceAwards.eventId, eventId))
    .orderBy(sql`${awards.rank} desc`, asc(awards.id));
  return rows.map((row) => ({ ...row, category: row.category?.id ? row.category : null }));
}

/** The public showcase entries (timeline type 3) set the voting window. */
function showcaseEntriesOf(db: Db, eventId: number) {
  return db
    .select({ startAt: timelines.startAt, endAt: timelines.endAt })
    .from(timelines)
    .where(and(eq(timelines.eventId, eventId), eq(timelines.timelineType, TIMELINE_TYPES.PUBLIC)));
}

export async function votingWindowOf(db: Db, eventId: number, now: Date): Promise<VotingWindow> {
  return votingWindow(await showcaseEntriesOf(db, eventId), now);
}

export async function loadVotingSetup(
  db: Db,
  eventId: number,
  options: { now?: Date; lock?: 'share' | 'update' } = {},
): Promise<VotingSetup> {
  const settings = await settingsRow(db, eventId, options.lock);
  const entries = await showcaseEntriesOf(db, eventId);
  return {
    isEnabled: settings.isEnabled,
    votesPerAward: settings.votesPerAward,
    resultsPublished: settings.resultsPublishedAt !== null,
    awards: await peoplesChoiceAwardsOf(db, eventId),
    window: votingWindow(entries, options.now ?? new Date()),
    voterRule: { strict: settings.strictVoters, accountsBefore: firstOpening(entries) },
  };
}

/** Creates the settings row if missing and locks it for the organiser's change. */
async function lockSettingsForChange(tx: Db, eventId: number) {
  await tx.insert(peoplesChoiceSettings).values({ eventId }).onConflictDoNothing();
  return settingsRow(tx, eventId, 'update');
}

/**
 * Turns voting on or off, sets N and the awards it decides. N may go down only as far as the votes
 * already cast allow (an account's votes sit in slots below N). Awards taken out keep their votes.
 */
export async function saveVotingSettings(db: Db, eventId: number, input: PeoplesChoiceSettings) {
  const awardIds = [...new Set(input.awardIds)];
  await db.transaction(async (tx) => {
    if (awardIds.length) {
      const own = await tx
        .select({ id: awards.id })
        .from(awards)
        .where(and(eq(awards.eventId, eventId), inArray(awards.id, awardIds)));
      if (own.length !== awardIds.length)
        throw new AppError('bad_request', "People's choice decides awards of this event only");
    }
    if (input.isEnabled && awardIds.length === 0)
      throw new AppError('bad_request', "Choose at least one award for people's choice to decide");
    const current = await lockSettingsForChange(tx, eventId);
    if (input.votesPerAward < current.votesPerAward) {
      const [used] = await tx
        .select({ slots: max(peoplesChoiceVotes.slot) })
        .from(peoplesChoiceVotes)
        .where(eq(peoplesChoiceVotes.eventId, eventId));
      const needed = (used?.slots ?? -1) + 1;
      if (input.votesPerAward < needed) {
        throw new AppError(
          'conflict',
          `Visitors have already cast up to ${needed} votes per award: the number of votes cannot go below that`,
          'voting.error.votesInUse',
        );
      }
    }
    await tx
      .update(peoplesChoiceSettings)
      .set({
        isEnabled: input.isEnabled,
        votesPerAward: input.votesPerAward,
        strictVoters: input.strictVoters ?? current.strictVoters,
        updatedAt: new Date(),
      })
      .where(eq(peoplesChoiceSettings.eventId, eventId));
    await tx
      .delete(peoplesChoiceAwards)
      .where(
        and(
          eq(peoplesChoiceAwards.eventId, eventId),
          awardIds.length ? notInArray(peoplesChoiceAwards.awardId, awardIds) : undefined,
        ),
      );
    if (awardIds.length) {
      await tx
        .insert(peoplesChoiceAwards)
        .values(awardIds.map((awardId) => ({ awardId, eventId })))
        .onConflictDoNothing();
    }
  });
}

/** Publishing freezes the votes: it waits for votes in flight, and later ones are refused. */
export async function setResultsPublished(db: Db, eventId: number, published: boolean, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockSettingsForChange(tx, eventId);
    await tx
      .update(peoplesChoiceSettings)
      .set({ resultsPublishedAt: published ? now : null, updatedAt: now })
      .where(eq(peoplesChoiceSettings.eventId, eventId));
  });
}
