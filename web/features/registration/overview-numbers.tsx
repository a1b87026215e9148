import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useRegistrationCounts, useRegistrationSettings } from './api';

const SHOWN = ['applied', 'accepted', 'confirmed', 'consentPending', 'checkedIn'] as const;

/** The overview's registration figures, for events that ask people to register (nothing otherwise). */
export function RegistrationNumbers() {
  const { t, i18n } = useTranslation('registration', { useSuspense: false });
  const event = useCurrentEvent();
  const to = useLocalePath();
  const settings = useRegistrationSettings(event.slug);
  const counts = useRegistrationCounts(event.slug, Boolean(settings.data?.required));
  if (!settings.data?.required || !i18n.hasLoadedNamespace('registration')) return null;
  return (
    <section className="stat-grid" aria-label={t('console.overview')} data-testid="registration-numbers">
      {SHOWN.map((key) => (
        <Link key={key} className="stat card" to={to(`/${event.slug}/manage/registration`)}>
          <strong>{counts.data?.[key] ?? '–'}</strong>
          <span className="small">{t(`console.counts.${key}`)}</span>
        </Link>
      ))}
    </section>
  );
}
