import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** How long a claimed job stays locked to its worker; a worker that dies frees it after this. */
const LOCK_SECONDS = 300;
/** Seconds to wait before the nth retry (1-based), doubling up to an hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

export interface EnqueueInput {
  /** Unique across the queue: enqueuing a key that exists (even done) keeps the first row. */
  key: string;
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job unless one with its key exists; true when this call added it. */
export async function enqueueJob(db: Db, input: EnqueueInput): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      key: input.key,
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      maxAttempts: input.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/**
 * Takes the oldest due job for this worker. FOR UPDATE SKIP LOCKED lets several app servers claim at
 * once without waiting on each other or taking the same row; the lock time frees a job whose worker died.
 */
export async function claimJob(db: Db, workerId: string, now = new Date()): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          lt(jobs.attempts, jobs.maxAttempts),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + LOCK_SECONDS * 1000),
      })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

export async function completeJob(db: Db, job: JobRow): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** Frees a failed job for a later retry (or leaves it failed for good after its last attempt). */
export async function failJob(db: Db, job: JobRow, error: unknown, now = new Date()): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: message.slice(0, 2000),
      runAt: new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

export type JobHandler = (job: JobRow) => Promise<void>;

export const newWorkerId = () => `worker-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Runs due jobs one by one until none is left (or `limit` ran); returns how many ran. */
export async function runDueJobs(
  db: Db,
  workerId: string,
  handlers: Record<string, JobHandler>,
  options: { limit?: number; onError?: (job: JobRow, error: unknown) => void } = {},
): Promise<number> {
  let ran = 0;
  while (ran < (options.limit ?? 100)) {
    const job = await claimJob(db, workerId);
    if (!job) break;
    ran += 1;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job);
      await completeJob(db, job);
    } catch (error) {
      options.onError?.(job, error);
      await failJob(db, job, error);
    }
  }
  return ran;
}
