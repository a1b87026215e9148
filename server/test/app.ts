import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { signAccessToken, type TokenKeys } from '../auth/tokens';
import { type Config, testConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { mailOutbox, users } from '../db/schema';
import { createLocalStorage } from '../files/storage';
import { createLogger } from '../logger';
import { createOutboxMailer, type Mailer } from '../mail/mailer';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  keys: TokenKeys;
  driver: Database['driver'];
  /** Bearer headers for a user, as the auth flow would issue them. */
  authHeaders(userId: number, eventSlug?: string): Promise<Record<string, string>>;
  /** An /api-v2 call as a user (or anonymously with null), JSON payload optional. */
  as(userId: number | null, method: string, url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A throwaway PostgreSQL database per test file, so files run in parallel without sharing rows;
 * a copy of `template` (an already migrated database) when one is named.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `showcase_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The migrated PGlite data directory of this run (see global-setup.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;

export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== 'postgres' || !baseUrl) {
    const templateFile = inject('pgliteTemplateFile');
    if (templateFile && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(templateFile)]);
    return openDatabase({ dataDir: 'memory://', pgliteTemplate });
  }
  const created = await createPostgresDatabase(baseUrl, inject('postgresTemplateName'));
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** The apps of this test file that are open, whose background mail lastMailTo waits for. */
const runningApps = new Set<FastifyInstance>();

export interface TestAppOptions {
  /** Where log lines go (with LOG_LEVEL set in the config); silent otherwise. */
  logStream?: DestinationStream;
  /** A mailer in place of the outbox; given the database, e.g. to wrap the outbox mailer. */
  mailer?: (db: Db) => Mailer;
  /** Serve anonymous public reads from the answer cache, as production does. */
  publicCache?: boolean;
}

export async function createTestApp(
  configOverrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const keys: TokenKeys = { secret: new TextEncoder().encode(randomBytes(32).toString('hex')) };
  const logger = createLogger(
    { LOG_LEVEL: options.logStream ? (configOverrides.LOG_LEVEL ?? 'info') : 'silent' },
    options.logStream,
  );
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'showcase-uploads-'));
  const app = await buildApp({
    storage: createLocalStorage(uploadsDir),
    logger,
    mailer: options.mailer?.(database.db) ?? createOutboxMailer(database.db, logger),
    db: database.db,
    ...(options.publicCache ? { publicChanges: database.publicChanges } : {}),
    config: testConfig({ WEB_DIST: '/nonexistent', ...configOverrides }),
    keys,
    version: { version: '0.0.0-test', commit: null },
  });
  await app.ready();
  runningApps.add(app);
  const authHeaders = async (userId: number, eventSlug = 'demo') => {
    const [user] = await database.db
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, userId));
    const sessionVersion = user?.sessionVersion ?? 0;
    const token = await signAccessToken(keys, { userId, roles: [], eventSlug, sessionVersion });
    return { authorization: `Bearer ${token}` };
  };
  return {
    app,
    db: database.db,
    keys,
    driver: database.driver,
    authHeaders,
    async as(userId, method, url, payload) {
      return app.inject({
        method: method as 'GET',
        url: `/api-v2${url}`,
        headers: userId ? await authHeaders(userId) : {},
        ...(payload ? { payload } : {}),
      });
    },
    async close() {
      runningApps.delete(app);
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app with this configuration for the tests of the enclosing describe block, started in its
 * beforeAll (whose timeout suits booting a database) and closed in its afterAll.
 */
export function startTestAppForSuite(
  configOverrides: Partial<Config> = {},
  options: TestAppOptions = {},
): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(configOverrides, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not started yet');
    return app;
  };
}

/**
 * The test app of this file (or describe block): `const t = testAppForFile()` starts it in beforeAll and
 * closes it in afterAll; until then its fields are not there to read.
 */
export function testAppForFile(configOverrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  const current = startTestAppForSuite(configOverrides, options);
  return new Proxy({} as TestApp, { get: (_target, key) => Reflect.get(current(), key) });
}

/** The newest outbox mail to an address: how tests read codes and links. */
export async function lastMailTo(db: Db, to: string) {
  // Mail goes out after the answer (server/http/background.ts): let what is being sent arrive first.
  await Promise.all([...runningApps].map((app) => app.background.settled()));
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}
