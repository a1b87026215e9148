import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestAppForSuite, type TestApp } from '../test/app';
import { buildEventWithOwner } from '../test/factories';

/**
 * Per-address rate limits count under request.ip. Unless a proxy is configured, X-Forwarded-For is the
 * client's own claim and must not change that address, or every request could pick a fresh budget.
 */
let forged = 0;
const forgedAddress = () => {
  forged += 1;
  return `203.0.${Math.floor(forged / 250) % 250}.${(forged % 250) + 1}`;
};

/** Statuses of `attempts` calls, each claiming a new client address in X-Forwarded-For. */
async function statusesOf(attempts: number, call: () => Promise<number>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) statuses.push(await call());
  return statuses;
}

const validateCode = async (app: TestApp, slug: string) =>
  (
    await app.app.inject({
      method: 'POST',
      url: `/api-v2/partners/events/${slug}/access-code/validate`,
      payload: { code: 'WRONG-CODE' },
      headers: { 'x-forwarded-for': forgedAddress() },
    })
  ).statusCode;

const login = async (app: TestApp, remoteAddress = '127.0.0.1') =>
  (
    await app.app.inject({
      method: 'POST',
      url: '/api-v2/auth/login',
      // A different account each time, so only the per-address limit can stop the run.
      payload: { usernameOrEmail: `nobody${forged}`, password: 'Wrong42x' },
      headers: { 'x-forwarded-for': forgedAddress() },
      remoteAddress,
    })
  ).statusCode;

async function codedEvent(app: TestApp) {
  const { event, owner } = await buildEventWithOwner(app.db);
  const set = await app.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, {
    code: 'RIGHT-CODE-2026',
  });
  expect(set.statusCode).toBe(200);
  return event.slug;
}

describe('X-Forwarded-For without a trusted proxy (the default)', () => {
  describe('on access-code checks', () => {
    const app = startTestAppForSuite({ AUTH_RATE_LIMIT_PER_IP: 3 });
    it('does not give guesses a new budget per forged address', async () => {
      const slug = await codedEvent(app());
      expect(await statusesOf(4, () => validateCode(app(), slug))).toEqual([403, 403, 403, 429]);
    });
  });

  describe('on logins', () => {
    const app = startTestAppForSuite({ AUTH_RATE_LIMIT_PER_IP: 3 });
    it('does not give logins a new budget per forged address', async () => {
      expect(await statusesOf(4, () => login(app()))).toEqual([401, 401, 401, 429]);
    });
  });
});

describe('X-Forwarded-For behind a configured proxy', () => {
  describe('listed by address', () => {
    const app = startTestAppForSuite({ AUTH_RATE_LIMIT_PER_IP: 3, TRUST_PROXY: ['127.0.0.1'] });
    it('honours the header', async () => {
      expect(await statusesOf(4, () => login(app()))).toEqual([401, 401, 401, 401]);
      const slug = await codedEvent(app());
      expect(await statusesOf(4, () => validateCode(app(), slug))).toEqual([403, 403, 403, 403]);
    });
  });

  describe('given as a hop count', () => {
    const app = startTestAppForSuite({ AUTH_RATE_LIMIT_PER_IP: 3, TRUST_PROXY: 1 });
    it('honours the header for that many hops', async () => {
      expect(await statusesOf(4, () => login(app(), '10.0.0.2'))).toEqual([401, 401, 401, 401]);
    });
  });

  describe('listed by range', () => {
    const app = startTestAppForSuite({ AUTH_RATE_LIMIT_PER_IP: 3, TRUST_PROXY: ['10.0.0.0/8'] });
    it('ignores the header from an address outside the range', async () => {
      expect(await statusesOf(4, () => login(app(), '192.0.2.10'))).toEqual([401, 401, 401, 429]);
      expect(await statusesOf(2, () => login(app(), '10.1.2.3'))).toEqual([401, 401]);
    });
  });
});

describe('TRUST_PROXY setting', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off by default and takes a hop count or addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('refuses to trust everybody and names what it cannot read', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY: true would believe any client/);
    expect(() => parse('10.0.0.0/99')).toThrow(/not an address or CIDR range: 10.0.0.0\/99/);
    expect(() => parse('proxy.internal')).toThrow(/TRUST_PROXY/);
  });
});
