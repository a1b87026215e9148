import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

const CLOSED_KEY = 'showcase.adBanner.closed';

const wasClosed = () => {
  try {
    return window.localStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The house banner shown on events whose plan does not include "no ads": closable, and once closed it
 * stays closed in this browser.
 */
export default function AdBanner() {
  const { t } = useTranslation('plans');
  const [open, setOpen] = useState(() => !wasClosed());
  if (!open) return null;
  return (
    <aside className="ad-banner" aria-label={t('ads.label')} data-testid="ad-banner">
      <span className="pill">{t('ads.label')}</span>
      <span>{t('ads.text')}</span>
      <a className="button small" href="/" target="_blank" rel="noreferrer">
        {t('ads.cta')}
      </a>
      <button
        type="button"
        className="icon-button"
        aria-label={t('ads.close')}
        onClick={() => {
          try {
            window.localStorage.setItem(CLOSED_KEY, '1');
          } catch {
            // Private browsing without storage: closed for this visit only.
          }
          setOpen(false);
        }}
      >
        ×
      </button>
    </aside>
  );
}
