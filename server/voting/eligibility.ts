import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { awards, projectCategories, projectMemberships, projects } from '../db/schema';

/**
 * Which projects compete for an award (the `awards` row joined in the query): approved projects of its
 * event and, when the award has a category, of that category. The same condition picks the votes that
 * count, so a project declined or moved out of the category after votes were cast simply stops
 * counting, and its voters get those votes back (ballot.ts).
 */
export const competesForAward = (): SQL =>
  and(
    eq(projects.eventId, awards.eventId),
    eq(projects.submissionStatus, 'APPROVED'),
    eq(projects.isTemplate, false),
    or(
      isNull(awards.categoryId),
      sql`exists (select 1 from ${projectCategories} where ${projectCategories.projectId} = ${projects.id} and ${projectCategories.categoryId} = ${awards.categoryId})`,
    ),
  )!;

export interface ProjectForVote {
  id: number;
  eventId: number | null;
  categoryIds: number[];
  isOwnProject: boolean;
}

/** An approved project of the event with its categories and whether the voter is on its team. */
export async function findCandidate(
  db: Db,
  eventId: number,
  projectId: number,
  voterId: number,
): Promise<ProjectForVote | null> {
  const [project] = await db
    .select({ id: projects.id, eventId: projects.eventId })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.eventId, eventId),
        eq(projects.submissionStatus, 'APPROVED'),
        eq(projects.isTemplate, false),
      ),
    );
  if (!project) return null;
  const [links, membership] = await Promise.all([
    db
      .select({ categoryId: projectCategories.categoryId })
      .from(projectCategories)
      .where(eq(projectCategories.projectId, projectId)),
    db
      .select({ id: projectMemberships.id })
      .from(projectMemberships)
      .where(and(eq(projectMemberships.projectId, projectId), eq(projectMemberships.userId, voterId))),
  ]);
  return {
    ...project,
    categoryIds: links.map((link) => link.categoryId),
    isOwnProject: membership.length > 0,
  };
}

/** The approved projects of an event whose team the user is on. */
export async function ownProjectIds(db: Db, eventId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(
      and(
        eq(projectMemberships.userId, userId),
        eq(projects.eventId, eventId),
        eq(projects.submissionStatus, 'APPROVED'),
      ),
    );
  return rows.map((row) => row.id);
}
