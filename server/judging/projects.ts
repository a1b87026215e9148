import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { JudgingProjectSummary, TeamFeedback } from '../../common/judging';
import type { Db } from '../db/client';
import { judgingLooks, judgingRounds, projects } from '../db/schema';
import { AppError } from '../errors';
import { loadRoundProjects } from './round-data';
import { approvedProjectIds } from './rounds';

/** Judging's view of an event's projects: table numbers for judges, and judges' comments for teams. */

export async function judgingProjects(db: Db, eventId: number): Promise<JudgingProjectSummary[]> {
  const loaded = await loadRoundProjects(db, await approvedProjectIds(db, eventId));
  return loaded.map(({ teamUserIds: _team, ...project }) => project);
}

/** Sets where projects stand on the event floor; every project must belong to the event. */
export async function setTableNumbers(
  db: Db,
  eventId: number,
  tableNumbers: { projectId: number; tableNumber: string | null }[],
) {
  const ids = [...new Set(tableNumbers.map((item) => item.projectId))];
  const found = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.eventId, eventId), inArray(projects.id, ids)));
  if (found.length !== ids.length)
    throw new AppError('bad_request', 'Table numbers go to projects of this event only');
  await db.transaction(async (tx) => {
    for (const { projectId, tableNumber } of tableNumbers) {
      await tx
        .update(projects)
        .set({ tableNumber: tableNumber || null })
        .where(eq(projects.id, projectId));
    }
  });
  return judgingProjects(db, eventId);
}

/**
 * Judges' comments on one project, from the rounds whose feedback the organiser released. Judges stay
 * anonymous: only the comments are given, oldest first.
 */
export async function teamFeedback(db: Db, projectId: number): Promise<TeamFeedback> {
  const rows = await db
    .select({ roundId: judgingRounds.id, roundName: judgingRounds.name, comment: judgingLooks.comment })
    .from(judgingLooks)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingLooks.roundId))
    .where(
      and(
        eq(judgingLooks.projectId, projectId),
        eq(judgingLooks.status, 'done'),
        isNotNull(judgingLooks.comment),
        isNotNull(judgingRounds.feedbackReleasedAt),
      ),
    )
    .orderBy(asc(judgingRounds.id), asc(judgingLooks.finishedAt), asc(judgingLooks.id));
  const feedback: TeamFeedback['feedback'] = [];
  for (const row of rows) {
    const last = feedback.at(-1);
    if (last?.roundId === row.roundId) last.comments.push(row.comment!);
    else feedback.push({ roundId: row.roundId, roundName: row.roundName, comments: [row.comment!] });
  }
  return { feedback };
}
