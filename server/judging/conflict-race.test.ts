import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../db/client';
import { judgingLooks } from '../db/schema';
import { testAppForFile } from '../test/app';
import { buildCriteria, buildEventWithOwner, buildJudge, buildProject, buildRound } from '../test/factories';
import { nextLook } from './judge-queue';
import { setConflicts } from './judge-roster';
import { requireRound } from './rounds';

/**
 * A judge asks for the next project while a conflict of interest is being stored (by the judge or an
 * organiser): the conflicting project must never end up in front of the judge. On PostgreSQL
 * (TEST_DATABASE_URL with TEST_DB_DRIVER=postgres) the two calls run on two connection pools, as on two
 * app servers, and really race; on PGlite they take turns at the one connection.
 */
const t = testAppForFile();

let second: Database | null = null;
/** A second "server": its own pool (and its own in-process batching) on the same database. */
let other: Db;
beforeAll(async () => {
  const pool = (t.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  const url = t.driver === 'postgres' ? pool?.options?.connectionString : undefined;
  if (url) {
    second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    other = second.db;
  } else {
    other = t.db;
  }
});
afterAll(async () => {
  await second?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a conflict declared while the next project is being chosen', () => {
  it('never leaves the judge with a conflicting project, whichever lands first', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const projects = await Promise.all([0, 1, 2].map(() => buildProject(t.db, { eventId: event.id })));
    await buildCriteria(t.db, event.id, [{ name: 'Overall' }]);
    const round = await buildRound(t.db, event.id, { targetLooks: 3 });
    const loaded = await requireRound(t.db, event.id, round.id);
    const ids = projects.map((project) => project.id);
    const trials = 30;
    for (let trial = 0; trial < trials; trial++) {
      const { judge } = await buildJudge(t.db, event.id);
      const by = trial % 2 === 0 ? 'judge' : 'organiser';
      await Promise.all([
        nextLook(t.db, judge, loaded),
        pause(trial % 4).then(() => setConflicts(other, event.id, judge.id, ids, by)),
      ]);
      const open = await t.db
        .select()
        .from(judgingLooks)
        .where(and(eq(judgingLooks.judgeId, judge.id), inArray(judgingLooks.projectId, ids)));
      expect(open, `trial ${trial}: a look at a conflicting project survived`).toEqual([]);
      // And the judge's next call offers nothing: every project is a conflict now.
      expect((await nextLook(other, judge, loaded)).look).toBeNull();
    }
  }, 120_000);
});
