import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SessionInfo } from '../../common/api';
import { hashPassword } from '../auth/passwords';
import type { TestApp } from './app';
import { buildUser } from './factories';

export const PASSWORD = 'Garden42x';
/** What the web app sends to keep its session in cookies. */
export const COOKIE_MODE = { 'x-session-mode': 'cookie' };

/** A browser's cookie jar: name → value. */
export type Jar = Record<string, string>;

/** The cookies a response set, as a browser would keep them (cleared ones removed). */
export function keep(jar: Jar, response: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (cookie.maxAge === 0) delete next[cookie.name];
    else next[cookie.name] = cookie.value;
  }
  return next;
}

export const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as Record<string, unknown>[]).find((cookie) => cookie.name === name);

export const infoOf = (jar: Jar): SessionInfo => JSON.parse(jar.auth_info ?? '{}') as SessionInfo;

/** Calls and logins of users with a known password, in cookie mode (web app) or bearer mode (API client). */
export async function sessionClient(t: TestApp, eventSlug: string) {
  const passwordHash = await hashPassword(PASSWORD);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { jar?: Jar; headers?: Record<string, string>; payload?: object } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api-v2${url}`,
      headers: { 'x-event': eventSlug, ...options.headers },
      cookies: options.jar ?? {},
      ...(options.payload ? { payload: options.payload } : {}),
    });
  return {
    call,
    account: () => buildUser(t.db, { passwordHash }),
    /** Logs a user in the way the web app does; `csrf` are the headers of its session calls. */
    async cookieLogin(userName: string) {
      const response = await call('POST', '/auth/login', {
        headers: COOKIE_MODE,
        payload: { usernameOrEmail: userName, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const jar = keep({}, response);
      return { response, jar, csrf: { ...COOKIE_MODE, 'x-csrf-token': infoOf(jar).csrf } };
    },
    async bearerLogin(userName: string) {
      const response = await call('POST', '/auth/login', {
        payload: { usernameOrEmail: userName, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return {
        authorization: String(response.headers.authorization),
        refreshToken: String(response.headers['refresh-token']),
      };
    },
  };
}
