import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { AccountUser, LoginResponse } from '../../common/api';
import { AUTH_COOKIE, PREVIEW_COOKIE, REFRESH_THRESHOLD_MINUTES } from '../../common/constants';
import {
  eventNameFromLocation,
  sendRequest,
  setAuthorizationProvider,
  setExpiredTokenHandler,
} from './client';

/** What the auth cookie keeps (SPEC §3 auth tokens). */
export interface Session {
  authorization: string;
  refreshToken: string;
  userId: number;
  username: string;
  email?: string;
  isStaff: boolean;
}

const SESSION_COOKIE_DAYS = 30;
const listeners = new Set<() => void>();
/**
 * A page shown inside another (the console's live preview) is a visitor's view: it never reads, uses or
 * refreshes the session, so two windows never race to rotate the same refresh token.
 */
const framed = typeof window !== 'undefined' && window.top !== window.self;
let current: Session | null = framed ? null : readCookie();

function readCookie(): Session | null {
  try {
    const raw = Cookies.get(AUTH_COOKIE);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function publish(next: Session | null): void {
  if (framed) return;
  current = next;
  if (next) {
    Cookies.set(AUTH_COOKIE, JSON.stringify(next), {
      expires: SESSION_COOKIE_DAYS,
      sameSite: 'lax',
      path: '/',
      secure: window.location.protocol === 'https:',
    });
  } else Cookies.remove(AUTH_COOKIE, { path: '/' });
  for (const listener of listeners) listener();
}

export const getSession = (): Session | null => current;

export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Stores the tokens a login, verification or refresh answered with (SPEC §7 response headers). */
export function startSession(response: Response, body: LoginResponse): Session | null {
  const authorization = response.headers.get('authorization');
  const refreshToken = response.headers.get('refresh-token');
  if (!authorization || !refreshToken) return null;
  const session = sessionOf(authorization, refreshToken, body.user);
  publish(session);
  return session;
}

const sessionOf = (authorization: string, refreshToken: string, user: AccountUser): Session => ({
  authorization,
  refreshToken,
  userId: user.id,
  username: user.userName,
  email: user.email,
  isStaff: Boolean(user.isStaff),
});

type SessionLostListener = () => void;
const lostListeners = new Set<SessionLostListener>();
export function onSessionLost(listener: SessionLostListener): () => void {
  lostListeners.add(listener);
  return () => lostListeners.delete(listener);
}

let refreshing: Promise<Session> | null = null;

/** One refresh at a time: concurrent callers share it, since a refresh token only works once. */
export function refreshSession(): Promise<Session> {
  const session = current;
  if (!session) return Promise.reject(new Error('not logged in'));
  refreshing ??= (async () => {
    try {
      const response = await sendRequest(`/auth/${encodeURIComponent(session.username)}/refresh`, {
        method: 'POST',
        body: { refreshToken: session.refreshToken },
        anonymous: true,
      });
      if (!response.ok) throw new Error(`refresh failed with ${response.status}`);
      const next = startSession(response, (await response.json()) as LoginResponse);
      if (!next) throw new Error('refresh answered without tokens');
      return next;
    } catch (error) {
      // SPEC §4: a failed refresh logs the user out.
      clearLocalSession();
      for (const listener of lostListeners) listener();
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Logout's local half (SPEC §4): auth state, the auth cookie and preview data. */
export function clearLocalSession(): void {
  Cookies.remove(PREVIEW_COOKIE, { path: '/' });
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('showcase.preview.') || key.startsWith('showcase.access.'))
      localStorage.removeItem(key);
  }
  publish(null);
}

setAuthorizationProvider(async () => {
  const session = current;
  if (!session) return null;
  const eventSlug = eventNameFromLocation(window.location.pathname, window.location.search);
  // Token decoding loads with the first authenticated call, not with every visitor's page.
  const { isEventSwitch, isExpiringWithin } = await import('./token-claims');
  if (
    isExpiringWithin(session.authorization, REFRESH_THRESHOLD_MINUTES) ||
    isEventSwitch(session.authorization, eventSlug)
  ) {
    try {
      return (await refreshSession()).authorization;
    } catch {
      return null;
    }
  }
  return session.authorization;
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
