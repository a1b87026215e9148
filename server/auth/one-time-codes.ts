import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';

export type CodePurpose = 'verify' | 'reset';

const LIFETIME_MS: Record<CodePurpose, number> = { verify: 15 * 60 * 1000, reset: 60 * 60 * 1000 };
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Verification codes that work at once. A second login or a "send a new code" must not break the
 * code already in the first mail, but every live code is one more number a guess can hit: the
 * oldest beyond this many are retired.
 */
export const MAX_LIVE_VERIFY_CODES = 3;

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Issues a fresh single-use secret: a 6-digit code to type, or a long token for a reset link. Only its
 * hash is stored. A new reset link retires the older ones; a new verification code keeps the newest
 * earlier codes working (up to MAX_LIVE_VERIFY_CODES in all) until one of them is used.
 */
export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<string> {
  const code =
    purpose === 'verify'
      ? String(randomInt(0, 1_000_000)).padStart(6, '0')
      : randomBytes(32).toString('base64url');
  const kept = purpose === 'verify' ? MAX_LIVE_VERIFY_CODES - 1 : 0;
  await db.transaction(async (tx) => {
    const live = await tx
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id));
    const retired = live.slice(kept).map((row) => row.id);
    if (retired.length) {
      await tx
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(inArray(verificationCodes.id, retired));
    }
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      codeHash: digest(code),
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
  });
  return code;
}

/**
 * A user's 6-digit code: one of their live codes (unexpired, unused, within the attempt limit), or
 * false. A wrong guess counts against every live code, so five wrong guesses lock them all however
 * many are live; the right one spends them all.
 */
export async function consumeUserCode(db: Db, userId: number, code: string): Promise<boolean> {
  const ofUser = and(
    eq(verificationCodes.userId, userId),
    eq(verificationCodes.purpose, 'verify'),
    isNull(verificationCodes.usedAt),
  );
  return db.transaction(async (tx) => {
    const live = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          ofUser,
          gt(verificationCodes.expiresAt, new Date()),
          lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .for('update');
    if (!live.length) return false;
    const hash = digest(code.trim());
    if (!live.some((row) => row.codeHash === hash)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          inArray(
            verificationCodes.id,
            live.map((row) => row.id),
          ),
        );
      return false;
    }
    await tx.update(verificationCodes).set({ usedAt: new Date() }).where(ofUser);
    return true;
  });
}

/** A reset token from a link: its user when valid, after marking it spent. */
export async function consumeResetToken(db: Db, token: string): Promise<number | null> {
  const [spent] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.codeHash, digest(token)),
        eq(verificationCodes.purpose, 'reset'),
        isNull(verificationCodes.usedAt),
      ),
    )
    .returning();
  if (!spent || spent.expiresAt < new Date()) return null;
  return spent.userId;
}
