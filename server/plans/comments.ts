import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Comment, CommentThread } from '../../common/comments';
import type { Db } from '../db/client';
import { projectComments, users } from '../db/schema';
import { AppError } from '../errors';
import { commentRefusal, moderates } from '../policies/comment';
import type { OpenedProject } from '../projects/access';
import { publicUserColumns } from '../users/columns';
import { presentPublicUser } from '../users/presenter';
import { fireCommentPosted } from '../webhooks/fire';

/**
 * Comments on a project. Who may post, change and hide is the comment policy's
 * (server/policies/comment.ts), checked by the guard before these run.
 */
export async function loadThread(db: Db, opened: OpenedProject): Promise<CommentThread> {
  // Those who may hide comments see the hidden ones too, also while the project is archived.
  const moderator = moderates(opened.actor);
  const viewerId = opened.actor.viewer?.id;
  const rows = await db
    .select({ comment: projectComments, author: publicUserColumns })
    .from(projectComments)
    .innerJoin(users, eq(users.id, projectComments.authorId))
    .where(
      and(
        eq(projectComments.projectId, opened.project.id),
        moderator ? undefined : isNull(projectComments.hiddenAt),
      ),
    )
    .orderBy(asc(projectComments.id));
  const refusal = commentRefusal(opened.actor, opened);
  const comments: Comment[] = rows.map(({ comment, author }) => ({
    id: comment.id,
    body: comment.body,
    author: presentPublicUser(author),
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    hidden: comment.hiddenAt !== null,
    canEdit: comment.authorId === viewerId && refusal === null,
    canHide: moderator,
  }));
  return { comments, count: comments.filter((c) => !c.hidden).length, canComment: refusal === null, refusal };
}

export async function addComment(db: Db, opened: OpenedProject, body: string) {
  const [row] = await db
    .insert(projectComments)
    .values({ projectId: opened.project.id, authorId: opened.actor.viewer!.id, body })
    .returning();
  await fireCommentPosted(db, opened.event, opened.project, row!);
  return row!;
}

export async function findComment(db: Db, id: number) {
  const [row] = await db.select().from(projectComments).where(eq(projectComments.id, id));
  if (!row) throw new AppError('not_found', 'Comment not found');
  return row;
}

export type CommentRow = typeof projectComments.$inferSelect;

export async function editComment(db: Db, comment: CommentRow, body: string) {
  await db
    .update(projectComments)
    .set({ body, editedAt: new Date() })
    .where(eq(projectComments.id, comment.id));
}

export async function deleteComment(db: Db, comment: CommentRow) {
  await db.delete(projectComments).where(eq(projectComments.id, comment.id));
}

export async function setCommentHidden(db: Db, opened: OpenedProject, comment: CommentRow, hidden: boolean) {
  await db
    .update(projectComments)
    .set({ hiddenAt: hidden ? new Date() : null, hiddenBy: hidden ? opened.actor.viewer!.id : null })
    .where(eq(projectComments.id, comment.id));
}
