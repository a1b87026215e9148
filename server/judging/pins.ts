import { and, eq } from 'drizzle-orm';
import { JUDGING_ERROR_KEYS } from '../../common/judging';
import type { Db } from '../db/client';
import { judgingLooks, judgingPins } from '../db/schema';
import { AppError } from '../errors';
import { ineligibility } from './assignment';
import { loadActiveJudges, loadRoundLooks, loadRoundProjects } from './round-data';
import { type LoadedRound, roundProjectIds } from './rounds';

/**
 * Organisers' hand on assignment: pin a project to a judge (served before anything else), or move a
 * project from one judge to another. The hard rules hold for pins too.
 */

const RULE_MESSAGES = {
  conflict: 'declared a conflict with this project',
  'team-member': 'is on this project’s team',
  'already-seen': 'was already given this project in this round',
} as const;

async function requireAllowedPin(db: Db, loaded: LoadedRound, judgeId: number, projectId: number) {
  const { round } = loaded;
  const judge = (await loadActiveJudges(db, round.eventId)).find((candidate) => candidate.id === judgeId);
  if (!judge) throw new AppError('not_found', 'Judge not found');
  if (!(await roundProjectIds(db, round)).includes(projectId)) {
    throw new AppError('not_found', 'This project is not part of the round');
  }
  const [project] = await loadRoundProjects(db, [projectId]);
  const seen = new Set(
    (await loadRoundLooks(db, round.id))
      .filter((look) => look.judgeId === judgeId)
      .map((look) => look.projectId),
  );
  const broken = ineligibility(judge, { id: projectId, teamUserIds: project!.teamUserIds }, seen);
  if (broken) {
    throw new AppError(
      'conflict',
      `This judge ${RULE_MESSAGES[broken]}`,
      JUDGING_ERROR_KEYS.assignmentBreaksRule,
    );
  }
}

export async function addPin(db: Db, loaded: LoadedRound, judgeId: number, projectId: number) {
  await requireAllowedPin(db, loaded, judgeId, projectId);
  await db.insert(judgingPins).values({ roundId: loaded.round.id, judgeId, projectId }).onConflictDoNothing();
}

export async function removePin(db: Db, loaded: LoadedRound, judgeId: number, projectId: number) {
  const removed = await db
    .delete(judgingPins)
    .where(
      and(
        eq(judgingPins.roundId, loaded.round.id),
        eq(judgingPins.judgeId, judgeId),
        eq(judgingPins.projectId, projectId),
      ),
    )
    .returning();
  if (!removed.length) throw new AppError('not_found', 'Pin not found');
}

/**
 * Takes a project from one judge (their unfinished look at it ends as `moved`, their pin is removed)
 * and pins it to another. A look already finished stays: it is part of the results.
 */
export async function reassign(
  db: Db,
  loaded: LoadedRound,
  input: { projectId: number; fromJudgeId: number; toJudgeId: number },
) {
  const { round } = loaded;
  const { projectId, fromJudgeId, toJudgeId } = input;
  await requireAllowedPin(db, loaded, toJudgeId, projectId);
  await db.transaction(async (tx) => {
    // The look stays, ended as `moved`: the first judge is not handed the project again.
    const released = await tx
      .update(judgingLooks)
      .set({ status: 'skipped', skipReason: 'moved', finishedAt: new Date() })
      .where(
        and(
          eq(judgingLooks.roundId, round.id),
          eq(judgingLooks.judgeId, fromJudgeId),
          eq(judgingLooks.projectId, projectId),
          eq(judgingLooks.status, 'in-progress'),
        ),
      )
      .returning({ id: judgingLooks.id });
    const unpinned = await tx
      .delete(judgingPins)
      .where(
        and(
          eq(judgingPins.roundId, round.id),
          eq(judgingPins.judgeId, fromJudgeId),
          eq(judgingPins.projectId, projectId),
        ),
      )
      .returning();
    if (!released.length && !unpinned.length) {
      throw new AppError('not_found', 'That judge has no unfinished look or pin at this project');
    }
    await tx
      .insert(judgingPins)
      .values({ roundId: round.id, judgeId: toJudgeId, projectId })
      .onConflictDoNothing();
  });
}
