import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory, for the embedded project. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database that test databases are copied from, for the PostgreSQL project. */
    postgresTemplateName: string;
  }
}

/**
 * Builds the schema once per run: every test database then starts as a copy of a migrated one (a
 * loaded PGlite dump, or PostgreSQL's `create database … template`), which is much cheaper than
 * running every migration again for each test file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = project.config.env?.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB_DRIVER === 'postgres' && baseUrl) {
    return preparePostgresTemplate(project, baseUrl);
  }
  return preparePgliteTemplate(project);
}

async function preparePgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'showcase-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject, baseUrl: string): Promise<() => Promise<void>> {
  const name = `showcase_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await database.close();
  project.provide('postgresTemplateName', name);
  return async () => admin(`drop database if exists ${name} with (force)`);
}
