import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementInputSchema,
} from '../../../common/notifications';
import { ErrorMessage, Loading } from '../../components/feedback';
import { ChoiceChips } from '../../components/form/choice-chips';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useAnnouncements, useSendAnnouncement } from '../notify/api';
import { useConsoleCan } from './console-context';
import { NotIncluded } from './not-included';

function AnnouncementForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation('notify');
  const { toast } = useUi();
  const send = useSendAnnouncement(eventId);
  const form = useZodForm(
    announcementInputSchema,
    { audience: 'everyone', title: '', body: '' },
    async (announcement) => {
      await send.mutateAsync(announcement);
      toast(t('announcements.sent'), 'success');
      form.reset({ audience: announcement.audience, title: '', body: '' });
    },
  );
  return (
    <form className="card stack" onSubmit={form.handleSubmit} noValidate data-testid="announcement-form">
      <p className="muted">{t('announcements.intro')}</p>
      <ChoiceChips
        legend={t('announcements.audience')}
        name="audience"
        options={ANNOUNCEMENT_AUDIENCES}
        value={form.values.audience}
        onChange={(option) => form.setValue('audience', option)}
        labelOf={(option) => t(`announcements.audiences.${option}`)}
      />
      <Field label={t('announcements.subject')} maxLength={ANNOUNCEMENT_TITLE_MAX} {...form.field('title')} />
      <Field
        label={t('announcements.body')}
        multiline
        maxLength={ANNOUNCEMENT_BODY_MAX}
        {...form.field('body')}
      />
      <FormError error={form.serverError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('announcements.sending') : t('announcements.send')}
        </button>
      </div>
    </form>
  );
}

/** /{eventSlug}/manage/announcements: write to everyone, the participants or the judges; see what went out. */
export function ConsoleAnnouncements() {
  const { t, i18n } = useTranslation('notify');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const enabled = hasFeature(event, 'enable_event_notification');
  const history = useAnnouncements(event.id, enabled);
  if (!enabled)
    return <NotIncluded title={t('announcements.title')} reason={t('announcements.notIncluded')} />;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="stack">
      <h1>{t('announcements.title')}</h1>
      {can('edit_event') && <AnnouncementForm eventId={event.id} />}
      <p className="muted small">{t('announcements.reminders')}</p>
      <section className="stack">
        <h2>{t('announcements.history')}</h2>
        {history.isPending && <Loading />}
        {history.isError && (
          <ErrorMessage message={history.error.message} onRetry={() => history.refetch()} />
        )}
        {history.data?.announcements.length === 0 && <p className="muted">{t('announcements.none')}</p>}
        <ul className="console-list announcement-list">
          {history.data?.announcements.map((item) => (
            <li key={item.id} className="card stack tight">
              <strong>{item.title}</strong>
              <p className="pre-line">{item.body}</p>
              <p className="muted small">
                {t(`announcements.audiences.${item.audience}`)} ·{' '}
                {t('announcements.recipients', { count: item.recipientCount })} ·{' '}
                <time dateTime={item.createdAt}>{time.format(new Date(item.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
