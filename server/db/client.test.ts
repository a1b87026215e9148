import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, shippedPgliteTemplate } from './client';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journalEntries = (folder: string) =>
  (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

/** An embedded database on disk skips the migrator when it has every migration, and only then. */
describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('opening an embedded database', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'showcase-client-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const recorded = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    // Both drivers answer with `rows`.
    const result = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };

  it('applies the migrations a database lacks, then reopens it as it is', { timeout: 90_000 }, async () => {
    // A database made by the release before the newest migration: every migration but the last.
    const older = path.join(work, 'older-migrations');
    cpSync(migrations, older, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(older, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    journal.entries.pop();
    writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify(journal));
    const dataDir = path.join(work, 'data');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const before = new PGlite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: shippedPgliteTemplate() ?? undefined,
    });
    await migrate(drizzle(before), { migrationsFolder: older });
    await before.close();

    const upgraded = await openDatabase({ dataDir });
    expect(await recorded(upgraded)).toBe(journalEntries(migrations));
    await upgraded.close();

    const reopened = await openDatabase({ dataDir });
    expect(await recorded(reopened)).toBe(journalEntries(migrations));
    await reopened.close();
  });

  it('creates a new database from the shipped template, made by the installed PGlite', {
    timeout: 90_000,
  }, async () => {
    // After an upgrade of PGlite: `npm run db:template` makes the template again.
    expect(
      shippedPgliteTemplate(),
      'server/db/pglite-template is from another PGlite version',
    ).not.toBeNull();
    const dataDir = path.join(work, 'fresh');
    const fresh = await openDatabase({ dataDir });
    expect(await recorded(fresh)).toBe(journalEntries(migrations));
    const result = (await fresh.db.execute(sql`select current_user as who, version() as v`)) as unknown as {
      rows: { who: string; v: string }[];
    };
    expect(result.rows[0]?.who).toBe('postgres');
    await fresh.close();
    const reopened = await openDatabase({ dataDir });
    expect(await recorded(reopened)).toBe(journalEntries(migrations));
    await reopened.close();
  });
});
