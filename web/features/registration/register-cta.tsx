import { Link } from 'react-router';
import type { RegistrationStatus } from '../../../common/registration';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useMyRegistration } from './api';

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('registration');
  return (
    <span className={`pill registration-status ${status}`} data-testid="registration-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** The event home's call to action while registration is required and open (or the person's status). */
export default function RegisterCallToAction() {
  const { t, i18n } = useTranslation('registration', { useSuspense: false });
  const event = useCurrentEvent();
  const to = useLocalePath();
  const mine = useMyRegistration(event.slug);
  if (!mine.data?.settings.required || !i18n.hasLoadedNamespace('registration')) return null;
  const { settings, registration } = mine.data;
  if (registration) {
    return (
      <aside className="section card row wrap" data-testid="register-cta">
        <span>{t('cta.yours')}</span>
        <RegistrationStatusBadge status={registration.status} />
        <Link className="button" to={to(`/${event.slug}/registration`)}>
          {t('form.see')}
        </Link>
      </aside>
    );
  }
  if (!settings.open) return null;
  return (
    <aside className="section card stack tight" data-testid="register-cta">
      <strong>{t('cta.title')}</strong>
      <span className="muted">{t('cta.body')}</span>
      {settings.window.closesAt && (
        <span className="small muted">
          {t('cta.closes', { date: formatDate(settings.window.closesAt, i18n.language) })}
        </span>
      )}
      <Link className="button primary" to={to(`/${event.slug}/registration`)} data-testid="register-button">
        {t('cta.register')}
      </Link>
    </aside>
  );
}
