import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';

export type CodePurpose = 'verify' | 'reset';

const LIFETIME_MS: Record<CodePurpose, number> = { verify: 15 * 60 * 1000, reset: 60 * 60 * 1000 };
export const MAX_CODE_ATTEMPTS = 5;

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Issues a fresh single-use secret: a 6-digit code to type, or a long token for a reset link.
 * Only its hash is stored; issuing a new one retires the older ones of the same purpose.
 */
export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<string> {
  const code =
    purpose === 'verify'
      ? String(randomInt(0, 1_000_000)).padStart(6, '0')
      : randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      codeHash: digest(code),
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
  });
  return code;
}

/** A user's 6-digit code: right, unexpired, unused and within the attempt limit, or false (counted). */
export async function consumeUserCode(db: Db, userId: number, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, 'verify'),
          isNull(verificationCodes.usedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (!current || current.expiresAt < new Date() || current.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (current.codeHash !== digest(code.trim())) {
      await tx
        .update(verificationCodes)
        .set({ attempts: current.attempts + 1 })
        .where(eq(verificationCodes.id, current.id));
      return false;
    }
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(eq(verificationCodes.id, current.id));
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
