import { useTranslation } from 'react-i18next';

/** The mark every page of an archived event carries: still browsable, nothing changes. */
export default function ArchivedEventNotice() {
  const { t } = useTranslation('plans');
  return (
    <div className="archived-bar" role="status" data-testid="archived-event">
      <span className="pill">{t('archive.badge')}</span> {t('archive.eventNotice')}
    </div>
  );
}
