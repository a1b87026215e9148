import { NOT_FOUND_PAGE_PATHS } from '../../common/page-paths';

/**
 * The server answers a missing page with 404 and marks its HTML so: the app then shows the not-found page
 * at once, without asking the API for an event or project that is known not to exist.
 */
const missingPath =
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="showcase-page-status"]')?.getAttribute('content') === '404'
    ? window.location.pathname
    : null;

/**
 * Whether the server said this path, the one the browser first loaded, does not exist. The not-found
 * pages themselves answer 404 too, but show their own screen (an event's keeps the event's name).
 */
export const isKnownMissing = (pathname: string) =>
  missingPath !== null && pathname === missingPath && !isNotFoundPage(pathname);

/** `/404` and `/{event}/not-found`, with or without a locale prefix. */
function isNotFoundPage(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  return (
    (last === NOT_FOUND_PAGE_PATHS.site && segments.length <= 2) ||
    (last === NOT_FOUND_PAGE_PATHS.event && segments.length >= 2 && segments.length <= 3)
  );
}
