import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react';

/**
 * Copies a text (a preview link, an access code) to the clipboard. The button reads "Copied" for a few
 * seconds and a polite live region says so to screen readers; when the browser refuses the clipboard,
 * it says to copy by hand instead.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('console');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button small copy-button" onClick={copy} data-state={state}>
        {state === 'copied' ? t('copied') : label}
      </button>
      <span role="status" className={state === 'failed' ? 'muted small' : 'sr-only'}>
        {state === 'copied' ? t('copiedNotice') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </>
  );
}
