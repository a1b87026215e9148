import { Navigate, Outlet, useLocation } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { useOptionalEvent } from '../event/event-context';
import { useSession } from './session';

/** Screens that only make sense for a logged-in user send others to Login with a returnUrl. */
export function RequireLogin() {
  const session = useSession();
  const location = useLocation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  if (session) return <Outlet />;
  const login = to(event ? `/${event.slug}/login` : '/login');
  return (
    <Navigate replace to={`${login}?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} />
  );
}
