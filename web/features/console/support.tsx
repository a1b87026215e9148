import {
  SUPPORT_BODY_MAX,
  type SupportMessage,
  supportReplyInputSchema,
} from '../../../common/notifications';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useReplyToSupport, useSupportInbox } from '../notify/api';
import { useConsoleCan } from './console-context';
import { NotIncluded } from './not-included';

function ReplyForm({ eventId, message }: { eventId: number; message: SupportMessage }) {
  const { t } = useTranslation('notify');
  const { toast } = useUi();
  const reply = useReplyToSupport(eventId);
  const form = useZodForm(supportReplyInputSchema, { body: '' }, async ({ body }) => {
    await reply.mutateAsync({ messageId: message.id, body });
    toast(t('inbox.replied'), 'success');
    form.reset({ body: '' });
  });
  return (
    <form className="stack tight" onSubmit={form.handleSubmit} noValidate>
      <Field
        label={t('inbox.replyLabel')}
        multiline
        maxLength={SUPPORT_BODY_MAX}
        {...form.field('body')}
        name={`reply-${message.id}`}
      />
      <FormError error={form.serverError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('inbox.sending') : t('inbox.sendReply')}
        </button>
      </div>
    </form>
  );
}

/** /{eventSlug}/manage/support: what participants wrote from the support button, answered by e-mail. */
export function ConsoleSupportInbox() {
  const { t, i18n } = useTranslation('notify');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const enabled = hasFeature(event, 'enable_on_app_support');
  const inbox = useSupportInbox(event.id, enabled);
  if (!enabled) return <NotIncluded title={t('inbox.title')} reason={t('inbox.notIncluded')} />;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="stack">
      <h1>{t('inbox.title')}</h1>
      <p className="muted">{t('inbox.intro')}</p>
      {inbox.isPending && <Loading />}
      {inbox.isError && <ErrorMessage message={inbox.error.message} onRetry={() => inbox.refetch()} />}
      {inbox.data?.messages.length === 0 && <p className="muted">{t('inbox.empty')}</p>}
      <ul className="console-list support-inbox">
        {inbox.data?.messages.map((message) => (
          <li key={message.id} className="card stack tight" data-testid="support-message">
            <div className="support-message-head">
              <strong>{message.subject}</strong>
              <span className={`status-pill ${message.status}`}>{t(`inbox.status.${message.status}`)}</span>
            </div>
            <p className="muted small">
              {message.sender.email
                ? t('inbox.from', { name: message.sender.name, email: message.sender.email })
                : t('inbox.fromName', { name: message.sender.name })}{' '}
              · <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
              {message.pagePath && <> · {t('inbox.page', { page: message.pagePath })}</>}
            </p>
            <p className="pre-line">{message.body}</p>
            {message.replies.map((reply) => (
              <blockquote key={reply.id} className="support-reply">
                <p className="pre-line">{reply.body}</p>
                <p className="muted small">
                  {reply.authorName} ·{' '}
                  <time dateTime={reply.createdAt}>{time.format(new Date(reply.createdAt))}</time>
                </p>
              </blockquote>
            ))}
            {can('edit_event') && <ReplyForm eventId={event.id} message={message} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
