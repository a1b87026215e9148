import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import {
  JUDGING_ERROR_KEYS,
  type JudgingRound,
  type RoundPatch,
  type RoundState,
  type RoundValues,
} from '../../common/judging';
import type { Db } from '../db/client';
import {
  categories,
  judgingLooks,
  judgingRoundProjects,
  judgingRounds,
  projectCategories,
  projects,
  timelines,
} from '../db/schema';
import { AppError } from '../errors';
import { windowState } from '../timeline/submission-window';
import { fireRoundClosed } from '../webhooks/fire';
import { loadCountedLooks } from './round-data';
import { computeStandings } from './standings';

/**
 * Judging rounds: which projects they judge, how, and whether they are open. A round opens and closes
 * by hand, or follows a timeline entry (open while the entry is). A finalist round's projects are the
 * top N of an earlier round, fixed the first time it opens.
 */

export type RoundRow = typeof judgingRounds.$inferSelect;
export interface LoadedRound {
  round: RoundRow;
  timeline: { startAt: Date | null; endAt: Date | null } | null;
}

export function roundState({ round, timeline }: LoadedRound, now = new Date()): RoundState {
  if (round.timelineId === null || !timeline) return round.status;
  const state = windowState({ opensAt: timeline.startAt, closesAt: timeline.endAt }, now);
  return state === 'not_open' ? 'scheduled' : state;
}

// The entry's id comes first: Drizzle reads a left-joined object as missing when its first column is null.
const roundColumns = {
  round: judgingRounds,
  timeline: { id: timelines.id, startAt: timelines.startAt, endAt: timelines.endAt },
};

export async function listRoundRows(db: Db, eventId: number): Promise<LoadedRound[]> {
  const rows = await db
    .select(roundColumns)
    .from(judgingRounds)
    .leftJoin(timelines, eq(timelines.id, judgingRounds.timelineId))
    .where(eq(judgingRounds.eventId, eventId))
    .orderBy(asc(judgingRounds.id));
  return rows.map((row) => ({ round: row.round, timeline: row.round.timelineId ? row.timeline : null }));
}

export async function requireRound(db: Db, eventId: number, roundId: number): Promise<LoadedRound> {
  const [row] = await db
    .select(roundColumns)
    .from(judgingRounds)
    .leftJoin(timelines, eq(timelines.id, judgingRounds.timelineId))
    .where(and(eq(judgingRounds.eventId, eventId), eq(judgingRounds.id, roundId)));
  if (!row) throw new AppError('not_found', 'Judging round not found');
  return { round: row.round, timeline: row.round.timelineId ? row.timeline : null };
}

export function requireOpen(loaded: LoadedRound): void {
  if (roundState(loaded) !== 'open') {
    throw new AppError('conflict', 'This judging round is not open', JUDGING_ERROR_KEYS.roundNotOpen);
  }
}

/** A project that competes: approved and not archived (declined, withdrawn or archived ones leave rounds). */
const competing = and(eq(projects.submissionStatus, 'APPROVED'), isNull(projects.archivedAt));

/** The event's competing projects (of one category), by id. */
export async function approvedProjectIds(db: Db, eventId: number, categoryId: number | null = null) {
  const approved = and(eq(projects.eventId, eventId), competing, eq(projects.isTemplate, false));
  const rows =
    categoryId === null
      ? await db.select({ id: projects.id }).from(projects).where(approved).orderBy(asc(projects.id))
      : await db
          .select({ id: projects.id })
          .from(projects)
          .innerJoin(projectCategories, eq(projectCategories.projectId, projects.id))
          .where(and(approved, eq(projectCategories.categoryId, categoryId)))
          .orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}

/** The round's projects: approved ones (of its category), or its finalists (still approved). */
export async function roundProjectIds(db: Db, round: RoundRow): Promise<number[]> {
  if (round.projectSet === 'approved') return approvedProjectIds(db, round.eventId);
  if (round.projectSet === 'category') {
    return round.categoryId === null ? [] : approvedProjectIds(db, round.eventId, round.categoryId);
  }
  if (round.projectsFixedAt === null) return liveFinalists(db, round);
  const rows = await db
    .select({ id: projects.id })
    .from(judgingRoundProjects)
    .innerJoin(projects, eq(projects.id, judgingRoundProjects.projectId))
    .where(and(eq(judgingRoundProjects.roundId, round.id), competing))
    .orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}

