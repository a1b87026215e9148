/**
 * GET /api-v2/projects against an event with 10,000 approved projects, next to a bare Fastify
 * hello-world in the same process, so the ratio says what our stack costs over the framework.
 * Usage: npm run bench:api [-- --pg [url]]   (BENCH_DURATION=seconds, default 10)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import * as t from '../server/db/schema';
import { createOutboxMailer } from '../server/mail/mailer';

const PROJECTS = 10_000;
const BATCH = 1_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

async function openBenchDatabase(): Promise<{ database: Database; label: string; cleanup(): Promise<void> }> {
  const pgFlag = process.argv.indexOf('--pg');
  const baseUrl =
    process.env.BENCH_DATABASE_URL ??
    (pgFlag >= 0 ? (process.argv[pgFlag + 1] ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined);
  if (!baseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'showcase-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      label: 'PGlite (embedded)',
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `showcase_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    label: 'PostgreSQL (node-postgres pool of 10)',
    async cleanup() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function seedLargeEvent(database: Database): Promise<string> {
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
  for (let start = 0; start < PROJECTS; start += BATCH) {
    const rows = await db
      .insert(t.projects)
      .values(
        Array.from({ length: BATCH }, (_, offset) => {
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
  return slug;
}

interface Row {
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    target,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

async function main() {
  const { database, label, cleanup } = await openBenchDatabase();
  const seedStart = Date.now();
  const slug = await seedLargeEvent(database);
  console.log(`${label}: seeded ${PROJECTS} projects in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const app = await buildApp({
    db: database.db,
    config: testConfig({ WEB_DIST: '/nonexistent' }),
    keys: { secret: randomBytes(32) },
    mailer: createOutboxMailer(database.db),
    logger: pino({ level: 'silent' }),
    version: { version: 'bench', commit: null },
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  const headers = { 'x-event': slug };
  const first = await fetch(`${appUrl}/api-v2/projects?pageSize=24`, { headers });
  const body = (await first.json()) as { projects?: unknown[]; nextPageToken?: string | null };
  if (first.status !== 200 || body.projects?.length !== 24 || !body.nextPageToken) {
    throw new Error(
      `GET /api-v2/projects is not ready to measure: ${first.status} ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
  const token = encodeURIComponent(body.nextPageToken);

  const rows = [
    await measure('hello-world (bare Fastify)', `${helloUrl}/`),
    await measure('GET /api-v2/projects (first page)', `${appUrl}/api-v2/projects?pageSize=24`, headers),
    await measure(
      'GET /api-v2/projects (second page, cursor)',
      `${appUrl}/api-v2/projects?pageSize=24&nextPageToken=${token}`,
      headers,
    ),
    await measure(
      'GET /api-v2/projects (category filter)',
      `${appUrl}/api-v2/projects?pageSize=24&includes=categories&categoryIds=1`,
      headers,
    ),
  ];
  const baseline = rows[0]!.reqPerSec;
  console.log(`\n${label}, ${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}\n`);
  console.table(
    rows.map((row) => ({
      target: row.target,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      non2xx: row.non2xx,
      'vs hello-world': `${((row.reqPerSec / baseline) * 100).toFixed(1)}%`,
    })),
  );

  await app.close();
  await hello.close();
  await database.close();
  await cleanup();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
