import { Link } from 'react-router';
import { useOptionalEvent } from '../features/event/event-context';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useLocalePath } from '../lib/locale';

function StatusCard({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  const event = useOptionalEvent();
  useDocumentTitle(title);
  return (
    <div className="status-card">
      {event && <p className="eyebrow">{event.name}</p>}
      <h1>{title}</h1>
      <p>{body}</p>
      {children}
    </div>
  );
}

/** /{eventSlug}/under-contruction (the misspelt path of docs/product.md is kept). */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  return <StatusCard title={t('status.underConstructionTitle')} body={t('status.underConstruction')} />;
}

export function PrivateEventPage() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  return (
    <StatusCard title={t('status.privateEventTitle')} body={t('status.privateEvent')}>
      {event && (
        <Link
          className="button primary"
          to={`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(`/${event.slug}`)}`}
        >
          {t('navbars.login')}
        </Link>
      )}
    </StatusCard>
  );
}
