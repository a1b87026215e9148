import { useTranslation } from '../i18n/react';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </div>
  );
}

export function ErrorMessage({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-box" role="alert">
      <p>{message ?? t('common.errorGeneric')}</p>
      {onRetry && (
        <button type="button" className="button small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