/** The top N of the source round as it stands now (only projects with at least one look). */
async function liveFinalists(db: Db, round: RoundRow): Promise<number[]> {
  if (round.sourceRoundId === null || round.finalistCount === null) return [];
  const [source] = await db
    .select()
    .from(judgingRounds)
    .where(and(eq(judgingRounds.id, round.sourceRoundId), eq(judgingRounds.eventId, round.eventId)));
  // Sources are always earlier rounds, so this walk ends.
  if (!source || source.id >= round.id) return [];
  const ids = await roundProjectIds(db, source);
  const only =
    round.categoryId === null
      ? undefined
      : new Set(await approvedProjectIds(db, round.eventId, round.categoryId));
  const standings = computeStandings(source.mode, ids, await loadCountedLooks(db, source.id), { only });
  return standings.entries
    .filter((entry) => entry.looks > 0)
    .slice(0, round.finalistCount)
    .map((entry) => entry.projectId);
}

/** Fixes a finalist round's projects (once): later scores in the source round no longer move it. */
export async function fixFinalists(db: Db, round: RoundRow): Promise<void> {
  if (round.projectSet !== 'finalists' || round.projectsFixedAt !== null) return;
  const ids = await liveFinalists(db, round);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(judgingRounds)
      .set({ projectsFixedAt: new Date() })
      .where(and(eq(judgingRounds.id, round.id), isNull(judgingRounds.projectsFixedAt)))
      .returning({ id: judgingRounds.id });
    if (claimed && ids.length) {
      await tx
        .insert(judgingRoundProjects)
        .values(ids.map((projectId) => ({ roundId: round.id, projectId })));
    }
  });
  round.projectsFixedAt = new Date();
}

async function doneLookCount(db: Db, roundId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(judgingLooks)
    .where(and(eq(judgingLooks.roundId, roundId), eq(judgingLooks.status, 'done')));
  return row?.n ?? 0;
}

export async function presentRound(db: Db, loaded: LoadedRound): Promise<JudgingRound> {
  const { round, timeline } = loaded;
  const [projectIds, lookCount] = await Promise.all([
    roundProjectIds(db, round),
    doneLookCount(db, round.id),
  ]);
  return {
    id: round.id,
    eventId: round.eventId,
    name: round.name,
    mode: round.mode,
    projectSet: round.projectSet,
    categoryId: round.categoryId,
    sourceRoundId: round.sourceRoundId,
    finalistCount: round.finalistCount,
    targetLooks: round.targetLooks,
    state: roundState(loaded),
    timelineId: round.timelineId,
    opensAt: timeline?.startAt?.toISOString() ?? null,
    closesAt: timeline?.endAt?.toISOString() ?? null,
    feedbackReleased: round.feedbackReleasedAt !== null,
    projectCount: projectIds.length,
    lookCount,
    createdAt: round.createdAt.toISOString(),
  };
}

type SetFields = Pick<
  RoundRow,
  'projectSet' | 'categoryId' | 'sourceRoundId' | 'finalistCount' | 'timelineId'
>;

/** Checks a round's project set and timeline entry against the event; 400/404 with a clear message. */
async function checkSet(db: Db, eventId: number, fields: SetFields, roundId: number | null) {
  const { projectSet, categoryId, sourceRoundId, finalistCount, timelineId } = fields;
  if (projectSet === 'category' && categoryId === null) {
    throw new AppError('bad_request', 'A category round needs a categoryId');
  }
  if (projectSet === 'finalists' && (sourceRoundId === null || finalistCount === null)) {
    throw new AppError('bad_request', 'A finalist round needs a sourceRoundId and a finalistCount');
  }
  if (categoryId !== null) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.eventId, eventId)));
    if (!row) throw new AppError('not_found', 'Category not found');
  }
  if (projectSet === 'finalists' && sourceRoundId !== null) {
    const [row] = await db
      .select({ id: judgingRounds.id })
      .from(judgingRounds)
      .where(and(eq(judgingRounds.id, sourceRoundId), eq(judgingRounds.eventId, eventId)));
    if (!row) throw new AppError('not_found', 'Source round not found');
    if (roundId !== null && sourceRoundId >= roundId) {
      throw new AppError('bad_request', 'Finalists come from an earlier round');
    }
  }
  if (timelineId !== null) {
    const [row] = await db
      .select({ id: timelines.id })
      .from(timelines)
      .where(and(eq(timelines.id, timelineId), eq(timelines.eventId, eventId)));
    if (!row) throw new AppError('not_found', 'Timeline entry not found');
  }
}

