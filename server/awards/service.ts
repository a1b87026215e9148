import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { awards, projectAwards, projects } from '../db/schema';

/** Keeps projects.award_rank (the best award a project holds) in step with project_awards. */
export async function refreshAwardRank(db: Db, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await db
    .update(projects)
    .set({
      awardRank: sql`coalesce((
        select max(${awards.rank}) from ${projectAwards}
        join ${awards} on ${awards.id} = ${projectAwards.awardId}
        where ${projectAwards.projectId} = ${projects.id}
      ), 0)`,
    })
    .where(inArray(projects.id, projectIds));
}

export async function assignAward(db: Db, awardId: number, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await db
    .insert(projectAwards)
    .values(projectIds.map((projectId) => ({ projectId, awardId })))
    .onConflictDoNothing();
  await refreshAwardRank(db, projectIds);
}
