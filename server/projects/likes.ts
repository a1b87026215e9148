import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projectLikes, projects } from '../db/schema';

export interface LikeState {
  hasLiked: boolean;
  metadataLikes: number;
}

async function likeCount(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ likes: projects.likesCount })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.likes ?? 0;
}

export async function likeState(db: Db, projectId: number, userId: number | null): Promise<LikeState> {
  const liked = userId
    ? await db
        .select({ one: sql`1` })
        .from(projectLikes)
        .where(and(eq(projectLikes.projectId, projectId), eq(projectLikes.userId, userId)))
    : [];
  return { hasLiked: liked.length > 0, metadataLikes: await likeCount(db, projectId) };
}

/**
 * The (project, user) primary key decides whether a like is new; the counter moves only when a row was
 * really inserted or deleted, in the same transaction, so repeated or concurrent calls never double count.
 */
export async function setLiked(
  db: Db,
  projectId: number,
  userId: number,
  liked: boolean,
): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(projectLikes).values({ projectId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(projectLikes)
          .where(and(eq(projectLikes.projectId, projectId), eq(projectLikes.userId, userId)))
          .returning();
    if (changed.length) {
      await tx
        .update(projects)
        .set({ likesCount: sql`${projects.likesCount} + ${liked ? 1 : -1}` })
        .where(eq(projects.id, projectId));
    }
    return { hasLiked: liked, metadataLikes: await likeCount(tx, projectId) };
  });
}
