import {
  createContext,
  lazy,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Boundary } from '../../lib/hydration';
import type { ModalRequest } from './modal-types';

export { MODAL_TYPES, type ModalRequest, type ModalType, type Opener } from './modal-types';

interface ModalContextValue {
  openModal: (request: ModalRequest) => void;
  closeModal: () => void;
  current: ModalRequest | null;
}

const ModalContext = createContext<ModalContextValue | null>(null);

const ModalHost = lazy(() => import('./modal-host'));

export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ModalRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openModal = useCallback((request: ModalRequest) => {
    // A modal opened from another modal returns to the first one's opener.
    if (!document.querySelector('[role="dialog"]')) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    setCurrent(request);
  }, []);
  const closeModal = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ openModal, closeModal, current }), [openModal, current, closeModal]);

  return (
    <ModalContext.Provider value={value}>
      {children}
      {/* The dialog code loads on the first modal, keeping it off the public page's first load. */}
      {current && (
        <Boundary fallback={null}>
          <ModalHost current={current} onClose={closeModal} opener={opener} />
        </Boundary>
      )}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModal must be used inside ModalProvider');
  return value;
}
