import { useTranslation } from '../i18n/react';
import { useModal } from './modal/modal-context';

/** The confirmation modal of docs/product.md: resolves true only when the user confirms. */
export function useConfirm() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (message: string, confirmLabel?: string) =>
    new Promise<boolean>((resolve) => {
      openModal({
        type: 'confirmation',
        title: t('modals.confirmation.title'),
        size: 'small',
        render: (close) => (
          <div className="stack">
            <p>{message}</p>
            <div className="row end">
              <button
                type="button"
                className="button ghost"
                onClick={() => {
                  close();
                  resolve(false);
                }}
              >
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button danger"
                data-testid="confirm-button"
                onClick={() => {
                  close();
                  resolve(true);
                }}
              >
                {confirmLabel ?? t('common.confirm')}
              </button>
            </div>
          </div>
        ),
      });
    });
}
