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
import * as schema from './schema';

/** One type for both drivers (and for transactions, which extend it): services take this handle. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `work` while holding a database-wide lock, so app servers starting together take turns. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Follows the events whose public data changed; see `PublicChangeFeed`. */
  publicChanges: PublicChangeFeed;
}

/** The channel the database triggers of migrations 0011–0013 announce changed events on. */
export const PUBLIC_CHANGES_CHANNEL = 'showcase_public';

/**
 * Calls `onChange` with an event id ('*' for every event) after each commit that changed what anonymous
 * visitors of that event see, and `onLost` when messages may have been missed (a dropped connection).
 * Resolves once listening, with `stop` and `announce`, which sends a message to every listener (this
 * server included) on the listening connection, without waiting and without taking a pooled connection.
 */
export type PublicChangeFeed = (
  onChange: (message: string) => void,
  onLost: () => void,
) => Promise<{ stop(): Promise<void>; announce(message: string): void }>;

/** A connection of its own that LISTENs, reconnecting after failures (each one reported as a loss). */
function postgresChangeFeed(databaseUrl: string): PublicChangeFeed {
  return async (onChange, onLost) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => onChange(message.payload ?? '*'));
      const lost = () => {
        if (client !== next || stopped) return;
        client = null;
        onLost();
        retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
      };
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${PUBLIC_CHANGES_CHANNEL}`);
      } catch (error) {
        lost();
        throw error;
      }
      // Anything committed while the connection was down was not heard.
      onLost();
    };
    await connect();
    return {
      async stop() {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      },
      announce(message) {
        // A failure here is the connection's failure, which its error handler reports as a loss.
        client?.query('select pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, message]).catch(() => undefined);
      },
    };
  };
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
        announce(message) {
          client.query('select pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, message]).catch(() => undefined);
        },
      };
    },
  };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(schema.events);
  return (row?.total ?? 0) === 0;
}
