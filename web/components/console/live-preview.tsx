import { useChangeCount } from '../../api/organiser';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';

/**
 * The public event page as visitors see it, beside the editor, reloaded after every saved change. It is
 * a visitor's view (the framed app ignores the session), so a draft shows its preview link advice instead.
 */
export function LivePreview() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const version = useChangeCount();
  return (
    <details className="live-preview" open>
      <summary>{t('console.livePreview')}</summary>
      <iframe
        key={version}
        src={to(`/${event.slug}`)}
        title={t('console.livePreviewTitle', { name: event.name })}
        loading="lazy"
      />
    </details>
  );
}
