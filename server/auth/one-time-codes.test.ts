import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { verificationCodes } from '../db/schema';
import { openTestDatabase } from '../test/app';
import { buildUser } from '../test/factories';
import { consumeResetToken, consumeUserCode, issueCode, MAX_CODE_ATTEMPTS } from './one-time-codes';

let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A 6-digit code that is none of the given ones. */
const otherThan = (...codes: string[]) =>
  ['000000', '111111', '222222', '333333', '444444'].find((code) => !codes.includes(code))!;

describe('verification codes', () => {
  it('keep an earlier unexpired code working after a new one is mailed, until one is used', async () => {
    const user = await buildUser(db(), { isVerified: false });
    const first = await issueCode(db(), user.id, 'verify');
    const second = await issueCode(db(), user.id, 'verify');
    expect(await consumeUserCode(db(), user.id, first)).toBe(true);
    // Using one spends them all.
    expect(await consumeUserCode(db(), user.id, second)).toBe(false);
    expect(await consumeUserCode(db(), user.id, first)).toBe(false);
  });

  it('keep at most three live codes: a fourth retires the oldest', async () => {
    const user = await buildUser(db(), { isVerified: false });
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push(await issueCode(db(), user.id, 'verify'));
    const live = await db().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(live.filter((row) => row.usedAt === null)).toHaveLength(3);
    // Six random digits may repeat; only a distinct oldest code can prove it was retired.
    if (!codes.slice(1).includes(codes[0]!)) {
      expect(await consumeUserCode(db(), user.id, codes[0]!)).toBe(false);
    }
    expect(await consumeUserCode(db(), user.id, codes[1]!)).toBe(true);
  });

  it('count a wrong guess against every live code, so five lock them all', async () => {
    const user = await buildUser(db(), { isVerified: false });
    const first = await issueCode(db(), user.id, 'verify');
    const second = await issueCode(db(), user.id, 'verify');
    const wrong = otherThan(first, second);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect(await consumeUserCode(db(), user.id, wrong)).toBe(false);
    expect(await consumeUserCode(db(), user.id, first)).toBe(false);
    expect(await consumeUserCode(db(), user.id, second)).toBe(false);
    // A new code starts with its own attempts.
    const third = await issueCode(db(), user.id, 'verify');
    expect(await consumeUserCode(db(), user.id, third)).toBe(true);
  });

  it('refuse an expired code and another user’s code', async () => {
    const user = await buildUser(db(), { isVerified: false });
    const other = await buildUser(db(), { isVerified: false });
    const code = await issueCode(db(), user.id, 'verify');
    const othersCode = await issueCode(db(), other.id, 'verify');
    if (othersCode !== code) expect(await consumeUserCode(db(), user.id, othersCode)).toBe(false);
    await db()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    expect(await consumeUserCode(db(), user.id, code)).toBe(false);
    expect(await consumeUserCode(db(), other.id, othersCode)).toBe(true);
  });
});

describe('reset tokens', () => {
  it('work once, and a new link retires the older one', async () => {
    const user = await buildUser(db());
    const first = await issueCode(db(), user.id, 'reset');
    const second = await issueCode(db(), user.id, 'reset');
    expect(await consumeResetToken(db(), first)).toBeNull();
    expect(await consumeResetToken(db(), second)).toBe(user.id);
    expect(await consumeResetToken(db(), second)).toBeNull();
  });
});
