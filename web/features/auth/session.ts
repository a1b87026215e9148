import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { AccountUser, SessionInfo } from '../../../common/api';
import {
  AUTH_COOKIE,
  COOKIE_SESSION_MODE,
  CSRF_HEADER,
  PREVIEW_COOKIE,
  REFRESH_THRESHOLD_MINUTES,
  SESSION_INFO_COOKIE,
  SESSION_MODE_HEADER,
} from '../../../common/constants';
import type { authContract } from '../../../common/contract/auth';
import { type AnswerOf, fillPath } from '../../../common/contract/endpoint';
import { authRoutes } from '../../../common/contract/routes/auth';
import {
  eventNameFromLocation,
  sendRequest,
  setExpiredTokenHandler,
  setSessionEndedHandler,
  setSessionHeadersProvider,
} from '../../api/client';
import { isEventSwitch, isExpiringWithin } from './token-claims';

/**
 * The logged-in user as the web app knows them (docs/product.md). The tokens
 * live in HttpOnly cookies that no script can read; the server describes the session in the
 * session-info cookie, which this module follows.
 */
export interface Session {
  userId: number;
  username: string;
  /** Known right after a login (from its answer), for the login analytics event. */
  email?: string;
  isStaff: boolean;
  /** The roles array of the access token (docs/product.md). */
  roles: string[];
  /** The access token's expiry, in seconds since the epoch. */
  expiresAt: number;
  /** The access token's issuer: the event slug it was issued for. */
  issuer: string;
  /** Echoed on every call of the session, so another site cannot act with its cookies. */
  csrfToken: string;
}

/** Asks the server to keep the session in cookies: sent by login, verification, SSO and refresh calls. */
export const COOKIE_MODE_HEADERS: Record<string, string> = { [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE };

const listeners = new Set<() => void>();
/**
 * A page shown inside another (the console's live preview) is a visitor's view: it never reads, uses or
 * refreshes the session, so two windows never race to rotate the same refresh token.
 */
const framed = typeof window !== 'undefined' && window.top !== window.self;
let current: Session | null = null;
let currentCookie: string | undefined;

function parseInfo(raw: string | undefined): SessionInfo | null {
  if (!raw) return null;
  try {
    const info = JSON.parse(raw) as Partial<SessionInfo>;
    if (typeof info.userId !== 'number' || typeof info.username !== 'string') return null;
    if (typeof info.exp !== 'number' || typeof info.csrf !== 'string') return null;
    return {
      userId: info.userId,
      username: info.username,
      isStaff: info.isStaff === true,
      roles: Array.isArray(info.roles) ? info.roles.filter((role) => typeof role === 'string') : [],
      exp: info.exp,
      iss: typeof info.iss === 'string' ? info.iss : '',
      csrf: info.csrf,
    };
  } catch {
    return null;
  }
}

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Follows the session-info cookie: a login or refresh (in this tab or another) replaced it, or a
 * logout removed it. Cheap enough to run before every authenticated call. `loggedIn` is the user a
 * login just answered with, whose e-mail the cookie does not carry.
 */
function followCookie(loggedIn?: AccountUser): void {
  if (framed) return;
  const raw = Cookies.get(SESSION_INFO_COOKIE);
  const info = parseInfo(raw);
  const email =
    info && loggedIn?.id === info.userId
      ? loggedIn.email
      : info && current?.userId === info.userId
        ? current.email
        : undefined;
  if (raw === currentCookie && email === current?.email) return;
  currentCookie = raw;
  publish(
    info && {
      userId: info.userId,
      username: info.username,
      email,
      isStaff: info.isStaff,
      roles: info.roles,
      expiresAt: info.exp,
      issuer: info.iss,
      csrfToken: info.csrf,
    },
  );
}

if (!framed && typeof document !== 'undefined') {
  // Before cookie sessions the tokens sat in a script-readable `auth` cookie; the server's `auth`
  // cookie is HttpOnly and scoped to the API, so one visible here is that old session: drop it.
  if (Cookies.get(AUTH_COOKIE)) Cookies.remove(AUTH_COOKIE, { path: '/' });
  followCookie();
}

export const getSession = (): Session | null => current;

export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The server renders the anonymous page and hydration must match it: the session shows right after.
    () => null,
  );
}

/** Takes up the session a login, verification or refresh just set in cookies (null when none was). */
export function startSession(user: AccountUser): Session | null {
  followCookie(user);
  return current?.userId === user.id ? current : null;
}

/** The headers of a call made with the session: cookie mode and the CSRF token. */
const sessionHeaders = (session: Session): Record<string, string> => ({
  ...COOKIE_MODE_HEADERS,
  [CSRF_HEADER]: session.csrfToken,
});

type SessionLostListener = () => void;
const lostListeners = new Set<SessionLostListener>();
export function onSessionLost(listener: SessionLostListener): () => void {
  lostListeners.add(listener);
  return () => lostListeners.delete(listener);
}

function loseSession(): void {
  clearLocalSession();
  for (const listener of lostListeners) listener();
}

/*
 * The session's calls by their entries' paths rather than through contractClient: every page loads this
 * module, the public ones within their budget (scripts/check-bundle.ts).
 */
const { refresh, logout } = authRoutes.routes;

let refreshing: Promise<Session> | null = null;

/**
 * One refresh at a time in this tab: concurrent callers share it. (Another tab refreshing at the same
 * moment is fine: the server answers a just-rotated refresh token again for a few seconds.)
 */
export function refreshSession(): Promise<Session> {
  const session = current;
  if (!session) return Promise.reject(new Error('not logged in'));
  refreshing ??= (async () => {
    try {
      const response = await sendRequest(fillPath(refresh.path, [session.username]), {
        method: 'POST',
        body: {},
        anonymous: true,
        headers: sessionHeaders(session),
      });
      if (!response.ok) throw new Error(`refresh failed with ${response.status}`);
      const next = startSession(((await response.json()) as AnswerOf<typeof authContract.refresh>).user);
      if (!next) throw new Error('refresh answered without a session');
      return next;
    } catch (error) {
      // docs/product.md: a failed refresh logs the user out.
      loseSession();
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Ends the session on the server: its refresh family is revoked and its cookies cleared. */
export async function endServerSession(): Promise<void> {
  const session = current;
  if (!session) return;
  await sendRequest(logout.path, {
    method: 'POST',
    body: {},
    anonymous: true,
    headers: sessionHeaders(session),
  });
}

/** Logout's local half (docs/product.md): auth state, the auth (session-info) cookie and preview data. */
export function clearLocalSession(): void {
  Cookies.remove(PREVIEW_COOKIE, { path: '/' });
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('showcase.preview.') || key.startsWith('showcase.access.'))
      localStorage.removeItem(key);
  }
  if (framed) return;
  Cookies.remove(SESSION_INFO_COOKIE, { path: '/' });
  currentCookie = undefined;
  publish(null);
}

setSessionHeadersProvider(async () => {
  followCookie();
  const session = current;
  if (!session) return {};
  const eventSlug = eventNameFromLocation(window.location.pathname, window.location.search);
  if (
    isExpiringWithin(session.expiresAt, REFRESH_THRESHOLD_MINUTES) ||
    isEventSwitch(session.issuer, eventSlug)
  ) {
    try {
      return sessionHeaders(await refreshSession());
    } catch {
      return {};
    }
  }
  return sessionHeaders(session);
});

setExpiredTokenHandler(async () => {
  if (!current) return false;
  try {
    await refreshSession();
    return true;
  } catch {
    return false;
  }
});

setSessionEndedHandler(() => {
  if (current) loseSession();
});
