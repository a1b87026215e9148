/**
 * The server answers a missing page with 404 and marks its HTML so: the app then shows the not-found page
 * at once, without asking the API for an event or project that is known not to exist.
 */
const missingPath =
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="showcase-page-status"]')?.getAttribute('content') === '404'
    ? window.location.pathname
    : null;

/** Whether the server said this path, the one the browser first loaded, does not exist. */
export const isKnownMissing = (pathname: string) => missingPath !== null && pathname === missingPath;
