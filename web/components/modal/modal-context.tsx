import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2 modal types; the project-submit modal's type is chosen by its caller. */
export const MODAL_TYPES = [
  'login',
  'event',
  'profile',
  'error',
  'plan',
  'logout',
  'support',
  'video',
  'project',
  'confirmation',
  'resourcePreview',
  'awards',
  'thirdPartySso',
] as const;
export type ModalType = (typeof MODAL_TYPES)[number] | `projectSubmit:${string}`;

export interface ModalRequest {
  type: ModalType;
  title: string;
  render: (close: () => void) => ReactNode;
  /** A modal can be closed unless its settings forbid it (SPEC §2). */
  closable?: boolean;
  size?: 'small' | 'medium' | 'large';
}

interface ModalContextValue {
  openModal: (request: ModalRequest) => void;
  closeModal: () => void;
  current: ModalRequest | null;
}

const ModalContext = createContext<ModalContextValue | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ModalRequest | null>(null);
  const closeModal = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ openModal: setCurrent, closeModal, current }), [current, closeModal]);
  const closable = current?.closable ?? true;

  return (
    <ModalContext.Provider value={value}>
      {children}
      {/* Radix locks page scrolling while the dialog is open, as SPEC §2 asks. */}
      <Dialog.Root open={current !== null} onOpenChange={(open) => !open && closable && closeModal()}>
        <Dialog.Portal>
          <Dialog.Overlay className="modal-overlay" />
          <Dialog.Content
            className={`modal modal-${current?.size ?? 'medium'}`}
            data-modal-type={current?.type}
            aria-describedby={undefined}
            onEscapeKeyDown={(event) => !closable && event.preventDefault()}
            onPointerDownOutside={(event) => !closable && event.preventDefault()}
          >
            <header className="modal-header">
              <Dialog.Title>{current?.title}</Dialog.Title>
              {closable && (
                <Dialog.Close className="icon-button" aria-label={t('common.close')}>
                  ×
                </Dialog.Close>
              )}
            </header>
            <div className="modal-body">{current?.render(closeModal)}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ModalContext.Provider>
  );
}

export function useModal(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModal must be used inside ModalProvider');
  return value;
}
