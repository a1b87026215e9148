import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from '../i18n/react';
import { type ServerMessage, useServerMessage } from '../i18n/server-keys';
import { useUi } from '../state/ui-context';

/** A failed call's message, worded by its key in the namespace that holds it. */
function ServerText({ error }: { error: ServerMessage }) {
  return <>{useServerMessage(error)}</>;
}

/** Renders the toast list of the UI state; each toast dismisses itself after five seconds. */
export default function ToastList() {
  const { t } = useTranslation();
  const { state, dispatch } = useUi();
  return (
    <ToastPrimitive.Provider duration={5000}>
      {state.toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          onOpenChange={(open) => !open && dispatch({ type: 'dismissToast', id: toast.id })}
        >
          <ToastPrimitive.Description>
            {toast.key ? <ServerText error={toast} /> : toast.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close className="icon-button" aria-label={t('widgets.toastClose')}>
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
