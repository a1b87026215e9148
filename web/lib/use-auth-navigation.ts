import { useNavigate, useSearchParams } from 'react-router';
import { useOptionalEvent } from './event-context';
import { useLocalePath } from './locale';

/** Only same-site paths are followed, so a crafted returnUrl cannot send people elsewhere. */
export function safeReturnUrl(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Where to go once logged in: returnUrl (SPEC §2), else the event home, else the landing page. */
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

const VERIFY_ADDRESS_KEY = 'showcase.verifyAddress';
/** SPEC §4: the address used for the code is remembered for the verification screen. */
export const rememberVerifyAddress = (address: string) => sessionStorage.setItem(VERIFY_ADDRESS_KEY, address);
export const rememberedVerifyAddress = () => sessionStorage.getItem(VERIFY_ADDRESS_KEY) ?? '';
