import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  judgeConflicts,
  judges,
  judgingLooks,
  judgingPins,
  projectCategories,
  projectMemberships,
  projects,
} from '../db/schema';
import type { AssignmentJudge, AssignmentProject, ExistingLook } from './assignment';
import { conflictsOf } from './judge-roster';

/**
 * The rows a round's decisions are computed from, loaded in a few batched queries: its projects (with
 * teams and categories), its judges (with conflicts), its looks and its pins.
 */

export type LookRow = typeof judgingLooks.$inferSelect;

export interface RoundProject {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  tableNumber: string | null;
  categoryIds: number[];
  teamUserIds: number[];
}

export async function loadRoundProjects(db: Db, projectIds: readonly number[]): Promise<RoundProject[]> {
  if (!projectIds.length) return [];
  const ids = [...projectIds];
  const [rows, links, members] = await Promise.all([
    db
      .select({
        id: projects.id,
        slug: projects.slug,
        title: projects.title,
        imageUrl: projects.imageUrl,
        tableNumber: projects.tableNumber,
      })
      .from(projects)
      .where(inArray(projects.id, ids))
      .orderBy(asc(projects.id)),
    db
      .select()
      .from(projectCategories)
      .where(inArray(projectCategories.projectId, ids))
      .orderBy(asc(projectCategories.categoryId)),
    db
      .select({ projectId: projectMemberships.projectId, userId: projectMemberships.userId })
      .from(projectMemberships)
      .where(inArray(projectMemberships.projectId, ids)),
  ]);
  const categoriesOf = new Map<number, number[]>();
  for (const link of links) {
    categoriesOf.set(link.projectId, [...(categoriesOf.get(link.projectId) ?? []), link.categoryId]);
  }
  const teamOf = new Map<number, number[]>();
  for (const member of members) {
    teamOf.set(member.projectId, [...(teamOf.get(member.projectId) ?? []), member.userId]);
  }
  return rows.map((row) => ({
    ...row,
    categoryIds: categoriesOf.get(row.id) ?? [],
    teamUserIds: teamOf.get(row.id) ?? [],
  }));
}

/** Every look of a round, in the order they were finished (unfinished last). */
export async function loadRoundLooks(db: Db, roundId: number): Promise<LookRow[]> {
  return db
    .select()
    .from(judgingLooks)
    .where(eq(judgingLooks.roundId, roundId))
    .orderBy(sql`${judgingLooks.finishedAt} asc nulls last`, asc(judgingLooks.id));
}

/**
 * The looks results are computed from, in the order they were finished: late looks only once the
 * organisers counted them, and never a look (or comparison) at a project its judge has a conflict with,
 * whenever that conflict was declared.
 */
export async function loadCountedLooks(db: Db, roundId: number): Promise<LookRow[]> {
  const conflicted = (projectColumn: typeof judgingLooks.projectId | typeof judgingLooks.comparedWithId) =>
    sql`exists (select 1 from ${judgeConflicts} where ${judgeConflicts.judgeId} = ${judgingLooks.judgeId} and ${judgeConflicts.projectId} = ${projectColumn})`;
  return db
    .select()
    .from(judgingLooks)
    .where(
      and(
        eq(judgingLooks.roundId, roundId),
        or(isNull(judgingLooks.lateDecision), eq(judgingLooks.lateDecision, 'counted')),
        sql`not ${conflicted(judgingLooks.projectId)}`,
        sql`not ${conflicted(judgingLooks.comparedWithId)}`,
      ),
    )
    .orderBy(sql`${judgingLooks.finishedAt} asc nulls last`, asc(judgingLooks.id));
}

export interface RoundJudge extends AssignmentJudge {
  userId: number;
}

/** The event's active judges with their conflicts: who assignment may give projects to. */
export async function loadActiveJudges(db: Db, eventId: number): Promise<RoundJudge[]> {
  const rows = await db
    .select({ id: judges.id, userId: judges.userId })
    .from(judges)
    .where(and(eq(judges.eventId, eventId), eq(judges.status, 'active')))
    .orderBy(asc(judges.id));
  const conflicts = await conflictsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, conflictProjectIds: conflicts.get(row.id) ?? [] }));
}

export async function loadPins(db: Db, roundId: number) {
  return db
    .select({ judgeId: judgingPins.judgeId, projectId: judgingPins.projectId })
    .from(judgingPins)
    .where(eq(judgingPins.roundId, roundId))
    .orderBy(asc(judgingPins.createdAt), asc(judgingPins.projectId));
}

/**
 * The category a project is judged in (its rubric): the round's category, else its first category by
 * id. Pairwise chains compare projects of a shared track (`trackIds`); projects without a category
 * share one chain.
 */
export const judgingCategoryOf = (project: RoundProject, roundCategoryId: number | null) =>
  roundCategoryId ?? project.categoryIds[0] ?? null;

export function assignmentProjects(
  projectRows: readonly RoundProject[],
  roundCategoryId: number | null,
): AssignmentProject[] {
  return projectRows.map((project) => ({
    id: project.id,
    teamUserIds: project.teamUserIds,
    categoryId: judgingCategoryOf(project, roundCategoryId),
    // A project competes in every category it is in (a round of one category: only that one).
    trackIds: roundCategoryId !== null ? [roundCategoryId] : project.categoryIds,
  }));
}

export type AssignmentLook = ExistingLook & { finishedAt: Date | null };

/** Who has which project in a round, and how far: all assignment needs, read under the round's lock. */
export async function loadAssignmentLooks(db: Db, roundId: number): Promise<AssignmentLook[]> {
  return db
    .select({
      judgeId: judgingLooks.judgeId,
      projectId: judgingLooks.projectId,
      status: judgingLooks.status,
      finishedAt: judgingLooks.finishedAt,
    })
    .from(judgingLooks)
    .where(eq(judgingLooks.roundId, roundId));
}

/** Looks as the assignment core reads them: fresh plain objects (see docs/judging.md, section 8). */
export const assignmentLooks = (looks: readonly LookRow[]): ExistingLook[] =>
  looks.map((look) => ({ judgeId: look.judgeId, projectId: look.projectId, status: look.status }));
