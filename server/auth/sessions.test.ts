import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema';
import { createTestApp, lastMailTo, type TestApp } from '../test/app';
import { buildEvent } from '../test/factories';
import { COOKIE_MODE, keep, PASSWORD, sessionClient } from '../test/sessions';

let t: TestApp;
let client: Awaited<ReturnType<typeof sessionClient>>;
beforeAll(async () => {
  // As in production: each server keeps its callers' session details, which a revocation must forget.
  t = await createTestApp({}, { publicCache: true });
  client = await sessionClient(t, (await buildEvent(t.db)).slug);
});
afterAll(() => t.close());

const account = () => client.account();
const call: typeof client.call = (...args) => client.call(...args);
const cookieLogin = (userName: string) => client.cookieLogin(userName);
const bearerLogin = (userName: string) => client.bearerLogin(userName);

describe('refresh-token reuse interval', () => {
  const refreshWith = (userName: string, refreshToken: string) =>
    call('POST', `/auth/${userName}/refresh`, { payload: { refreshToken } });

  /** Moves the moment a refresh token was spent into the past, as if that many seconds had gone by. */
  const spentSecondsAgo = (token: string, seconds: number) =>
    t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

  it('lets two tabs refresh with the same token at once, both in the same family', async () => {
    const user = await account();
    const { refreshToken } = await bearerLogin(user.userName);
    const [first, second] = await Promise.all([
      refreshWith(user.userName, refreshToken),
      refreshWith(user.userName, refreshToken),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const a = String(first.headers['refresh-token']);
    const b = String(second.headers['refresh-token']);
    expect(a).not.toBe(b);
    // Both new tokens keep working: neither tab was logged out.
    expect((await refreshWith(user.userName, a)).statusCode).toBe(200);
    expect((await refreshWith(user.userName, b)).statusCode).toBe(200);
  });

  it('answers a just-rotated token again within the interval', async () => {
    const user = await account();
    const { refreshToken } = await bearerLogin(user.userName);
    const rotated = await refreshWith(user.userName, refreshToken);
    const again = await refreshWith(user.userName, refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.headers['refresh-token']).not.toBe(rotated.headers['refresh-token']);
    const rows = await t.db
      .select({ family: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.family)).size).toBe(1);
  });

  it('revokes the family when the token comes back after the interval', async () => {
    const user = await account();
    const { refreshToken } = await bearerLogin(user.userName);
    const rotated = String((await refreshWith(user.userName, refreshToken)).headers['refresh-token']);
    await spentSecondsAgo(refreshToken, 11);
    expect((await refreshWith(user.userName, refreshToken)).statusCode).toBe(401);
    // The thief's reuse also ended the legitimate, newer token.
    expect((await refreshWith(user.userName, rotated)).statusCode).toBe(401);
  });

  it('follows REFRESH_TOKEN_REUSE_SECONDS', async () => {
    const strict = await createTestApp({ REFRESH_TOKEN_REUSE_SECONDS: 0 });
    try {
      const user = await (await sessionClient(strict, '')).account();
      const refresh = (refreshToken: string) =>
        strict.app.inject({
          method: 'POST',
          url: `/api-v2/auth/${user.userName}/refresh`,
          payload: { refreshToken },
        });
      const login = await strict.app.inject({
        method: 'POST',
        url: '/api-v2/auth/login',
        payload: { usernameOrEmail: user.userName, password: PASSWORD },
      });
      const first = String(login.headers['refresh-token']);
      expect((await refresh(first)).statusCode).toBe(200);
      await strict.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, user.id));
      // Spent a second ago, which the default interval would forgive; with none it is theft.
      expect((await refresh(first)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('session version', () => {
  it('refuses access tokens issued before a password reset, without saying expired', async () => {
    const user = await account();
    const bearer = await bearerLogin(user.userName);
    const cookie = await cookieLogin(user.userName);
    const find = { headers: { authorization: `Bearer ${bearer.authorization}` } };
    expect((await call('GET', '/users/find?keyword=zz', find)).statusCode).toBe(200);

    await call('POST', '/auth/reset-password', { payload: { usernameOrEmail: user.email } });
    const token = /token=([\w-]+)/.exec((await lastMailTo(t.db, user.email))?.text ?? '')?.[1];
    expect(
      (await call('POST', '/auth/change-password', { payload: { token, newPassword: 'Orchard58y' } }))
        .statusCode,
    ).toBe(200);

    const stale = await call('GET', '/users/find?keyword=zz', find);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).not.toContain('token is expired');
    expect(stale.json().key).toBe('auth.sessionEnded');
    // A browser's revoked cookie session is dropped with the answer.
    const staleCookie = await call('GET', '/users/find?keyword=zz', {
      jar: cookie.jar,
      headers: COOKIE_MODE,
    });
    expect(staleCookie.statusCode).toBe(401);
    expect(keep(cookie.jar, staleCookie)).toEqual({});
    // Logging in again gives tokens of the new version.
    const again = await call('POST', '/auth/login', {
      payload: { usernameOrEmail: user.userName, password: 'Orchard58y' },
    });
    const fresh = { headers: { authorization: `Bearer ${again.headers.authorization}` } };
    expect((await call('GET', '/users/find?keyword=zz', fresh)).statusCode).toBe(200);
  });

  it('log out everywhere ends every session and its access tokens', async () => {
    const user = await account();
    const laptop = await bearerLogin(user.userName);
    const phone = await bearerLogin(user.userName);
    const out = await call('POST', '/auth/logout', {
      payload: { refreshToken: phone.refreshToken, everywhere: true },
    });
    expect(out.statusCode).toBe(200);
    const stale = await call('GET', '/users/find?keyword=zz', {
      headers: { authorization: `Bearer ${laptop.authorization}` },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().key).toBe('auth.sessionEnded');
    const refresh = await call('POST', `/auth/${user.userName}/refresh`, {
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const [row] = await t.db
      .select({ version: users.sessionVersion })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.version).toBe(1);
  });
});
