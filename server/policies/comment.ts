import type { CommentThread } from '../../common/comments';
import { isPublicProject } from '../../common/projects';
import { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import type { EventRow } from '../events/service';
import { archivedRefusal } from '../plans/archive';
import type { ProjectActor } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { definePolicy, loginRequired } from './policy';

/** What a comment decision reads: the project and its event, and the comment when it is about one. */
export interface CommentRecord {
  project: ProjectRow;
  event: Pick<EventRow, 'archivedAt'>;
  comment?: { authorId: number };
}

export const COMMENT_ACTIONS = ['post', 'edit', 'delete', 'hide'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

/** Why the caller may not comment on the project now, as the thread tells the browser; null if they may. */
export function commentRefusal(
  actor: ProjectActor,
  { project, event }: CommentRecord,
): CommentThread['refusal'] {
  if (!actor.viewer) return 'login';
  if (!isPublicProject(project)) return 'not_approved';
  if (event.archivedAt || project.archivedAt) return 'archived';
  return null;
}

/** The project team and event staff keep the thread tidy by hiding comments (and see hidden ones). */
export const moderates = (actor: ProjectActor) =>
  actor.viewer !== null && (actor.teamRole !== null || isEventStaff(actor));
const isAuthor = (actor: ProjectActor, { comment }: CommentRecord) =>
  comment !== undefined && comment.authorId === actor.viewer?.id;

function mayComment(actor: ProjectActor, record: CommentRecord): boolean | AppError {
  switch (commentRefusal(actor, record)) {
    case 'login':
      return loginRequired();
    case 'not_approved':
      return new AppError('forbidden', 'Only approved projects can be commented on');
    case 'archived':
      return archivedRefusal(record.event, record.project) ?? true;
    default:
      return true;
  }
}

const AUTHOR_ONLY = 'Only the author may change this comment';

/** Who may comment, change their comment, and hide comments; no change while archived. */
export const commentPolicy = definePolicy<ProjectActor, CommentRecord, CommentAction>({
  post: { allow: mayComment, denied: 'Only approved projects can be commented on' },
  edit: {
    allow: (actor, record) => isAuthor(actor, record) && mayComment(actor, record),
    denied: AUTHOR_ONLY,
  },
  delete: {
    allow: (actor, record) =>
      isAuthor(actor, record) && (archivedRefusal(record.event, record.project) ?? true),
    denied: AUTHOR_ONLY,
  },
  hide: {
    allow: (actor, record) => moderates(actor) && (archivedRefusal(record.event, record.project) ?? true),
    denied: 'Only the project team or event staff may hide comments',
  },
});
