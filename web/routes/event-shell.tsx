import { data, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { SLUG_PATTERN } from '../../common/constants';
import { ApiError } from '../api/client';
import { useEvent } from '../api/hooks';
import { Loading } from '../components/feedback';
import { EventContext, useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/** Loads the event named by the first path segment and shares it with every screen below. */
export function EventShell() {
  const { eventSlug = '' } = useParams();
  const location = useLocation();
  const to = useLocalePath();
  if (!SLUG_PATTERN.test(eventSlug)) {
    // SPEC §2: a route that fails validation is a 404 'Page Not Found' plus the path.
    throw data(`Page Not Found ${location.pathname}`, { status: 404 });
  }
  const event = useEvent(eventSlug);
  if (event.isPending) return <Loading />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) {
      return <Navigate replace to={`${to('/404')}?path=${encodeURIComponent(location.pathname)}`} />;
    }
    // SPEC §8: a server error while loading the event throws a 500 to the error page.
    throw data(event.error.message, { status: event.error instanceof ApiError ? event.error.status : 500 });
  }
  return (
    <EventContext.Provider value={event.data}>
      <Outlet />
    </EventContext.Provider>
  );
}

/**
 * The route guard of SPEC §2/§4: a draft the visitor may not open goes to SiteUnderConstruction,
 * a private event to PrivateEvent.
 */
export function EventGuard() {
  const event = useCurrentEvent();
  const to = useLocalePath();
  if (!event.isAccessible) {
    const target = event.eventStatus === 'Published' ? 'private-event' : 'under-contruction';
    return <Navigate replace to={to(`/${event.slug}/${target}`)} />;
  }
  return <Outlet />;
}
