import { useTranslation } from '../../i18n/react';
import AdBanner from './ad-banner';

/**
 * The bars above every page of an event: the house ad (plans without "no ads") and the mark of an
 * archived event, which stays browsable while nothing changes.
 */
export default function EventBars({ ads, archived }: { ads: boolean; archived: boolean }) {
  const { t } = useTranslation('plans');
  return (
    <>
      {ads && <AdBanner />}
      {archived && (
        <div className="archived-bar" role="status" data-testid="archived-event">
          <span className="pill">{t('archive.badge')}</span> {t('archive.eventNotice')}
        </div>
      )}
    </>
  );
}