export async function createRound(db: Db, eventId: number, input: RoundValues) {
  const fields: SetFields = {
    projectSet: input.projectSet,
    categoryId: input.categoryId ?? null,
    sourceRoundId: input.projectSet === 'finalists' ? (input.sourceRoundId ?? null) : null,
    finalistCount: input.projectSet === 'finalists' ? (input.finalistCount ?? null) : null,
    timelineId: input.timelineId ?? null,
  };
  await checkSet(db, eventId, fields, null);
  const [round] = await db
    .insert(judgingRounds)
    .values({
      eventId,
      name: input.name,
      mode: input.mode,
      targetLooks: input.targetLooks,
      ...fields,
      seed: randomInt(1, 2 ** 31 - 1),
    })
    .returning({ id: judgingRounds.id });
  return requireRound(db, eventId, round!.id);
}

const roundStarted = (what: string) =>
  new AppError('conflict', `Judges have started this round: ${what}`, JUDGING_ERROR_KEYS.roundStarted);

async function hasFinishedLooks(db: Db, roundId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(judgingLooks)
    .where(and(eq(judgingLooks.roundId, roundId), ne(judgingLooks.status, 'in-progress')));
  return (row?.n ?? 0) > 0;
}

/**
 * Edits a round. Name, target and timeline entry change any time; mode and project set only until the
 * first look is finished (unfinished looks are released, since they were chosen for the old set).
 */
export async function updateRound(db: Db, loaded: LoadedRound, patch: RoundPatch) {
  const { round } = loaded;
  const changesSet =
    (patch.mode !== undefined && patch.mode !== round.mode) ||
    (['projectSet', 'categoryId', 'sourceRoundId', 'finalistCount'] as const).some(
      (key) => patch[key] !== undefined && patch[key] !== round[key],
    );
  if (changesSet && (await hasFinishedLooks(db, round.id))) {
    throw roundStarted('its mode and projects can no longer change');
  }
  const projectSet = patch.projectSet ?? round.projectSet;
  const fields: SetFields = {
    projectSet,
    categoryId: patch.categoryId !== undefined ? patch.categoryId : round.categoryId,
    sourceRoundId:
      projectSet !== 'finalists'
        ? null
        : patch.sourceRoundId !== undefined
          ? patch.sourceRoundId
          : round.sourceRoundId,
    finalistCount:
      projectSet !== 'finalists'
        ? null
        : patch.finalistCount !== undefined
          ? patch.finalistCount
          : round.finalistCount,
    timelineId: patch.timelineId !== undefined ? patch.timelineId : round.timelineId,
  };
  await checkSet(db, round.eventId, fields, round.id);
  await db.transaction(async (tx) => {
    if (changesSet) {
      await tx.delete(judgingLooks).where(eq(judgingLooks.roundId, round.id));
      await tx.delete(judgingRoundProjects).where(eq(judgingRoundProjects.roundId, round.id));
    }
    await tx
      .update(judgingRounds)
      .set({
        ...fields,
        name: patch.name ?? round.name,
        mode: patch.mode ?? round.mode,
        targetLooks: patch.targetLooks ?? round.targetLooks,
        ...(changesSet ? { projectsFixedAt: null } : {}),
      })
      .where(eq(judgingRounds.id, round.id));
  });
  return requireRound(db, round.eventId, round.id);
}

export async function deleteRound(db: Db, loaded: LoadedRound) {
  if (await hasFinishedLooks(db, loaded.round.id)) throw roundStarted('it can no longer be deleted');
  await db.delete(judgingRounds).where(eq(judgingRounds.id, loaded.round.id));
}

/** Opens or closes a round by hand; this unties it from its timeline entry. */
export async function setRoundOpen(db: Db, loaded: LoadedRound, open: boolean) {
  const { round } = loaded;
  await db
    .update(judgingRounds)
    .set({ status: open ? 'open' : 'closed', timelineId: null })
    .where(eq(judgingRounds.id, round.id));
  const updated = await requireRound(db, round.eventId, round.id);
  if (open) await fixFinalists(db, updated.round);
  if (!open && round.status === 'open') await fireRoundClosed(db, round.eventId, updated.round);
  return updated;
}

export async function releaseFeedback(db: Db, loaded: LoadedRound, released: boolean) {
  await db
    .update(judgingRounds)
    .set({ feedbackReleasedAt: released ? new Date() : null })
    .where(eq(judgingRounds.id, loaded.round.id));
  return requireRound(db, loaded.round.eventId, loaded.round.id);
}

/** Rounds of the event that are open now. */
export async function openRounds(db: Db, eventId: number): Promise<LoadedRound[]> {
  return (await listRoundRows(db, eventId)).filter((loaded) => roundState(loaded) === 'open');
}
