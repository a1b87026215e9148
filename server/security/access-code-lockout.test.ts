import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../common/constants';
import { accessCode, firstBrokenRule } from '../../common/validation';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { accessCodeFailures } from '../db/schema';
import { createLogger } from '../logger';
import { createOutboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { buildEventWithOwner } from '../test/factories';

/**
 * A four-digit code fell to 10,000 guesses in seconds, each from a new forged address. Now the wrong
 * tries are counted per event in the database, whatever address they come from, and codes are long.
 * The proxy is trusted here on purpose: every guess really counts as a new client address, so only the
 * per-event lockout can stop the run.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: ['127.0.0.1'],
    AUTH_RATE_LIMIT_PER_IP: 10_000,
    ACCESS_CODE_MAX_FAILURES: 10,
    ACCESS_CODE_LOCKOUT_MINUTES: 15,
  });
});
afterAll(() => t.close());

const RIGHT = 'TIDE-POOL-2026';
let address = 0;

async function codedEvent() {
  const { event, owner } = await buildEventWithOwner(t.db);
  const set = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, { code: RIGHT });
  expect(set.statusCode).toBe(200);
  return { event, owner };
}

const guess = (slug: string, code: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api-v2/partners/events/${slug}/access-code/validate`,
    payload: { code },
    headers: { 'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
};

describe('per-event lockout of access-code guesses', () => {
  it('stops a brute force spread over a new address per request, the right code included', async () => {
    const { event } = await codedEvent();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(event.slug, `GUESS-${1000 + i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(403), 429, 429]);
    const right = await guess(event.slug, RIGHT);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong access codes for this event: try again in 15 minutes');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('counts per event: another event keeps its budget, and right codes do not use it up', async () => {
    const { event: locked } = await codedEvent();
    const { event: open } = await codedEvent();
    for (let i = 0; i < 11; i++) await guess(locked.slug, `GUESS-${i}`);
    expect((await guess(locked.slug, RIGHT)).statusCode).toBe(429);
    for (let i = 0; i < 9; i++) expect((await guess(open.slug, `GUESS-${i}`)).statusCode).toBe(403);
    for (let i = 0; i < 3; i++) expect((await guess(open.slug, RIGHT)).statusCode).toBe(200);
    expect((await guess(open.slug, 'GUESS-LAST')).statusCode).toBe(403);
  });

  it('keeps the count in the database, so a second app server refuses too', async () => {
    const { event } = await codedEvent();
    for (let i = 0; i < 10; i++) await guess(event.slug, `GUESS-${i}`);
    const [row] = await t.db
      .select()
      .from(accessCodeFailures)
      .where(eq(accessCodeFailures.eventId, event.id));
    expect(row?.failures).toBe(10);
    const second = await buildApp({
      db: t.db,
      config: testConfig({ WEB_DIST: '/nonexistent', ACCESS_CODE_MAX_FAILURES: 10 }),
      keys: t.keys,
      mailer: createOutboxMailer(t.db),
      logger: createLogger({ LOG_LEVEL: 'silent' }),
      version: { version: 'test', commit: null },
    });
    try {
      const answer = await second.inject({
        method: 'POST',
        url: `/api-v2/partners/events/${event.slug}/access-code/validate`,
        payload: { code: RIGHT },
      });
      expect(answer.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('opens again once the window has passed', async () => {
    const { event } = await codedEvent();
    for (let i = 0; i < 11; i++) await guess(event.slug, `GUESS-${i}`);
    expect((await guess(event.slug, RIGHT)).statusCode).toBe(429);
    await t.db
      .update(accessCodeFailures)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(accessCodeFailures.eventId, event.id));
    expect((await guess(event.slug, RIGHT)).statusCode).toBe(200);
  });

  it('gives a fresh budget when the organisers set a new code', async () => {
    const { event, owner } = await codedEvent();
    for (let i = 0; i < 11; i++) await guess(event.slug, `GUESS-${i}`);
    await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, { code: 'NEW-TIDE-2027' });
    expect((await guess(event.slug, 'NEW-TIDE-2027')).statusCode).toBe(200);
  });

  it('holds when the guesses arrive all at once', async () => {
    const { event } = await codedEvent();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(event.slug, `GUESS-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});

describe('access-code length', () => {
  it('needs 8 characters, a rule shared by the server and the organiser console', async () => {
    expect(LIMITS.accessCodeMin).toBe(8);
    expect(firstBrokenRule(accessCode, ' 1234567 ')).toBe('console.accessCodeLength');
    expect(firstBrokenRule(accessCode, '12345678')).toBeNull();
    const { event, owner } = await buildEventWithOwner(t.db);
    const short = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, { code: '4321' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/The access code must be 8 to 64 characters/);
    const long = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, {
      code: 'x'.repeat(65),
    });
    expect(long.statusCode).toBe(400);
  });
});
