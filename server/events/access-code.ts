import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accessCodeFailures } from '../db/schema';
import { AppError } from '../errors';
import { hashAccessCode } from './credentials';
import type { EventRow } from './service';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export type AccessCodeCheck = { valid: true } | { valid: false; lockedForSeconds: number | null };

/**
 * Counts one try at the event's code in the current window, before the code is compared, so tries that
 * race each other each get their own number. The window starts at its first try and lasts the lockout.
 */
async function countTry(ctx: Ctx, eventId: number) {
  const windowMs = ctx.config.ACCESS_CODE_LOCKOUT_MINUTES * 60_000;
  const now = new Date();
  const expired = sql`${accessCodeFailures.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await ctx.db
    .insert(accessCodeFailures)
    .values({ eventId, windowStartedAt: now, failures: 1 })
    .onConflictDoUpdate({
      target: accessCodeFailures.eventId,
      set: {
        failures: sql`case when ${expired} then 1 else ${accessCodeFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${accessCodeFailures.windowStartedAt} end`,
      },
    })
    .returning();
  return { tries: row!.failures, windowEndsAt: row!.windowStartedAt.getTime() + windowMs };
}

/** A right code does not use up the event's budget of wrong ones. */
async function refundTry(ctx: Ctx, eventId: number) {
  await ctx.db
    .update(accessCodeFailures)
    .set({ failures: sql`greatest(${accessCodeFailures.failures} - 1, 0)` })
    .where(eq(accessCodeFailures.eventId, eventId));
}

/**
 * Checks a visitor's access code. Wrong codes are counted per event in the database, so guesses spread
 * over many client addresses or app servers share one budget: past ACCESS_CODE_MAX_FAILURES in the
 * window, every try is refused until the window ends, the right code included.
 */
export async function tryAccessCode(ctx: Ctx, event: EventRow, code: string): Promise<AccessCodeCheck> {
  if (!event.accessCodeHash || !code.trim())
    throw new AppError('bad_request', 'Fail to validate Access Code');
  const { tries, windowEndsAt } = await countTry(ctx, event.id);
  if (tries > ctx.config.ACCESS_CODE_MAX_FAILURES) {
    return { valid: false, lockedForSeconds: Math.max(1, Math.ceil((windowEndsAt - Date.now()) / 1000)) };
  }
  const expired = event.accessCodeExpiresAt !== null && event.accessCodeExpiresAt.getTime() <= Date.now();
  if (expired || hashAccessCode(event.id, code) !== event.accessCodeHash) {
    return { valid: false, lockedForSeconds: null };
  }
  await refundTry(ctx, event.id);
  return { valid: true };
}

/** A new code starts with a fresh budget (and lets organisers end a lockout). */
export async function resetAccessCodeTries(ctx: Ctx, eventId: number) {
  await ctx.db.delete(accessCodeFailures).where(eq(accessCodeFailures.eventId, eventId));
}
