import { useId } from 'react';
import { commentInput } from '../../../common/comment-input';
import { COMMENT_MAX_LENGTH } from '../../../common/comment-text';
import { FieldMessage, FormError, invalidProps } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { type CommentChange, useCommentChange } from './api';

/**
 * A comment to post or an edit of one: loaded only for those who may comment, so the thread visitors
 * read carries no zod.
 */
export default function CommentForm({
  projectId,
  initial = '',
  submitLabel,
  busy,
  change,
  onSaved,
  onCancel,
}: {
  projectId: number;
  initial?: string;
  submitLabel: string;
  /** Another change of the thread is on its way. */
  busy: boolean;
  change: (body: string) => CommentChange;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['plans', 'translation']);
  const messageId = useId();
  const mutation = useCommentChange(projectId);
  const form = useZodForm(commentInput, { body: initial }, async ({ body }) => {
    await mutation.mutateAsync(change(body));
    form.reset({ body: '' });
    onSaved?.();
  });
  const { error, ...body } = form.field('body');
  return (
    <form className="comment-form stack" onSubmit={form.handleSubmit} noValidate>
      <FormError error={form.serverError} />
      <textarea
        aria-label={t('comments.label')}
        placeholder={t('translation:comments.commentPost.placeholder')}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        {...body}
        {...invalidProps(error, messageId)}
      />
      <FieldMessage id={messageId} error={error} />
      <div className="row end">
        {onCancel && (
          <button type="button" className="button ghost small" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        )}
        <button type="submit" className="button primary small" disabled={form.submitting || busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
