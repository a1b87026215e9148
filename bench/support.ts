import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import type { TokenKeys } from '../server/auth/tokens';
import { type Config, testConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import * as t from '../server/db/schema';
import { createLogger } from '../server/logger';
import { createOutboxMailer } from '../server/mail/mailer';

const BATCH = 1_000;

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server of `--pg [url]` or BENCH_DATABASE_URL, if either was given. */
export function benchPostgresUrl(): string | undefined {
  const pgFlag = process.argv.indexOf('--pg');
  const flagValue = process.argv[pgFlag + 1];
  return (
    process.env.BENCH_DATABASE_URL ??
    (pgFlag >= 0 ? (flagValue?.startsWith('postgres') ? flagValue : DEFAULT_BENCH_DATABASE_URL) : undefined)
  );
}

/**
 * PGlite in a temporary folder by default (or in `dataDir`, the app's DATA_DIR, left in place); `--pg [url]`
 * or BENCH_DATABASE_URL for PostgreSQL, in a fresh database dropped by `cleanup`.
 */
export async function openBenchDatabase(
  baseUrl = benchPostgresUrl(),
  dataDir?: string,
): Promise<{
  database: Database;
  label: string;
  /** The PostgreSQL database's address (none for the embedded one). */
  url?: string;
  cleanup(): Promise<void>;
}> {
  if (!baseUrl) {
    const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'showcase-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      label: 'PGlite (embedded)',
      cleanup: async () => {
        if (!dataDir) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `showcase_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
  });
  return {
    database,
    label: `PostgreSQL (node-postgres pool of ${process.env.BENCH_POOL_SIZE ?? 20})`,
    url: url.toString(),
    async cleanup() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** One published event with `count` approved projects in four categories. */
export async function seedLargeEvent(
  database: Database,
  count: number,
): Promise<{ slug: string; eventId: number }> {
  const { db } = database;
  const slug = 'bench';
  const [event] = await db
    .insert(t.events)
    .values({ slug, name: 'Benchmark Fair', status: 'Published', privacy: 'PUBLIC' })
    .returning();
  const eventId = event!.id;
  const categoryRows = await db
    .insert(t.categories)
    .values(
      ['Energy', 'Health', 'Games', 'Tools'].map((name) => ({ eventId, name, slug: name.toLowerCase() })),
    )
    .returning();
  for (let start = 0; start < count; start += BATCH) {
    const rows = await db
      .insert(t.projects)
      .values(
        Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
          const n = start + offset;
          return {
            eventId,
            slug: `project-${n}`,
            title: `Project ${n}`,
            description: `Benchmark project number ${n}, with a description of ordinary length for a gallery card.`,
            imageUrl: `/demo-assets/project/p${n % 50}.svg`,
            submissionStatus: 'APPROVED' as const,
            likesCount: n % 17,
          };
        }),
      )
      .returning({ id: t.projects.id });
    await db
      .insert(t.projectCategories)
      .values(
        rows.map((row, i) => ({ projectId: row.id, categoryId: categoryRows[i % categoryRows.length]!.id })),
      );
  }
  return { slug, eventId };
}

/** The real app, listening on a free port, with a known signing key so benchmarks can mint tokens. */
export async function startBenchApp(database: Database, overrides: Partial<Config> = {}) {
  const keys: TokenKeys = { secret: randomBytes(32) };
  const app = await buildApp({
    db: database.db,
    publicChanges: database.publicChanges,
    config: testConfig({ WEB_DIST: '/nonexistent', ...overrides }),
    keys,
    mailer: createOutboxMailer(database.db),
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    version: { version: 'bench', commit: null },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, keys };
}
