import { useEffect, useState } from 'react';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';

/**
 * Copy the page's address; where the device has a share sheet, share through it too. The address and
 * the share sheet are read in effects and handlers, never while rendering, so the page renders the same
 * on the server.
 */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation('project');
  const { toast } = useUi();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const copy = () => {
    const url = window.location.href;
    void navigator.clipboard.writeText(url).then(
      () => toast(t('share.copied'), 'success'),
      () => toast(url, 'info'),
    );
  };
  return (
    <div className="row wrap share-buttons" role="group" aria-label={t('share.title')}>
      <button type="button" className="button ghost small" onClick={copy} data-testid="share-copy">
        <Icon name="link" size={16} /> {t('share.copy')}
      </button>
      {canShare && (
        <button
          type="button"
          className="button ghost small"
          onClick={() => navigator.share({ title, url: window.location.href }).catch(() => undefined)}
        >
          <Icon name="share" size={16} /> {t('share.native')}
        </button>
      )}
    </div>
  );
}
