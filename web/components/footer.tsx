import { useOptionalEvent } from '../features/event/event-context';
import { useTranslation } from '../i18n/react';

export function Footer() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  return (
    <footer className="site-footer">
      <div className="container row between">
        <span>{t('footer.rights', { year: new Date().getFullYear(), name: event?.name ?? 'Showcase' })}</span>
        <span>{t('common.poweredBy')}</span>
      </div>
    </footer>
  );
}
