import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Comment, CommentThread } from '../../common/comments';
import type { Db } from '../db/client';
import { projectComments, users } from '../db/schema';
import { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import type { OpenedProject } from '../projects/access';
import { publicUserColumns } from '../users/columns';
import { presentPublicUser } from '../users/presenter';
import { fireCommentPosted } from '../webhooks/fire';
import { requireNotArchived } from './archive';

/** The project team and event staff keep the thread tidy by hiding comments. */
const canModerate = ({ actor }: OpenedProject) =>
  actor.viewer !== null && (actor.teamRole !== null || isEventStaff(actor));

function refusalOf({ project, event, actor }: OpenedProject): CommentThread['refusal'] {
  if (!actor.viewer) return 'login';
  if (project.submissionStatus !== 'APPROVED' || project.isTemplate) return 'not_approved';
  if (event.archivedAt || project.archivedAt) return 'archived';
  return null;
}

export async function loadThread(db: Db, opened: OpenedProject): Promise<CommentThread> {
  const moderator = canModerate(opened);
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
  const refusal = refusalOf(opened);
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

function requireCanComment(opened: OpenedProject) {
  const refusal = refusalOf(opened);
  if (refusal === 'login') throw new AppError('unauthorized', 'Login required');
  if (refusal === 'not_approved')
    throw new AppError('forbidden', 'Only approved projects can be commented on');
  requireNotArchived(opened.event, opened.project);
}

export async function addComment(db: Db, opened: OpenedProject, body: string) {
  requireCanComment(opened);
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

type CommentRow = typeof projectComments.$inferSelect;

function requireAuthor(opened: OpenedProject, comment: CommentRow) {
  if (comment.authorId !== opened.actor.viewer?.id) {
    throw new AppError('forbidden', 'Only the author may change this comment');
  }
}

export async function editComment(db: Db, opened: OpenedProject, comment: CommentRow, body: string) {
  requireAuthor(opened, comment);
  requireCanComment(opened);
  await db
    .update(projectComments)
    .set({ body, editedAt: new Date() })
    .where(eq(projectComments.id, comment.id));
}

export async function deleteComment(db: Db, opened: OpenedProject, comment: CommentRow) {
  requireAuthor(opened, comment);
  requireNotArchived(opened.event, opened.project);
  await db.delete(projectComments).where(eq(projectComments.id, comment.id));
}

export async function setCommentHidden(db: Db, opened: OpenedProject, comment: CommentRow, hidden: boolean) {
  if (!canModerate(opened)) {
    throw new AppError('forbidden', 'Only the project team or event staff may hide comments');
  }
  requireNotArchived(opened.event, opened.project);
  await db
    .update(projectComments)
    .set({ hiddenAt: hidden ? new Date() : null, hiddenBy: hidden ? opened.actor.viewer!.id : null })
    .where(eq(projectComments.id, comment.id));
}
