import { lazy, Suspense } from 'react';
import { useUi } from '../state/ui-context';

const ToastList = lazy(() => import('./toast-list'));

/** The toast list of the UI state; its code loads with the first toast, not with the page. */
export function Toaster() {
  const { state } = useUi();
  if (!state.toasts.length) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
