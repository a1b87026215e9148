import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
/** Any constant; several app servers starting at once take turns at migrating. */
const MIGRATION_LOCK_ID = 727_001;

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
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c ${LIKES_ANNOUNCED_BY_APP}`,
    });
    // The pool replaces a broken idle connection by itself; the error only needs reporting.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
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
      publicChanges: postgresChangeFeed(options.databaseUrl),
    };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's defaults reserve 128 MB of shared buffers inside the process; an embedded demo's data
  // fits in far less and the operating system caches its files anyway. Keeps the server near 300 MB.
  const settings = {
    postgresqlconf: ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 16MB'],
  };
  const client = options.pgliteTemplate
    ? new PGlite({ dataDir, loadDataDir: options.pgliteTemplate, ...settings })
    : new PGlite(dataDir, settings);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
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
