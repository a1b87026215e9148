import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { claimJob, enqueueJob, runDueJobs } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const jobNamed = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

describe('the job queue', () => {
  it('keeps one job per key, however often it is enqueued', async () => {
    const key = `unique-${Date.now()}`;
    expect(await enqueueJob(t.db, { key, kind: 'noop' })).toBe(true);
    expect(await enqueueJob(t.db, { key, kind: 'noop' })).toBe(false);
    expect(await t.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
  });

  it('retries a failed job later, keeping its error, and finishes it once it succeeds', async () => {
    const key = `flaky-${Date.now()}`;
    await enqueueJob(t.db, { key, kind: 'flaky' });
    let calls = 0;
    const handlers = {
      flaky: async () => {
        calls += 1;
        if (calls === 1) throw new Error('SMTP is down');
      },
    };
    await runDueJobs(t.db, 'worker-a', handlers);
    const failed = await jobNamed(key);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP is down', doneAt: null, lockedUntil: null });
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a second run leaves it alone.
    await runDueJobs(t.db, 'worker-a', handlers);
    expect(calls).toBe(1);

    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, key));
    await runDueJobs(t.db, 'worker-b', handlers);
    const done = await jobNamed(key);
    expect(calls).toBe(2);
    expect(done).toMatchObject({ attempts: 2, lastError: null, lockedBy: 'worker-b' });
    expect(done.doneAt).not.toBeNull();
  });

  it('gives a claimed job to no other worker until its lock runs out', async () => {
    const key = `claimed-${Date.now()}`;
    await enqueueJob(t.db, { key, kind: 'slow', runAt: new Date(Date.now() - 1000) });
    const first = await claimJob(t.db, 'worker-a');
    expect(first?.key).toBe(key);
    expect((await claimJob(t.db, 'worker-b'))?.key).not.toBe(key);
    // A worker that died frees the job when its lock expires.
    const later = new Date(Date.now() + 10 * 60_000);
    const retaken = await claimJob(t.db, 'worker-b', later);
    expect(retaken).toMatchObject({ key, lockedBy: 'worker-b', attempts: 2 });
  });

  it('stops after the last attempt', async () => {
    const key = `doomed-${Date.now()}`;
    await enqueueJob(t.db, { key, kind: 'doomed', maxAttempts: 1 });
    await runDueJobs(t.db, 'worker-a', {
      doomed: async () => {
        throw new Error('always fails');
      },
    });
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, key));
    expect(await claimJob(t.db, 'worker-a')).toBeNull();
    expect(await jobNamed(key)).toMatchObject({ attempts: 1, lastError: 'always fails', doneAt: null });
  });
});
