import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/app';
import { openDatabase } from './client';
import { copyDatabase, isEmpty, TABLES_IN_ORDER } from './copy';
import * as t from './schema';
import { seedDemo } from './seed';

/** The move from the embedded database to PostgreSQL keeps every row and keeps ids growing. */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL)(
  'copyDatabase',
  () => {
    it('copies the seeded embedded database into an empty PostgreSQL one', async () => {
      const source = await openDatabase({ dataDir: 'memory://' });
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const target = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
      try {
        await seedDemo(source.db);
        expect(await isEmpty(target.db)).toBe(true);
        const copied = await copyDatabase(source.db, target.db);
        expect(Object.keys(copied)).toHaveLength(TABLES_IN_ORDER.length);
        for (const table of [t.users, t.projects, t.projectLikes, t.timelines]) {
          const [a] = await source.db.select({ n: count() }).from(table);
          const [b] = await target.db.select({ n: count() }).from(table);
          expect(b!.n).toBe(a!.n);
        }
        // New rows get fresh ids after the copied ones.
        const [event] = await target.db
          .insert(t.events)
          .values({ slug: 'after-copy', name: 'After' })
          .returning();
        const [maxBefore] = await source.db.select({ n: count() }).from(t.events);
        expect(event!.id).toBeGreaterThan(maxBefore!.n);
        expect(await isEmpty(target.db)).toBe(false);
      } finally {
        await source.close();
        await target.close();
        await created.drop();
      }
    });
  },
);
