import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation, useNavigate } from 'react-router';
import type { Event } from '../../../common/api';
import {
  SUPPORT_BODY_MAX,
  SUPPORT_SUBJECT_MAX,
  supportMessageInputSchema,
} from '../../../common/notifications';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useModal } from '../../components/modal/modal-context';
import { useTranslation } from '../../i18n/react';
import { FIRST_ITEM_ON_OPEN } from '../../lib/focus';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { hasFeature } from '../event/event-context';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useSendSupportMessage,
} from './api';

export const NOTIFY_NAMESPACE = 'notify';

/** An 18-pixel stroked icon of one path, in the text colour. */
function StrokeIcon({ path }: { path: string }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

const BellIcon = () => (
  <StrokeIcon path="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9Zm4.3 13a2 2 0 0 0 3.4 0" />
);
const HelpIcon = () => (
  <StrokeIcon path="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-2.9-13a3 3 0 0 1 5.8 1c0 2-3 3-3 3m.1 4h.01" />
);

/** The notification bell: unread count on the button, the newest notifications in its menu. */
function NotificationBell({ event }: { event: Event }) {
  const { t, i18n } = useTranslation(NOTIFY_NAMESPACE);
  const navigate = useNavigate();
  const to = useLocalePath();
  const list = useNotifications(event.id);
  const markRead = useMarkNotificationRead(event.id);
  const markAll = useMarkAllNotificationsRead(event.id);
  const unread = list.data?.unreadCount ?? 0;
  const label = unread ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="button ghost small bell" aria-label={label} title={label}>
        <BellIcon />
        {unread > 0 && (
          <span className="bell-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu notification-menu"
          align="end"
          sideOffset={6}
          {...FIRST_ITEM_ON_OPEN}
        >
          <div className="notification-menu-head">
            <DropdownMenu.Label className="menu-label">{t('bell.title')}</DropdownMenu.Label>
            {unread > 0 && (
              <DropdownMenu.Item className="menu-item small" onSelect={() => markAll.mutate()}>
                {t('bell.markAllRead')}
              </DropdownMenu.Item>
            )}
          </div>
          {list.isPending && <p className="menu-label">{t('bell.loading')}</p>}
          {list.data?.notifications.length === 0 && <p className="menu-label">{t('bell.empty')}</p>}
          {list.data?.notifications.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              className={`menu-item notification ${item.isRead ? '' : 'unread'}`}
              onSelect={() => {
                if (!item.isRead) markRead.mutate(item.id);
                if (item.link) navigate(to(item.link));
              }}
            >
              <span className="notification-kind">{t(`kinds.${item.kind}`)}</span>
              <strong className="notification-title">{item.title}</strong>
              {item.body && <span className="notification-body">{item.body}</span>}
              <time dateTime={item.createdAt}>{time.format(new Date(item.createdAt))}</time>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The support modal's form: a participant writes to the organisers from the page they are on. */
function SupportForm({ event, pagePath, close }: { event: Event; pagePath: string; close: () => void }) {
  const { t } = useTranslation(NOTIFY_NAMESPACE);
  const { toast } = useUi();
  const send = useSendSupportMessage(event.id);
  const form = useZodForm(supportMessageInputSchema, { subject: '', body: '', pagePath }, async (message) => {
    await send.mutateAsync(message);
    toast(t('support.sent'));
    close();
  });
  // The one rule a reader can break is leaving a field empty (the inputs stop at the length allowed),
  // which the modal words for each field.
  return (
    <form className="support-form" onSubmit={form.handleSubmit} noValidate>
      <p className="muted">{t('support.intro', { event: event.name })}</p>
      <Field
        label={t('support.subject')}
        maxLength={SUPPORT_SUBJECT_MAX}
        {...form.field('subject')}
        error={form.errors.subject && 'support.subjectRequired'}
      />
      <Field
        label={t('support.body')}
        multiline
        maxLength={SUPPORT_BODY_MAX}
        hint={t('support.replyByMail')}
        {...form.field('body')}
        error={form.errors.body && 'support.bodyRequired'}
      />
      <FormError error={form.serverError} />
      <div className="form-actions">
        <button type="button" className="button ghost" onClick={close}>
          {t('support.cancel')}
        </button>
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('support.sending') : t('support.send')}
        </button>
      </div>
    </form>
  );
}

function SupportButton({ event }: { event: Event }) {
  const { t } = useTranslation(NOTIFY_NAMESPACE);
  const { openModal } = useModal();
  const location = useLocation();
  const label = t('support.open');
  return (
    <button
      type="button"
      className="button ghost small"
      aria-label={label}
      title={label}
      onClick={() =>
        openModal({
          type: 'support',
          title: t('support.title'),
          size: 'medium',
          render: (close) => <SupportForm event={event} pagePath={location.pathname} close={close} />,
        })
      }
    >
      <HelpIcon />
    </button>
  );
}

/** The header's tools for a signed-in user of an event: the bell and the support button, as the plan allows. */
export default function EventTools({ event }: { event: Event }) {
  return (
    <>
      {hasFeature(event, 'enable_on_app_support') && <SupportButton event={event} />}
      {hasFeature(event, 'enable_event_notification') && <NotificationBell event={event} />}
    </>
  );
}
