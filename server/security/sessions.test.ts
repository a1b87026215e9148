import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens';
import { createTestApp, type TestApp } from '../test/app';
import { buildEvent } from '../test/factories';
import { COOKIE_MODE, cookieNamed, infoOf, keep, PASSWORD, sessionClient } from '../test/sessions';

let t: TestApp;
let eventSlug: string;
let eventId: number;
let client: Awaited<ReturnType<typeof sessionClient>>;
beforeAll(async () => {
  t = await createTestApp();
  const event = await buildEvent(t.db);
  eventSlug = event.slug;
  eventId = event.id;
  client = await sessionClient(t, eventSlug);
});
afterAll(() => t.close());

const account = () => client.account();
const call: typeof client.call = (...args) => client.call(...args);
const cookieLogin = (userName: string) => client.cookieLogin(userName);
const bearerLogin = (userName: string) => client.bearerLogin(userName);

describe('cookie sessions for the web app', () => {
  it('answers a cookie-mode login with HttpOnly cookies and no token headers', async () => {
    const user = await account();
    const { response, jar } = await cookieLogin(user.userName);
    expect(response.headers.authorization).toBeUndefined();
    expect(response.headers['refresh-token']).toBeUndefined();
    expect(cookieNamed(response, 'auth')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api-v2' });
    expect(cookieNamed(response, 'auth_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api-v2/auth',
    });
    const companion = cookieNamed(response, 'auth_info');
    expect(companion?.httpOnly).toBeFalsy();
    expect(companion?.secure).toBeFalsy();
    // What the web app needs without reading a token, and no token in it.
    const info = infoOf(jar);
    expect(info).toMatchObject({ userId: user.id, username: user.userName, isStaff: false, iss: eventSlug });
    expect(info.roles).toContain('ss_user');
    expect(info.exp * 1000).toBeGreaterThan(Date.now());
    expect(jar.auth_info).not.toContain(jar.auth!);
    expect(jar.auth_info).not.toContain(jar.auth_refresh!);
  });

  it('marks the cookies Secure when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://showcase.example.test' });
    try {
      const user = await (await sessionClient(secure, eventSlug)).account();
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api-v2/auth/login',
        headers: COOKIE_MODE,
        payload: { usernameOrEmail: user.userName, password: PASSWORD },
      });
      for (const name of ['auth', 'auth_refresh', 'auth_info']) {
        expect(cookieNamed(response, name)?.secure).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });

  it('authenticates by cookie only when the call asks for cookie mode', async () => {
    const user = await account();
    const { jar } = await cookieLogin(user.userName);
    const asked = await call('GET', '/users/find?keyword=zz', { jar, headers: COOKIE_MODE });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('private, no-cache');
    // Without the header the cookie is ignored: the call is anonymous.
    expect((await call('GET', '/users/find?keyword=zz', { jar })).statusCode).toBe(401);
    const lookup = await call('GET', `/partners/events/${eventSlug}`, { jar });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(lookup.headers.vary).toContain('x-session-mode');
  });

  it('refuses a cookie-authenticated POST, PATCH and DELETE without the CSRF token', async () => {
    const user = await account();
    const { jar, csrf } = await cookieLogin(user.userName);
    const wrong = { ...COOKIE_MODE, 'x-csrf-token': `${infoOf(jar).csrf.slice(1)}x` };

    const post = (headers: Record<string, string>) =>
      call('POST', '/projects', { jar, headers, payload: { eventId, title: 'Cookie project' } });
    expect((await post(COOKIE_MODE)).statusCode).toBe(403);
    expect((await post(wrong)).statusCode).toBe(403);
    const created = await post(csrf);
    expect(created.statusCode).toBe(200);
    const projectId = created.json().id as number;

    const patch = (headers: Record<string, string>) =>
      call('PATCH', `/users/${user.id}`, {
        jar,
        headers,
        payload: { user: { firstName: 'Csrf', lastName: 'Checked' } },
      });
    const refused = await patch(COOKIE_MODE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Invalid CSRF token');
    expect((await patch(csrf)).statusCode).toBe(200);

    const remove = (headers: Record<string, string>) =>
      call('DELETE', `/projects/${projectId}`, { jar, headers });
    expect((await remove(COOKIE_MODE)).statusCode).toBe(403);
    expect((await remove(csrf)).statusCode).toBe(200);
  });

  it('ties the CSRF token to the session: another login of the same user does not accept it', async () => {
    const user = await account();
    const first = await cookieLogin(user.userName);
    const second = await cookieLogin(user.userName);
    const crossed = await call('PATCH', `/users/${user.id}`, {
      jar: second.jar,
      headers: first.csrf,
      payload: { user: { firstName: 'Other', lastName: 'Session' } },
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('refreshes from the refresh cookie with the CSRF token, and not without it', async () => {
    const user = await account();
    const { jar, csrf } = await cookieLogin(user.userName);
    const refresh = (headers: Record<string, string>) =>
      call('POST', `/auth/${user.userName}/refresh`, { jar, headers, payload: {} });
    const refused = await refresh(COOKIE_MODE);
    expect(refused.statusCode).toBe(403);
    const refreshed = await refresh(csrf);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers.authorization).toBeUndefined();
    expect(refreshed.headers['refresh-token']).toBeUndefined();
    const next = keep(jar, refreshed);
    expect(next.auth).toBeTruthy();
    expect(next.auth_refresh).not.toBe(jar.auth_refresh);
    // The CSRF token belongs to the session, so it survives the rotation.
    expect(infoOf(next).csrf).toBe(infoOf(jar).csrf);
    expect(
      (await call('GET', '/users/find?keyword=zz', { jar: next, headers: COOKIE_MODE })).statusCode,
    ).toBe(200);
  });

  it('ignores a stale access cookie on the session calls, so logging in again works', async () => {
    const user = await account();
    const expired = await signAccessToken(
      t.keys,
      { userId: user.id, roles: [], eventSlug, sessionVersion: 0 },
      -10,
    );
    const login = await call('POST', '/auth/login', {
      jar: { auth: expired },
      headers: COOKIE_MODE,
      payload: { usernameOrEmail: user.userName, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Elsewhere the expired cookie answers 'token is expired', which starts the client's refresh.
    const stale = await call('GET', '/users/find?keyword=zz', {
      jar: { auth: expired },
      headers: COOKIE_MODE,
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('token is expired');
  });

  it('logs out with a CSRF-protected POST that ends the family and clears the cookies', async () => {
    const user = await account();
    const { jar, csrf } = await cookieLogin(user.userName);
    const forged = await call('POST', '/auth/logout', { jar, headers: COOKIE_MODE, payload: {} });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toHaveLength(0);

    const out = await call('POST', '/auth/logout', { jar, headers: csrf, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(keep(jar, out)).toEqual({});
    const refresh = await call('POST', `/auth/${user.userName}/refresh`, { jar, headers: csrf, payload: {} });
    expect(refresh.statusCode).toBe(401);
    // A refused refresh drops the cookies that no longer work.
    expect(cookieNamed(refresh, 'auth_info')?.maxAge).toBe(0);
  });

  it('loading the logout frame ends nothing', async () => {
    const user = await account();
    const { jar, csrf } = await cookieLogin(user.userName);
    const frame = await t.app.inject({ method: 'GET', url: `/auth/${eventSlug}/logout`, cookies: jar });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['set-cookie']).toBeUndefined();
    const refresh = await call('POST', `/auth/${user.userName}/refresh`, { jar, headers: csrf, payload: {} });
    expect(refresh.statusCode).toBe(200);
    // The old GET with a cookie naming the refresh token no longer ends that session either.
    const bearer = await bearerLogin(user.userName);
    await t.app.inject({
      method: 'GET',
      url: `/auth/${eventSlug}/logout`,
      cookies: { auth: JSON.stringify({ refreshToken: bearer.refreshToken }) },
    });
    const rotated = await call('POST', `/auth/${user.userName}/refresh`, {
      payload: { refreshToken: bearer.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
  });
});

describe('API clients keep bearer tokens', () => {
  it('get tokens in the response headers, no session cookies, and need no CSRF token', async () => {
    const user = await account();
    const login = await call('POST', '/auth/login', {
      payload: { usernameOrEmail: user.userName, password: PASSWORD },
    });
    expect(login.headers.authorization).toBeTruthy();
    expect(login.headers['refresh-token']).toBeTruthy();
    expect(login.cookies).toHaveLength(0);
    const headers = { authorization: `Bearer ${login.headers.authorization}` };
    const patched = await call('PATCH', `/users/${user.id}`, {
      // A cookie the API client happens to send changes nothing.
      jar: { auth: 'not-a-token' },
      headers,
      payload: { user: { firstName: 'Bearer', lastName: 'Client' } },
    });
    expect(patched.statusCode).toBe(200);
    const refreshed = await call('POST', `/auth/${user.userName}/refresh`, {
      payload: { refreshToken: String(login.headers['refresh-token']) },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers.authorization).toBeTruthy();
    expect(refreshed.cookies).toHaveLength(0);
  });

  it('log out with the refresh token in the body', async () => {
    const user = await account();
    const { refreshToken } = await bearerLogin(user.userName);
    expect((await call('POST', '/auth/logout', { payload: { refreshToken } })).statusCode).toBe(200);
    expect(
      (await call('POST', `/auth/${user.userName}/refresh`, { payload: { refreshToken } })).statusCode,
    ).toBe(401);
  });
});
