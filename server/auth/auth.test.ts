import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, type TestApp } from '../test/app';
import { buildEvent } from '../test/factories';
import { verifyAccessToken } from './tokens';

let t: TestApp;
let eventSlug: string;
beforeAll(async () => {
  t = await createTestApp();
  eventSlug = (await buildEvent(t.db)).slug;
});
afterAll(() => t.close());

let counter = 0;
const newAccount = () => {
  counter += 1;
  const userName = `tester${counter}${Date.now() % 10000}`;
  return {
    user_name: userName,
    email: `${userName}@example.test`,
    password: 'Garden42x',
    first_name: 'Tess',
    last_name: 'Ter',
  };
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api-v2${url}`,
    payload,
    headers: { 'x-event': eventSlug, ...headers },
  });

async function codeFor(email: string): Promise<string> {
  const mail = await lastMailTo(t.db, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

async function verifiedAccount() {
  const account = newAccount();
  await post('/auth/signup', account);
  await post('/auth/verifyaccount', {
    usernameOrEmail: account.email,
    verificationCode: await codeFor(account.email),
  });
  return account;
}

describe('sign-up and verification', () => {
  it('creates an unverified user, mails a code and refuses duplicates', async () => {
    const account = newAccount();
    const created = await post('/auth/signup', account);
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ userName: account.user_name, isVerified: false });
    expect(await codeFor(account.email)).toMatch(/^\d{6}$/);
    const again = await post('/auth/signup', { ...account, email: `other.${account.email}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user name is already taken');
    // An address with an account is not revealed (server/security/enumeration.test.ts).
    const sameMail = await post('/auth/signup', {
      ...account,
      user_name: `x${account.user_name}`.slice(0, 20),
    });
    expect(sameMail.statusCode).toBe(201);
  });

  it('rejects bad input with the documented keys', async () => {
    const weak = await post('/auth/signup', { ...newAccount(), password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().key).toBe('register.error.password.atleastPassword');
    const common = await post('/auth/signup', { ...newAccount(), password: 'Password1' });
    expect(common.json().key).toBe('register.error.password.avoidBasic');
    const badName = await post('/auth/signup', { ...newAccount(), user_name: 'no spaces' });
    expect(badName.json().key).toBe('inviteConfirmation.error.userNameNotAllowSpecialChar');
    const badEmail = await post('/auth/signup', { ...newAccount(), email: 'nope@x' });
    expect(badEmail.json().key).toBe('register.error.email');
    const noFirst = await post('/auth/signup', { ...newAccount(), first_name: ' ' });
    expect(noFirst.json().message).toBe('First name cannot be empty');
    const missing = await post('/auth/signup', { email: 'a@b.cd' });
    expect(missing.statusCode).toBe(400);
  });

  it('an unverified login gets verified:false, no tokens, the masked address and a fresh code', async () => {
    const account = newAccount();
    await post('/auth/signup', account);
    const first = await codeFor(account.email);
    const login = await post('/auth/login', {
      usernameOrEmail: account.user_name,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      verified: false,
      maskedEmail: `${account.email[0]}***@example.test`,
    });
    expect(login.json().user.email).toBeUndefined();
    expect(login.headers.authorization).toBeUndefined();
    const second = await codeFor(account.email);
    expect(second).toMatch(/^\d{6}$/);
    // The code of the first mail still works: a second mail does not break it.
    const verified = await post('/auth/verifyaccount', {
      usernameOrEmail: account.user_name,
      verificationCode: first,
    });
    expect(verified.statusCode).toBe(200);
    // Using one code spends the others.
    if (second !== first) {
      const spent = await post('/auth/verifyaccount', {
        usernameOrEmail: account.user_name,
        verificationCode: second,
      });
      expect(spent.statusCode).toBe(400);
    }
  });

  it('refuses a missing or malformed code with the verification key, before counting an attempt', async () => {
    const account = newAccount();
    await post('/auth/signup', account);
    for (const verificationCode of ['', ' ', '12345', 'abcdef']) {
      const answer = await post('/auth/verifyaccount', { usernameOrEmail: account.email, verificationCode });
      expect(answer.statusCode, verificationCode).toBe(400);
      expect(answer.json().key).toBe('verification.error.verificationCode');
    }
    const missingAccount = await post('/auth/verifyaccount', {
      usernameOrEmail: ' ',
      verificationCode: '123456',
    });
    expect(missingAccount.json().key).toBe('login.error.invalidUsernameOrEmail');
  });

  it('verifies with the right code once, and logs in', async () => {
    const account = newAccount();
    await post('/auth/signup', account);
    const code = await codeFor(account.email);
    const wrong = await post('/auth/verifyaccount', {
      usernameOrEmail: account.email,
      verificationCode: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('verification.error.verificationCode');
    const ok = await post('/auth/verifyaccount', { usernameOrEmail: account.email, verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.authorization).toBeTruthy();
    const reuse = await post('/auth/verifyaccount', {
      usernameOrEmail: account.email,
      verificationCode: code,
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('locks a code after five wrong attempts', async () => {
    const account = newAccount();
    await post('/auth/signup', account);
    const code = await codeFor(account.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await post('/auth/verifyaccount', { usernameOrEmail: account.email, verificationCode: wrongCode });
    }
    const right = await post('/auth/verifyaccount', {
      usernameOrEmail: account.email,
      verificationCode: code,
    });
    expect(right.statusCode).toBe(400);
  });

  it('send-code answers the same for unknown accounts and needs a value', async () => {
    expect((await post('/auth/send-code', { usernameOrEmail: 'nobody.at.all' })).statusCode).toBe(200);
    const empty = await post('/auth/send-code', { usernameOrEmail: ' ' });
    expect(empty.json().key).toBe('login.error.invalidUsernameOrEmail');
  });

  it('check reports the caller’s own account and its verification', async () => {
    const account = await verifiedAccount();
    const login = await post('/auth/login', { usernameOrEmail: account.email, password: account.password });
    const own = { authorization: `Bearer ${login.headers.authorization}` };
    const found = await post('/auth/check', { username: account.user_name }, own);
    expect(found.json()).toMatchObject({
      user: { userName: account.user_name, email: account.email },
      isVerified: true,
    });
    expect((await post('/auth/check', { username: 'missing.user' }, own)).statusCode).toBe(403);
    expect((await post('/auth/check', {}, own)).json().key).toBe('login.error.usernameOrEmail');
  });
});

describe('login and tokens', () => {
  it('logs in by user name or e-mail and issues an access token for the x-event event', async () => {
    const account = await verifiedAccount();
    const byEmail = await post('/auth/login', {
      usernameOrEmail: account.email.toUpperCase(),
      password: account.password,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ verified: true, user: { email: account.email, isStaff: false } });
    expect(byEmail.headers['access-control-expose-headers']).toContain('refresh-token');
    const claims = await verifyAccessToken(t.keys, String(byEmail.headers.authorization));
    expect(claims.eventSlug).toBe(eventSlug);
    expect(claims.roles).toContain('ss_user');
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const account = await verifiedAccount();
    const wrong = await post('/auth/login', { usernameOrEmail: account.user_name, password: 'Wrong1234' });
    const unknown = await post('/auth/login', { usernameOrEmail: 'nobody.here', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('rotates refresh tokens (reuse rules: server/security/sessions.test.ts)', async () => {
    const account = await verifiedAccount();
    const login = await post('/auth/login', {
      usernameOrEmail: account.user_name,
      password: account.password,
    });
    const first = String(login.headers['refresh-token']);
    const rotated = await post(`/auth/${account.user_name}/refresh`, { refreshToken: first });
    expect(rotated.statusCode).toBe(200);
    const second = String(rotated.headers['refresh-token']);
    expect(second).not.toBe(first);
    expect((await post(`/auth/${account.user_name}/refresh`, { refreshToken: second })).statusCode).toBe(200);
    expect((await post('/auth/other/refresh', { refreshToken: 'junk' })).statusCode).toBe(401);
  });

  it('answers an expired access token with token is expired', async () => {
    const { signAccessToken } = await import('./tokens');
    const account = await verifiedAccount();
    const login = await post('/auth/login', {
      usernameOrEmail: account.user_name,
      password: account.password,
    });
    const userId = login.json().user.id as number;
    const expired = await signAccessToken(t.keys, { userId, roles: [], eventSlug, sessionVersion: 0 }, -10);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api-v2/users/find?keyword=x',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('token is expired');
  });
});

describe('password reset', () => {
  it('mails a single-use link and changes the password', async () => {
    const account = await verifiedAccount();
    expect((await post('/auth/reset-password', { usernameOrEmail: account.email })).statusCode).toBe(200);
    const mail = await lastMailTo(t.db, account.email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(mail?.text).toContain(`/${eventSlug}/password/reset?token=`);
    const weak = await post('/auth/change-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const changed = await post('/auth/change-password', { token, newPassword: 'NewGarden77' });
    expect(changed.statusCode).toBe(200);
    expect((await post('/auth/change-password', { token, newPassword: 'NewGarden78' })).statusCode).toBe(400);
    expect(
      (await post('/auth/login', { usernameOrEmail: account.email, password: account.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/auth/login', { usernameOrEmail: account.email, password: 'NewGarden77' })).statusCode,
    ).toBe(200);
  });

  it('answers the same way for unknown accounts', async () => {
    const response = await post('/auth/reset-password', { usernameOrEmail: 'nobody@example.test' });
    expect(response.statusCode).toBe(200);
    expect(await lastMailTo(t.db, 'nobody@example.test')).toBeUndefined();
  });
});

describe('third-party sign-in', () => {
  it('accepts a token signed by the configured provider and refuses others', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const app = await createTestApp({
      SSO_PUBLIC_KEY: await exportSPKI(publicKey),
      SSO_ISSUER: 'https://idp.example.test',
      SSO_AUDIENCE: 'showcase',
    });
    try {
      const sign = (key: CryptoKey) =>
        new SignJWT({ email: 'sso.user@example.test', given_name: 'Sso', family_name: 'User' })
          .setProtectedHeader({ alg: 'RS256' })
          .setIssuer('https://idp.example.test')
          .setAudience('showcase')
          .setExpirationTime('5m')
          .sign(key);
      const ok = await app.app.inject({
        method: 'POST',
        url: '/api-v2/auth/third-party/login',
        payload: { token: await sign(privateKey) },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ firstName: 'Sso', email: 'sso.user@example.test' });
      expect(ok.headers.authorization).toBeTruthy();
      const exchange = await app.app.inject({
        method: 'POST',
        url: '/api-v2/auth/sso/exchange-for-access-token',
        payload: { token: await sign(privateKey) },
      });
      expect(exchange.json().user.id).toBe(ok.json().user.id);
      const forged = await app.app.inject({
        method: 'POST',
        url: '/api-v2/auth/third-party/login',
        payload: { token: await sign(other.privateKey) },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe('Invalid token');
    } finally {
      await app.close();
    }
  });

  it('verifies Firebase ID tokens against the project', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const app = await createTestApp({
      FIREBASE_PROJECT_ID: 'demo-project',
      FIREBASE_PUBLIC_KEY: await exportSPKI(publicKey),
    });
    try {
      const idToken = await new SignJWT({
        email: 'fb.user@example.test',
        email_verified: true,
        name: 'Fire Base',
      })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer('https://securetoken.google.com/demo-project')
        .setAudience('demo-project')
        .setExpirationTime('5m')
        .sign(privateKey);
      const ok = await app.app.inject({
        method: 'POST',
        url: '/api-v2/auth/firebase/login',
        payload: { idToken, signupSource: 'web' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.firstName).toBe('Fire');
    } finally {
      await app.close();
    }
  });

  it('says so when no provider is configured', async () => {
    const response = await post('/auth/third-party/login', { token: 'x' });
    expect(response.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many attempts on one account', async () => {
    const app = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: 3, AUTH_RATE_LIMIT_PER_IP: 100 });
    try {
      const attempt = () =>
        app.app.inject({
          method: 'POST',
          url: '/api-v2/auth/login',
          payload: { usernameOrEmail: 'victim', password: 'Guess123' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many attempts, please try again later');
    } finally {
      await app.close();
    }
  });
});
