import { lazy } from 'react';
import { Boundary } from '../lib/hydration';
import { useUi } from '../state/ui-context';

const ToastList = lazy(() => import('./toast-list'));

/** The toast list of the UI state; its code loads with the first toast, not with the page. */
export function Toaster() {
  const { state } = useUi();
  if (!state.toasts.length) return null;
  return (
    <Boundary fallback={null}>
      <ToastList />
    </Boundary>
  );
}
