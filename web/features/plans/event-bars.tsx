import { useTranslation } from '../../i18n/react';
import AdBanner from './ad-banner';

/** Staff looking at their own draft: a clear mark that visitors cannot see the page yet. */
function DraftBar() {
  const { t } = useTranslation('public');
  return (
    <div className="archived-bar draft-bar" role="status" data-testid="draft-badge">
      <span className="pill">{t('draft.badge')}</span> {t('draft.notice')}
    </div>
  );
}

/**
 * The bars above every page of an event: the house ad (plans without "no ads"), the mark of an
 * archived event, which stays browsable while nothing changes, and the mark of a draft its staff open.
 */
export default function EventBars({
  ads,
  archived,
  draft,
}: {
  ads: boolean;
  archived: boolean;
  draft: boolean;
}) {
  const { t } = useTranslation('plans');
  return (
    <>
      {draft && <DraftBar />}
      {ads && <AdBanner />}
      {archived && (
        <div className="archived-bar" role="status" data-testid="archived-event">
          <span className="pill">{t('archive.badge')}</span> {t('archive.eventNotice')}
        </div>
      )}
    </>
  );
}
