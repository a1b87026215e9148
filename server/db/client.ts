import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  batchedAnnouncer,
  PUBLIC_CHANGES_CHANNEL,
  type PublicChangeFeed,
  postgresChangeFeed,
} from './change-feed';
import * as schema from './schema';

/** One type for both drivers (and for transactions, which extend it): services take this handle. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export { PUBLIC_CHANGES_CHANNEL, type PublicChangeFeed } from './change-feed';

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `work` while holding a database-wide lock, so app servers starting together take turns. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Follows the events whose public data changed; see `PublicChangeFeed`. */
  publicChanges: PublicChangeFeed;
}

/**
 * The app's connections announce their likes themselves, after commit (server/projects/likes.ts): the
 * trigger of migration 0013 leaves likes made on them unannounced. Other connections (psql, a script)
 * keep the trigger's announcement.
 */
const LIKES_ANNOUNCED_BY_APP = 'showcase.likes_announced=app';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const templateFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template');

/** The installed PGlite's version, from its package.json (which its exports do not expose). */
function installedPgliteVersion(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    let folder = path.dirname(entry);
    while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return null;
  }
}

/**
 * The empty database shipped with the code (`npm run db:template`), when it was made by the installed
 * PGlite. A first start unpacks it instead of running initdb, which runs a second PostgreSQL instance and
 * a WebAssembly module of its own beside the server's: 650-700 MB at its peak against about 250 MB
 * (docs/performance.md). Another PGlite version gets null, and initdb as before.
 */
export function shippedPgliteTemplate(): Blob | null {
  const versionFile = path.join(templateFolder, 'pglite-version.txt');
  if (!existsSync(versionFile)) return null;
  if (readFileSync(versionFile, 'utf8').trim() !== installedPgliteVersion()) return null;
  return new Blob([readFileSync(path.join(templateFolder, 'pgdata.tar.gz'))], { type: 'application/x-gzip' });
}

/** Any constant; several app servers starting at once take turns at migrating. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Whether the database has every migration of the journal: drizzle's migrator applies those newer than
 * the newest it recorded, and finding none costs it two DDL statements, an empty transaction and
 * reading and hashing every migration file, on every start. A database without the table migrates.
 */
async function pgliteUpToDate(client: PGliteClient): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    return Number(rows[0]?.created_at ?? 0) >= newest;
  } catch {
    return false;
  }
}

/**
 * PGlite creates a database by running initdb in WebAssembly instances of its own, about 350 MB that only
 * a full garbage collection gives back, and a quiet server may not run one for hours: after a first start
 * the server stayed near 650 MB or dropped to 250 MB depending on the collector's timing. So a new
 * database's opening is followed by one collection, on the next turn of the event loop (sooner, the
 * opening still holds them), through a context of its own so `gc` is not left exposed to the app.
 */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir: string;
  /** Told about errors of idle pooled connections (a restarted server, say), which would otherwise crash. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL connections per app server (default 10). */
  poolSize?: number;
  /**
   * A dumped PGlite data directory to start from instead of an empty one. Tests start each database
   * from one already migrated, which spares every test file the cost of building the schema.
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

// Each driver is loaded only when used: an embedded server never loads node-postgres, nor a server on
// PostgreSQL the WebAssembly database.
async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    options: `-c ${LIKES_ANNOUNCED_BY_APP}`,
  });
  // The pool replaces a broken idle connection by itself; the error only needs reporting.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzle(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID + 1]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID + 1]).catch(() => undefined);
      lock.release();
    }
  };
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    exclusively,
    close: () => pool.end(),
    publicChanges: postgresChangeFeed(pg, databaseUrl),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const creating = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  // PostgreSQL's defaults reserve 128 MB of shared buffers inside the process; an embedded demo's data
  // fits in far less and the operating system caches its files anyway.
  const settings = {
    postgresqlconf: ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 16MB'],
  };
  const template = options.pgliteTemplate ?? (creating || !dataDir ? shippedPgliteTemplate() : null);
  const client = template
    ? new PGlite({ dataDir, loadDataDir: template, ...settings })
    : new PGlite(dataDir, settings);
  const db = drizzle(client, { schema });
  if (!(await pgliteUpToDate(client))) await migrate(db, { migrationsFolder });
  if (creating) setTimeout(collectGarbage, 0);
  await client.exec(`set ${LIKES_ANNOUNCED_BY_APP}`);
  // One process owns an embedded database, so there is nobody to take turns with.
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    exclusively: (work) => work(),
    close: () => client.close(),
    // PGlite runs the trigger's NOTIFY in this process and calls back before the write's query resolves.
    publicChanges: async (onChange) => {
      const stop = await client.listen(PUBLIC_CHANGES_CHANNEL, onChange);
      return {
        stop: () => stop(),
        announce: batchedAnnouncer((statement, values) => client.query(statement, values)),
      };
    },
  };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(schema.events);
  return (row?.total ?? 0) === 0;
}
