import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n/react';
import { focusAfterRender } from '../../lib/focus';
import type { ModalRequest, Opener } from './modal-types';

/** The open modal (docs/product.md): closable unless its settings forbid it; Radix traps focus and locks scrolling. */
export default function ModalHost({
  current,
  onClose,
  opener,
}: {
  current: ModalRequest;
  onClose: () => void;
  opener: Opener;
}) {
  const { t } = useTranslation();
  const closable = current.closable ?? true;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && closable && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${current.size ?? 'medium'}`}
          data-modal-type={current.type}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => !closable && event.preventDefault()}
          onPointerDownOutside={(event) => !closable && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // Modals open without a Radix trigger, so Radix has nowhere to return focus: the opener it is,
            // or the page's heading when the modal's action removed the opener (a vote, a submit).
            event.preventDefault();
            focusAfterRender(opener.current, { force: true });
          }}
        >
          <header className="modal-header">
            <Dialog.Title>{current.title}</Dialog.Title>
            {closable && (
              <Dialog.Close className="icon-button" aria-label={t('common.close')}>
                ×
              </Dialog.Close>
            )}
          </header>
          <div className="modal-body">{current.render(onClose)}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
