import type { Session } from '../features/auth/session';

/**
 * docs/product.md: a login analytics event with the user's identity. No provider is bundled; a configured
 * one listens for this DOM event (e.g. a tag manager snippet), so nothing leaves the browser by default.
 */
export const LOGIN_ANALYTICS_EVENT = 'showcase:login';

export function trackLogin(session: Session): void {
  window.dispatchEvent(
    new CustomEvent(LOGIN_ANALYTICS_EVENT, {
      detail: { id: session.userId, username: session.username, email: session.email },
    }),
  );
}

export const TRACK_EVENT = 'showcase:track';

/** Product events (docs/product.md), for whatever analytics is configured. */
export function trackEvent(name: 'project_creation', detail: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { name, ...detail } }));
}
