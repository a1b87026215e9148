import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SLUG_PATTERN } from '../../../common/constants';
import { ApiError } from '../../api/client';
import { useEvent } from '../../api/hooks';
import { Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { Boundary } from '../../lib/hydration';
import { lazyPart } from '../../lib/lazy-part';
import { useLocalePath } from '../../lib/locale';
import { PageNotFound } from '../../routes/not-found';
import { useSession } from '../auth/session';
import { EventContext, hasFeature, useCurrentEvent } from './event-context';
import { exitPreview, storePreviewToken, useEventCredentials } from './event-credentials';

/** The visible "preview mode" bar of a draft opened with a partner's preview link (docs/product.md). */
function PreviewBar({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <div className="preview-bar" role="status" data-testid="preview-bar">
      <span>{t('preview.active')}</span>
      <button
        type="button"
        className="button small"
        onClick={() => {
          exitPreview(slug);
          navigate(to(`/${slug}`), { replace: true });
        }}
      >
        {t('preview.exit')}
      </button>
    </div>
  );
}

/** The house ad and the archived mark: their code loads only on events that show one. */
const EventBars = lazyPart('event-bars', () =>
  import('../plans/event-bars').then((module) => module.default),
);

/** Loads the event named by the first path segment and shares it with every screen below. */
export function EventShell() {
  const { eventSlug = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const to = useLocalePath();
  const session = useSession();
  const valid = SLUG_PATTERN.test(eventSlug);
  const { preview } = useEventCredentials(eventSlug);
  const queryToken = params.get('previewToken');
  const previewToken = queryToken ?? preview;
  // docs/product.md: a preview token in the query string is stored with a one-hour expiry.
  useEffect(() => {
    if (valid && queryToken) storePreviewToken(eventSlug, queryToken);
  }, [valid, eventSlug, queryToken]);

  const anonymous = useEvent(eventSlug, previewToken, { enabled: valid });
  const needsLogin = Boolean(session) && anonymous.data?.isAccessible === false;
  const authenticated = useEvent(eventSlug, previewToken, {
    authenticated: true,
    enabled: valid && needsLogin,
  });
  const event = needsLogin ? authenticated : anonymous;
  // When a change closes the event to anonymous visitors (an organiser sets an access code), the page
  // stays on what it showed while the logged-in answer loads, instead of unmounting into a spinner.
  const shown = useRef<typeof anonymous.data>(undefined);
  if (event.data?.isAccessible) shown.current = event.data;
  const bridging = needsLogin && authenticated.isPending && shown.current?.slug === eventSlug;
  const errorStatus = event.error instanceof ApiError ? event.error.status : 500;
  const previewRejected = event.isError && errorStatus === 403 && Boolean(previewToken);
  useEffect(() => {
    if (previewRejected) exitPreview(eventSlug);
  }, [previewRejected, eventSlug]);

  if (!valid) {
    // docs/product.md: a route that fails validation is a 404 'Page Not Found' plus the path.
    throw new PageNotFound(`Page Not Found ${location.pathname}`);
  }
  if (event.isPending && !bridging) return <Loading />;
  if (event.isError) {
    const status = errorStatus;
    if (status === 404) {
      return <Navigate replace to={`${to('/404')}?path=${encodeURIComponent(location.pathname)}`} />;
    }
    if (previewRejected) {
      // A preview that fails validation ends preview mode: back to SiteUnderConstruction.
      return <Navigate replace to={to(`/${eventSlug}/under-contruction`)} />;
    }
    // docs/product.md: a server error while loading the event throws a 500 to the error page.
    throw event.error;
  }
  const current = event.data ?? shown.current!;
  const showsAds = current.isAccessible && !hasFeature(current, 'disable_ads');
  const draftOpen = current.isAccessible && current.eventStatus !== 'Published';
  const inPreview = Boolean(previewToken) && draftOpen;
  // A draft that opens without a preview link opens to its staff (docs/product.md, event access); the
  // console says the status itself, so the mark is for the public pages.
  const staffDraft = draftOpen && !inPreview && !/\/manage(\/|$)/.test(location.pathname);
  return (
    <EventContext.Provider value={current}>
      {inPreview && <PreviewBar slug={eventSlug} />}
      {(showsAds || current.archivedAt || staffDraft) && (
        <Boundary fallback={null}>
          <EventBars ads={showsAds} archived={Boolean(current.archivedAt)} draft={staffDraft} />
        </Boundary>
      )}
      <Outlet />
    </EventContext.Provider>
  );
}

/**
 * The route guard of docs/product.md: a draft the visitor may not open goes to SiteUnderConstruction; a
 * private event sends anonymous visitors to log in and logged-in ones without an allowed role to
 * PrivateEvent; an event with an access code asks for it first.
 */
export function EventGuard() {
  const event = useCurrentEvent();
  const session = useSession();
  const location = useLocation();
  const to = useLocalePath();
  if (event.isAccessible) return <Outlet />;
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  switch (event.accessDenial) {
    case 'private':
      return session ? (
        <Navigate replace to={to(`/${event.slug}/private-event`)} />
      ) : (
        <Navigate replace to={`${to(`/${event.slug}/login`)}?returnUrl=${returnUrl}`} />
      );
    case 'access_code':
      return <Navigate replace to={`${to(`/${event.slug}/access`)}?returnUrl=${returnUrl}`} />;
    default:
      return <Navigate replace to={to(`/${event.slug}/under-contruction`)} />;
  }
}
