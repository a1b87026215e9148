import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { judgeConflicts, judgingLooks, projectMemberships } from '../db/schema';
import type { JudgeRow } from '../policies/actor';
import { type AssignmentState, nextProjectFor } from './assignment';
import { lockAssignment } from './assignment-lock';
import { replayComparisons } from './crowd-bt';
import { createBatcher, createSingleFlight } from './in-process';
import { nextComparisonFor } from './pairwise-assignment';
import {
  type AssignmentLook,
  assignmentProjects,
  type LookRow,
  loadActiveJudges,
  loadAssignmentLooks,
  loadCountedLooks,
  loadPins,
  loadRoundProjects,
} from './round-data';
import { type LoadedRound, roundProjectIds } from './rounds';
import { currentSheets, loadCriteria } from './rubric-store';
import { comparisonsOf, trackUncertaintyOf } from './standings';

/**
 * Choosing a judge's next project and storing it as their unfinished look. Choices in one round are made
 * under a database lock, so each sees the looks just started by others and judges asking at the same
 * moment spread over projects instead of all taking the same neediest one. Requests waiting for that
 * lock in one app server are handled together: one lock, one read of the looks, one insert for all.
 */

type NewLookReason = 'pinned' | 'needs-looks';
export interface StartedLook {
  look: LookRow;
  reason: 'in-progress' | NewLookReason;
}

type RoundSetting = Awaited<ReturnType<typeof loadRoundSetting>>;

/**
 * What choices read besides the looks: projects, judges, pins, and the standings (how settled each
 * place is, and the pairwise beliefs). Judges asking at once share one load; it may lag a moment
 * behind, which these soft inputs allow. The hard rules are checked against fresh rows.
 */
async function loadRoundSetting(db: Db, loaded: LoadedRound) {
  const { round } = loaded;
  const projectIds = await roundProjectIds(db, round);
  const [projectRows, judgeRows, pins, looks] = await Promise.all([
    loadRoundProjects(db, projectIds),
    loadActiveJudges(db, round.eventId),
    loadPins(db, round.id),
    loadCountedLooks(db, round.id),
  ]);
  const projects = assignmentProjects(projectRows, round.categoryId);
  return {
    projectRows,
    projects,
    judgeRows,
    pins,
    uncertainty: trackUncertaintyOf(round.mode, projectIds, looks, projects),
    beliefs: roundUsesPairwise(round.mode) ? replayComparisons(comparisonsOf(looks), { projectIds }) : null,
  };
}

const roundUsesPairwise = (mode: LoadedRound['round']['mode']) => mode !== 'rubric';

/**
 * Projects each judge must never get: their conflicts and their own teams' projects. Read under the
 * round's lock, in the transaction that stores the looks, so a conflict stored a moment ago is seen.
 */
async function excludedProjects(tx: Db, judges: readonly JudgeRow[]): Promise<Map<number, number[]>> {
  const excluded = new Map<number, number[]>(judges.map((judge) => [judge.id, []]));
  const conflicts = await tx
    .select({ judgeId: judgeConflicts.judgeId, projectId: judgeConflicts.projectId })
    .from(judgeConflicts)
    .where(
      inArray(
        judgeConflicts.judgeId,
        judges.map((judge) => judge.id),
      ),
    );
  const teams = await tx
    .select({ userId: projectMemberships.userId, projectId: projectMemberships.projectId })
    .from(projectMemberships)
    .where(
      inArray(
        projectMemberships.userId,
        judges.map((judge) => judge.userId),
      ),
    );
  for (const row of conflicts) excluded.get(row.judgeId)?.push(row.projectId);
  for (const row of teams) {
    for (const judge of judges) if (judge.userId === row.userId) excluded.get(judge.id)?.push(row.projectId);
  }
  return excluded;
}

/** Whether a judge may still be shown a project they hold: no conflict and not on its team, read now. */
export async function stillAllowed(db: Db, judge: JudgeRow, projectId: number): Promise<boolean> {
  const [conflict] = await db
    .select({ projectId: judgeConflicts.projectId })
    .from(judgeConflicts)
    .where(and(eq(judgeConflicts.judgeId, judge.id), eq(judgeConflicts.projectId, projectId)));
  if (conflict) return false;
  const [member] = await db
    .select({ projectId: projectMemberships.projectId })
    .from(projectMemberships)
    .where(and(eq(projectMemberships.userId, judge.userId), eq(projectMemberships.projectId, projectId)));
  return !member;
}

interface Request {
  judge: JudgeRow;
  excluded: number[];
}

