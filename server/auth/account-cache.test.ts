import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicChangeFeed } from '../db/change-feed';
import { users } from '../db/schema';
import { type Change, formatChange, parseChange } from '../http/change-message';
import { listenForChanges } from '../http/changes';
import { announcementsHeard, unannounced } from '../test/announcements';
import { createTestApp, type TestApp } from '../test/app';
import { buildUser } from '../test/factories';
import { AccountCache } from './account-cache';

const viewer = (id: number) => ({ id, userName: `user${id}`, isEngStaff: false, isSuperAdmin: false });

describe('the account cache', () => {
  it('keeps what a call read, and forgets an account when told it changed', () => {
    const cache = new AccountCache();
    cache.store(1, { viewer: viewer(1), sessionVersion: 0 }, cache.generation);
    expect(cache.get(1)?.sessionVersion).toBe(0);
    cache.hear(parseChange('account:1'));
    expect(cache.get(1)).toBeUndefined();
  });

  it('does not keep a read that a change overtook', () => {
    const cache = new AccountCache();
    const before = cache.generation;
    cache.hear(parseChange('account:2'));
    cache.store(2, { viewer: viewer(2), sessionVersion: 0 }, before);
    expect(cache.get(2)).toBeUndefined();
  });

  it('forgets everything when messages may have been missed, and old entries after a minute', () => {
    vi.useFakeTimers();
    try {
      const cache = new AccountCache();
      cache.store(3, { viewer: viewer(3), sessionVersion: 0 }, cache.generation);
      cache.reset();
      expect(cache.get(3)).toBeUndefined();
      cache.store(4, { viewer: viewer(4), sessionVersion: 0 }, cache.generation);
      vi.advanceTimersByTime(59_000);
      expect(cache.get(4)).toBeDefined();
      vi.advanceTimersByTime(2_000);
      expect(cache.get(4)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the change listener', () => {
  it('hands each announcement to the cache its prefix names and resets them all on a loss', async () => {
    let deliver: (message: string) => void = () => undefined;
    let lose: () => void = () => undefined;
    const sent: string[] = [];
    const feed: PublicChangeFeed = async (onChange, onLost) => {
      deliver = onChange;
      lose = onLost;
      return { stop: async () => undefined, announce: (message) => sent.push(message) };
    };
    const heard = { public: [] as string[], account: [] as string[] };
    const resets = { public: 0, account: 0 };
    const listener = (name: 'public' | 'account') => ({
      hear: (change: Change) => heard[name].push(formatChange(change)),
      reset: () => resets[name]++,
    });
    const app = { addHook: () => undefined } as unknown as Parameters<typeof listenForChanges>[0];
    const announce = await listenForChanges(app, feed, {
      public: listener('public'),
      account: listener('account'),
    });
    deliver('account:7');
    deliver('12');
    deliver('12:34:5:6');
    deliver('constructor:1');
    announce('12:35:1:1');
    expect(heard.account).toEqual(['account:7']);
    expect(heard.public).toEqual(['12', '12:34:5:6', 'constructor:1', '12:35:1:1']);
    expect(sent).toEqual(['12:35:1:1']);
    lose();
    expect(resets).toEqual({ public: 1, account: 1 });
  });
});

describe('authenticated calls with the account cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { publicCache: true });
  });
  afterAll(() => t.close());

  const find = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api-v2/users/find?keyword=zz', headers });

  const bumpSessionVersion = (userId: number) =>
    t.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));

  it('checks an account once, then answers its calls from memory until the database announces a change', async () => {
    const user = await buildUser(t.db);
    const headers = await t.authHeaders(user.id);
    expect((await find(headers)).statusCode).toBe(200);
    // Unheard, a revocation is not seen: the second call did not ask the database.
    await unannounced(t, 'users', 'users_account_change', () => bumpSessionVersion(user.id));
    expect((await find(headers)).statusCode).toBe(200);
    // Heard (as every server hears another's change), the old token is refused.
    await bumpSessionVersion(user.id);
    await announcementsHeard(t);
    const refused = await find(headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().key).toBe('auth.sessionEnded');
    expect((await find(await t.authHeaders(user.id))).statusCode).toBe(200);
  });

  it('refuses a deleted account once the deletion is announced', async () => {
    const user = await buildUser(t.db);
    const headers = await t.authHeaders(user.id);
    expect((await find(headers)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    await announcementsHeard(t);
    expect((await find(headers)).statusCode).toBe(401);
  });

  it('hears several announcements sent together', async () => {
    const accounts = await Promise.all([buildUser(t.db), buildUser(t.db), buildUser(t.db)]);
    const headers = await Promise.all(accounts.map((user) => t.authHeaders(user.id)));
    for (const each of headers) expect((await find(each)).statusCode).toBe(200);
    await unannounced(t, 'users', 'users_account_change', () =>
      Promise.all(accounts.map((user) => bumpSessionVersion(user.id))),
    );
    // Sent without waiting, one after the other: they leave in one or two statements, all heard.
    for (const user of accounts) t.app.publicAnswers?.announce(`account:${user.id}`);
    await announcementsHeard(t);
    for (const each of headers) expect((await find(each)).statusCode).toBe(401);
  });
});
