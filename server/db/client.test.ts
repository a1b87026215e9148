import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';

/** An embedded database on disk skips the migrator when it has every migration, and only then. */
describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('opening an embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcase-client-'));
  const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const hasViewsTable = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    // Both drivers answer with `rows`.
    const result = (await database.db.execute(
      sql`select to_regclass('public.project_views')::text as found`,
    )) as unknown as { rows: { found: string | null }[] };
    return result.rows[0]?.found === 'project_views';
  };

  it('reopens an up-to-date database as it is, and applies a migration it lacks', async () => {
    const first = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(await hasViewsTable(first)).toBe(true);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    expect(await hasViewsTable(reopened)).toBe(true);
    // Undo the newest migration (it adds project_views) as if the database predated it.
    await reopened.db.execute(sql`drop table project_views`);
    await reopened.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await reopened.close();

    const upgraded = await openDatabase({ dataDir });
    expect(await hasViewsTable(upgraded)).toBe(true);
    await upgraded.close();
  });
});
