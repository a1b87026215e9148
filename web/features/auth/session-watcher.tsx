import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { eventNameFromLocation } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { trackLogin } from '../../lib/analytics';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { onSessionLost, useSession } from './session';

/**
 * Reacts to session changes app-wide: a lost session (failed refresh, event switch refused) sends the
 * user to Login with a returnUrl (docs/product.md), and the login analytics event fires once per new user id.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const { toast } = useUi();
  const lastUserId = useRef<number | null>(session?.userId ?? null);
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    if (session && session.userId !== lastUserId.current) trackLogin(session);
    lastUserId.current = session?.userId ?? null;
  }, [session]);

  useEffect(
    () =>
      onSessionLost(() => {
        const { pathname, search } = here.current;
        const slug = eventNameFromLocation(pathname, search);
        toast(t('auth.sessionEnded'), 'error');
        navigate(
          `${to(slug ? `/${slug}/login` : '/login')}?returnUrl=${encodeURIComponent(pathname + search)}`,
        );
      }),
    [navigate, t, to, toast],
  );
  return null;
}