/** The assignment core's choice for one judge, given who has which project right now. */
function chooseNext(request: Request, loaded: LoadedRound, setting: RoundSetting, looks: AssignmentLook[]) {
  const { judge, excluded } = request;
  const { round } = loaded;
  const state: AssignmentState = {
    projects: setting.projects,
    // The requesting judge as they are now (the shared load may predate their acceptance or conflicts).
    judges: [
      ...setting.judgeRows.filter((row) => row.id !== judge.id),
      { id: judge.id, userId: judge.userId, conflictProjectIds: excluded },
    ],
    looks,
    targetLooks: round.targetLooks,
    pins: setting.pins,
    uncertainty: setting.uncertainty,
    seed: round.seed,
  };
  if (!setting.beliefs) {
    const next = nextProjectFor(judge.id, state);
    return next && { projectId: next.projectId, reason: next.reason as NewLookReason, comparedWithId: null };
  }
  // The chain continues from the judge's last finished (not skipped) project.
  const previous = looks
    .filter((look) => look.judgeId === judge.id && look.status === 'done')
    .reduce<AssignmentLook | null>(
      (last, look) => (!last || look.finishedAt! > last.finishedAt! ? look : last),
      null,
    );
  const next = nextComparisonFor(judge.id, previous?.projectId ?? null, state, setting.beliefs);
  return (
    next && {
      projectId: next.projectId,
      reason: (next.reason === 'pinned' ? 'pinned' : 'needs-looks') as NewLookReason,
      comparedWithId: next.comparedWithId,
    }
  );
}

/**
 * One batch of choices under the round's lock. Each choice adds its look to the in-memory list before
 * the next is made, exactly as if they came one by one. A judge who meanwhile got an unfinished look
 * elsewhere (another server, an undo) keeps it: the insert skips them and their look is read back.
 */
async function startLooks(db: Db, loaded: LoadedRound, setting: RoundSetting, judges: readonly JudgeRow[]) {
  const { round } = loaded;
  const roundId = round.id;
  return db.transaction(async (tx) => {
    await lockAssignment(tx, [roundId]);
    // One after the other: a transaction is one connection.
    const looks = await loadAssignmentLooks(tx, roundId);
    const excludedOf = await excludedProjects(tx, judges);
    const criteria = round.mode === 'pairwise' ? [] : await loadCriteria(tx, round.eventId);
    // The sheet is fixed now: a rubric added or edited later applies to later looks only.
    const sheets = currentSheets(criteria, round.categoryId, setting.projectRows);
    const batch: Request[] = judges.map((judge) => ({ judge, excluded: excludedOf.get(judge.id) ?? [] }));
    const planned = new Map<
      number,
      { projectId: number; reason: NewLookReason; comparedWithId: number | null }
    >();
    for (const request of batch) {
      const judgeId = request.judge.id;
      if (
        planned.has(judgeId) ||
        looks.some((look) => look.judgeId === judgeId && look.status === 'in-progress')
      ) {
        continue;
      }
      const choice = chooseNext(request, loaded, setting, looks);
      if (!choice) continue;
      planned.set(judgeId, choice);
      looks.push({ judgeId, projectId: choice.projectId, status: 'in-progress', finishedAt: null });
    }
    const inserted = planned.size
      ? await tx
          .insert(judgingLooks)
          .values(
            [...planned].map(([judgeId, choice]) => ({
              roundId,
              judgeId,
              status: 'in-progress' as const,
              criterionIds: round.mode === 'pairwise' ? null : (sheets.get(choice.projectId) ?? []),
              ...choice,
            })),
          )
          .onConflictDoNothing()
          .returning()
      : [];
    const startedNow = new Map(inserted.map((look) => [look.judgeId, look]));
    const unfinished = await tx
      .select()
      .from(judgingLooks)
      .where(sql`${judgingLooks.roundId} = ${roundId} and ${judgingLooks.status} = 'in-progress'`);
    const unfinishedOf = new Map(unfinished.map((look) => [look.judgeId, look]));
    return batch.map(({ judge }): StartedLook | null => {
      const fresh = startedNow.get(judge.id);
      if (fresh) return { look: fresh, reason: fresh.reason };
      const existing = unfinishedOf.get(judge.id);
      return existing ? { look: existing, reason: 'in-progress' } : null;
    });
  });
}

/** Per database, so apps sharing a process (tests) never share rounds. */
const perDatabase = new WeakMap<
  Db,
  {
    settings: ReturnType<typeof createSingleFlight<RoundSetting>>;
    batches: ReturnType<typeof createBatcher<{ judge: JudgeRow; loaded: LoadedRound }, StartedLook | null>>;
  }
>();

function coordinationFor(db: Db) {
  let found = perDatabase.get(db);
  if (!found) {
    const settings = createSingleFlight<RoundSetting>();
    found = {
      settings,
      batches: createBatcher(async (roundId, batch) => {
        const loaded = batch[0]!.loaded;
        const setting = await settings(roundId, () => loadRoundSetting(db, loaded));
        return startLooks(
          db,
          loaded,
          setting,
          batch.map((request) => request.judge),
        );
      }),
    };
    perDatabase.set(db, found);
  }
  return found;
}

/** Chooses and stores the judge's next look, or null when nothing is left for them in the round. */
export async function startNextLook(
  db: Db,
  judge: JudgeRow,
  loaded: LoadedRound,
): Promise<StartedLook | null> {
  return coordinationFor(db).batches(loaded.round.id, { judge, loaded });
}
