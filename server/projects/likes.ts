import { and, eq, sql } from 'drizzle-orm';
import { type Db, PUBLIC_CHANGES_CHANNEL } from '../db/client';
import { projectLikes, projects } from '../db/schema';

export interface LikeState {
  hasLiked: boolean;
  metadataLikes: number;
}

export interface LikeChange extends LikeState {
  /** What to announce to the app servers when the count changed ('<event>:<project>:<likes>:<version>'). */
  announcement: string | null;
}

/** Whether `userId` likes the project, with the count read with the project (one round trip at most). */
export async function likeState(
  db: Db,
  project: { id: number; likesCount: number },
  userId: number | null,
): Promise<LikeState> {
  const liked = userId
    ? await db
        .select({ one: sql`1` })
        .from(projectLikes)
        .where(and(eq(projectLikes.projectId, project.id), eq(projectLikes.userId, userId)))
    : [];
  return { hasLiked: liked.length > 0, metadataLikes: project.likesCount };
}

/**
 * One statement, so one database round trip: the (project, user) primary key decides whether a like is
 * new, and the counter moves only when a row was really inserted or deleted. The counter's UPDATE locks
 * the project row and, under concurrent likes, re-reads its newest value before adding, so repeated or
 * racing calls never double count. A trigger raises the project's likes_version with the count.
 */
export async function setLiked(
  db: Db,
  projectId: number,
  userId: number,
  liked: boolean,
): Promise<LikeChange> {
  const change = liked
    ? sql`insert into ${projectLikes} (project_id, user_id) values (${projectId}, ${userId})
          on conflict do nothing returning project_id`
    : sql`delete from ${projectLikes} where project_id = ${projectId} and user_id = ${userId}
          returning project_id`;
  // Both drivers answer with `rows` (node-postgres and PGlite alike).
  const result = (await db.execute(sql`
    with changed as (${change}),
    counted as (
      update ${projects} set likes_count = likes_count + ${liked ? 1 : -1}
      where id = ${projectId} and exists (select 1 from changed)
      returning event_id, likes_count, likes_version
    )
    select
      coalesce(
        (select likes_count from counted),
        (select likes_count from ${projects} where id = ${projectId})
      ) as likes,
      (select concat_ws(':', event_id, ${projectId}::int, likes_count, likes_version) from counted)
        as announcement`)) as { rows: { likes: number | null; announcement: string | null }[] };
  const [row] = result.rows;
  return { hasLiked: liked, metadataLikes: Number(row?.likes ?? 0), announcement: row?.announcement ?? null };
}

/**
 * Tells every app server (this one included, through its listening connection) the count a like left.
 * Its own statement after the like's commit, not a trigger inside the like's transaction: a transaction
 * that notifies holds PostgreSQL's database-wide notification lock through its commit's disk flush, so
 * likes would commit one at a time. Announcements may arrive out of order; the version orders them.
 */
export async function announceLike(db: Db, announcement: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CHANGES_CHANNEL}, ${announcement})`);
}
