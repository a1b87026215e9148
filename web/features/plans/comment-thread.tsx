import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { linkify } from '../../../common/comment-text';
import type { Comment } from '../../../common/comments';
import { displayName, initials } from '../../../common/users';
import { useConfirm } from '../../components/confirm';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { Boundary } from '../../lib/hydration';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { type CommentChange, useCommentChange, useComments } from './api';

const CommentForm = lazy(() => import('./comment-form'));

/** Plain text with its web links clickable: no markup is ever interpreted. */
function CommentText({ body }: { body: string }) {
  return (
    <p className="comment-body">
      {linkify(body).map((part, index) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part.href} target="_blank" rel="noreferrer noopener nofollow ugc">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function CommentItem({
  projectId,
  comment,
  change,
  pending,
}: {
  projectId: number;
  comment: Comment;
  change: (change: CommentChange) => Promise<unknown>;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation(['plans', 'translation']);
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const written = new Date(comment.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className={`comment${comment.hidden ? ' comment-hidden' : ''}`} data-testid="comment">
      <span className="avatar" aria-hidden="true">
        {initials(comment.author)}
      </span>
      <div className="stack tight">
        <div className="row wrap small">
          <strong>{displayName(comment.author)}</strong>
          <time className="muted" dateTime={comment.createdAt}>
            {written}
          </time>
          {comment.editedAt && <span className="muted">· {t('comments.edited')}</span>}
          {comment.hidden && <span className="pill">{t('comments.hidden')}</span>}
        </div>
        {editing ? (
          <Boundary fallback={null}>
            <CommentForm
              projectId={projectId}
              initial={comment.body}
              submitLabel={t('comments.save')}
              busy={pending}
              change={(body) => ({ kind: 'edit', commentId: comment.id, body })}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </Boundary>
        ) : (
          <CommentText body={comment.body} />
        )}
        {!editing && (comment.canEdit || comment.canHide) && (
          <div className="row wrap comment-actions">
            {comment.canEdit && (
              <>
                <button type="button" className="link-button" onClick={() => setEditing(true)}>
                  {t('comments.edit')}
                </button>
                <button
                  type="button"
                  className="link-button danger"
                  onClick={async () => {
                    if (await confirm(t('translation:comments.deleteConfirmation'), t('comments.delete')))
                      await change({ kind: 'delete', commentId: comment.id });
                  }}
                >
                  {t('comments.delete')}
                </button>
              </>
            )}
            {comment.canHide && (
              <button
                type="button"
                className="link-button"
                onClick={() => change({ kind: 'hide', commentId: comment.id, hidden: !comment.hidden })}
              >
                {comment.hidden ? t('comments.show') : t('comments.hide')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** The comment thread of a project page: loaded with its own code, after the page itself. */
export default function CommentThread({ projectId }: { projectId: number }) {
  const { t } = useTranslation(['plans', 'translation']);
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const thread = useComments(projectId);
  const mutation = useCommentChange(projectId);
  if (!thread.data) return null;
  const { comments, count, canComment, refusal } = thread.data;
  const change = (value: CommentChange) => mutation.mutateAsync(value);
  return (
    <section className="section comments" aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title">
        {t('comments.title')}{' '}
        <span className="muted small">{t('translation:comments.commentItem.count', { count })}</span>
      </h2>
      {comments.length > 0 && (
        <ul className="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              projectId={projectId}
              comment={comment}
              change={change}
              pending={mutation.isPending}
            />
          ))}
        </ul>
      )}
      <FormError error={mutation.error} />
      {canComment ? (
        <Boundary fallback={null}>
          <CommentForm
            projectId={projectId}
            submitLabel={t('comments.post')}
            busy={mutation.isPending}
            change={(body) => ({ kind: 'post', body })}
          />
        </Boundary>
      ) : refusal === 'login' ? (
        <Link
          className="button ghost small"
          to={`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(location.pathname)}`}
        >
          {t('comments.signIn')}
        </Link>
      ) : (
        <p className="muted">{t(refusal === 'archived' ? 'comments.archived' : 'comments.notApproved')}</p>
      )}
    </section>
  );
}
