import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { judgingRounds } from '../db/schema';

/** Advisory lock namespace of assignment (the second key is the round). */
const ASSIGNMENT_LOCK = 727_100;

/**
 * Takes the assignment lock of a round for the rest of the transaction. Whatever changes who may be
 * given which project (conflicts) takes it too, so a choice never reads conflicts that are about to
 * change: either the conflict is stored first and the choice sees it, or the look is stored first and
 * the conflict's writer releases it.
 */
export async function lockAssignment(tx: Db, roundIds: readonly number[]) {
  // Always in id order, so two writers locking several rounds cannot wait for each other.
  for (const roundId of [...new Set(roundIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK}, ${roundId})`);
  }
}

/** Locks assignment in every round of an event (conflicts hold across rounds). */
export async function lockEventAssignment(tx: Db, eventId: number) {
  const rounds = await tx
    .select({ id: judgingRounds.id })
    .from(judgingRounds)
    .where(eq(judgingRounds.eventId, eventId));
  await lockAssignment(
    tx,
    rounds.map((round) => round.id),
  );
}
