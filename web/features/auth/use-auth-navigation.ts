import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { useOptionalEvent } from '../event/event-context';

/** Only same-site paths are followed, so a crafted returnUrl cannot send people elsewhere. */
export function safeReturnUrl(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Where to go once logged in: returnUrl (docs/product.md), else the event home, else the landing page. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const event = useOptionalEvent();
  const to = useLocalePath();
  return () =>
    navigate(safeReturnUrl(params.get('returnUrl')) ?? to(event ? `/${event.slug}` : '/'), { replace: true });
}

export type AuthMode = 'login' | 'signup' | 'verify' | 'forgot';

/** The login screen's panels live in the query string, so the back button moves between them. */
export function useAuthMode(): [AuthMode, (mode: AuthMode) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('mode');
  const mode: AuthMode = raw === 'signup' || raw === 'verify' || raw === 'forgot' ? raw : 'login';
  const setMode = (next: AuthMode) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'login') copy.delete('mode');
      else copy.set('mode', next);
      return copy;
    });
  return [mode, setMode];
}

/** An account waiting for its code: how to name it to the server, and where the code went (masked). */
export interface PendingVerification {
  usernameOrEmail: string;
  maskedEmail?: string;
}

const PENDING_VERIFICATION_KEY = 'showcase.pendingVerification';

/**
 * The account a code went to is remembered for the verification screen (docs/product.md, Login), in
 * this tab's session storage, so the screen still works after a reload. A new tab has none: the
 * screen then asks for the user name or e-mail beside the code.
 */
export function rememberVerification(pending: PendingVerification): void {
  sessionStorage.setItem(PENDING_VERIFICATION_KEY, JSON.stringify(pending));
}

export function rememberedVerification(): PendingVerification | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_VERIFICATION_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { usernameOrEmail, maskedEmail } = value as Record<string, unknown>;
    if (typeof usernameOrEmail !== 'string' || !usernameOrEmail) return null;
    return { usernameOrEmail, ...(typeof maskedEmail === 'string' && { maskedEmail }) };
  } catch {
    return null;
  }
}

export const forgetVerification = () => sessionStorage.removeItem(PENDING_VERIFICATION_KEY);
