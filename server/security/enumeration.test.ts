import { afterAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../auth/service';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { lastMailTo, startTestAppForSuite, testAppForFile } from '../test/app';
import { addEventMember, buildEvent, buildUser } from '../test/factories';

/**
 * Nobody learns from the API which addresses have accounts, nor another user's address: not from
 * /auth/check, /users/find, /user, sign-up answers or the time a reset takes.
 */
const t = testAppForFile();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api-v2${url}`, payload, headers });

describe('POST /auth/check', () => {
  it('tells an anonymous caller nothing, whether or not the account exists', async () => {
    const user = await buildUser(t.db);
    const answers = await Promise.all([
      post('/auth/check', { username: user.userName }),
      post('/auth/check', { email: user.email }),
      post('/auth/check', { username: 'nobody.here' }),
      post('/auth/check', { email: 'nobody@example.test' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: 'Login required' });
    }
  });

  it('lets a logged-in user check their own account only, without looking anyone else up', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const headers = await t.authHeaders(user.id);
    const own = await post('/auth/check', { email: user.email.toUpperCase() }, headers);
    expect(own.json()).toEqual({
      user: { userName: user.userName, email: user.email, userSettings: {} },
      isVerified: true,
    });
    const someoneElse = await post('/auth/check', { username: other.userName }, headers);
    const nobody = await post('/auth/check', { username: 'nobody.here' }, headers);
    const mixed = await post('/auth/check', { username: user.userName, email: other.email }, headers);
    for (const answer of [someoneElse, nobody, mixed]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'You may only check your own account' });
    }
  });
});

describe('user lookups', () => {
  it('never show an address to anyone but its owner and super admins, event staff included', async () => {
    const event = await buildEvent(t.db);
    const participant = await buildUser(t.db, { firstName: 'Quill' });
    const staff = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    await addEventMember(t.db, event.id, staff.id, 'ss_event_owner');
    for (const viewer of [null, stranger.id, staff.id]) {
      const byName = await t.as(viewer, 'GET', `/user?userName=${participant.userName}`);
      expect(byName.statusCode).toBe(200);
      expect(byName.body).not.toContain(participant.email);
      expect(byName.json().user.email).toBeUndefined();
    }
    for (const viewer of [stranger.id, staff.id]) {
      const found = await t.as(viewer, 'GET', `/users/find?keyword=${participant.userName}`);
      expect(found.json().users).toHaveLength(1);
      expect(found.body).not.toContain(participant.email);
      const byId = await t.as(viewer, 'GET', `/users/find?userIds=${participant.id}`);
      expect(byId.body).not.toContain(participant.email);
    }
    const self = await t.as(participant.id, 'GET', `/user?userId=${participant.id}`);
    expect(self.json().user.email).toBe(participant.email);
  });

  it('does not confirm that a typed address has an account', async () => {
    const user = await buildUser(t.db);
    const searcher = await buildUser(t.db);
    const byAddress = await t.as(searcher.id, 'GET', `/users/find?keyword=${encodeURIComponent(user.email)}`);
    const byUnknown = await t.as(searcher.id, 'GET', '/users/find?keyword=nobody%40example.test');
    expect(byAddress.json()).toEqual({ users: [], nextPageToken: null });
    expect(byUnknown.json()).toEqual(byAddress.json());
    const admin = await buildUser(t.db, { isSuperAdmin: true });
    const asAdmin = await t.as(admin.id, 'GET', `/users/find?keyword=${encodeURIComponent(user.email)}`);
    expect(asAdmin.json().users.map((u: { id: number }) => u.id)).toEqual([user.id]);
  });
});

describe('sign-up with an address that has an account', () => {
  it('answers exactly like a new sign-up and mails the owner a notice instead of a code', async () => {
    const owner = await buildUser(t.db, { firstName: 'Owen', locale: 'fr' });
    const stamp = Date.now() % 100000;
    const account = (userName: string, email: string) => ({
      user_name: userName,
      email,
      password: 'Garden42x',
      first_name: 'Eve',
      last_name: 'Sdropper',
    });
    const fresh = await post('/auth/signup', account(`fresh${stamp}`, `fresh${stamp}@example.test`));
    const taken = await post('/auth/signup', account(`taken${stamp}`, owner.email.toUpperCase()));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(201);
    const shape = (body: { user: Record<string, unknown>; message: string }) => ({
      keys: Object.keys(body.user).sort(),
      message: body.message,
      isVerified: body.user.isVerified,
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().user.email).toBe(owner.email.toUpperCase());
    expect(Object.keys(fresh.headers).sort()).toEqual(Object.keys(taken.headers).sort());

    await t.app.background.settled();
    const notice = await lastMailTo(t.db, owner.email);
    expect(notice?.subject).toBe("Quelqu'un a tenté de s'inscrire sur Showcase avec votre adresse");
    expect(notice?.text).toContain('/login?mode=forgot');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    expect(await lastMailTo(t.db, owner.email.toUpperCase())).toBeUndefined();
    // No second account, and the first one can still log in unchanged.
    const login = await post('/auth/login', { usernameOrEmail: `taken${stamp}`, password: 'Garden42x' });
    expect(login.statusCode).toBe(401);
  });

  it('still names a taken user name, which is public anyway', async () => {
    const owner = await buildUser(t.db);
    const answer = await post('/auth/signup', {
      user_name: owner.userName.toUpperCase(),
      email: `someone${Date.now()}@example.test`,
      password: 'Garden42x',
      first_name: 'Sam',
      last_name: 'Eone',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This user name is already taken');
  });
});

/** Counts the queries a service runs: the same work whether or not the account exists. */
function countingDb(db: Db) {
  const calls: string[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        if (['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(property)) {
          calls.push(property);
        }
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy as Db, calls };
}

describe('password reset', () => {
  it('does the same database work before answering for known and unknown accounts', async () => {
    const user = await buildUser(t.db);
    const ctx = (db: Db) => ({ db, keys: t.keys, mailer: t.app.ctx.mailer, config: t.app.ctx.config });
    const known = countingDb(t.db);
    const delivery = await requestPasswordReset(ctx(known.db), user.userName, '');
    const unknown = countingDb(t.db);
    await requestPasswordReset(ctx(unknown.db), 'nobody.here', '');
    expect(known.calls).toEqual(unknown.calls);
    expect(known.calls).toEqual(['select']);
    // The reset mail is sent afterwards.
    expect(await lastMailTo(t.db, user.email)).toBeUndefined();
    await delivery?.();
    expect((await lastMailTo(t.db, user.email))?.subject).toBe('Reset your Showcase password');
  });

  describe('with a mail server that hangs', () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const slowMailer = (): Mailer => ({
      kind: 'outbox',
      async send(message) {
        await held;
        sent.push(message.to);
      },
    });
    // Released before the app closes, which waits for mail still being sent.
    afterAll(() => release());
    const app = startTestAppForSuite({}, { mailer: slowMailer });

    it('answers before the mail is sent, the same for known and unknown accounts', async () => {
      const user = await buildUser(app().db);
      const reset = (usernameOrEmail: string) =>
        app().app.inject({
          method: 'POST',
          url: '/api-v2/auth/reset-password',
          payload: { usernameOrEmail },
        });
      const [known, unknown] = await Promise.all([reset(user.email), reset('nobody@example.test')]);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(sent).toEqual([]);
      release();
      await app().app.background.settled();
      expect(sent).toEqual([user.email]);
    });
  });
});

describe('the per-account login budget', () => {
  const app = startTestAppForSuite({ AUTH_RATE_LIMIT_PER_ACCOUNT: 4, AUTH_RATE_LIMIT_PER_IP: 1000 });

  it('is one budget for an account, whether it is named by user name or e-mail', async () => {
    const user = await buildUser(app().db);
    const names = [user.userName, user.email, user.userName.toUpperCase(), ` ${user.email.toUpperCase()} `];
    const login = (usernameOrEmail: string) =>
      app().app.inject({
        method: 'POST',
        url: '/api-v2/auth/login',
        payload: { usernameOrEmail, password: 'Wrong-guess-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(names[i % names.length]!)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another account keeps its own budget.
    const other = await buildUser(app().db);
    expect((await login(other.email)).statusCode).toBe(401);
  });
});
