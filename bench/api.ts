/**
 * Every public read an anonymous visitor makes (event, gallery pages, category filter, search, project page,
 * timeline, categories, winners) against an event with 10,000 approved projects, alternating with a bare
 * Fastify hello-world in 2 s slices, so the ratio says what our stack costs over the framework.
 * Runs on the embedded database and then on PostgreSQL (when it answers).
 * Usage: npm run bench:api [-- --pg [url] | --embedded]   (BENCH_DURATION=seconds, default 10)
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import * as t from '../server/db/schema';
import {
  benchPostgresUrl,
  DEFAULT_BENCH_DATABASE_URL,
  openBenchDatabase,
  seedLargeEvent,
  startBenchApp,
} from './support';

const PROJECTS = 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of each alternation between a target and the hello-world. */
const SLICE = 2;

interface Row {
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(
  target: string,
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION,
): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    target,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

async function expectOk(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) {
    throw new Error(
      `${url} is not ready to measure: ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  }
  return response.json() as Promise<Record<string, unknown>>;
}

async function benchOne(postgresUrl: string | undefined) {
  const { database, label, cleanup } = await openBenchDatabase(postgresUrl);
  const seedStart = Date.now();
  const { slug, eventId } = await seedLargeEvent(database, PROJECTS);
  // Winners and a timeline, so those reads answer with content.
  const [award] = await database.db
    .insert(t.awards)
    .values({ eventId, name: 'Grand prize', rank: 1 })
    .returning();
  await database.db.insert(t.projectAwards).values({ projectId: 1, awardId: award!.id });
  await database.db.insert(t.timelines).values({ eventId, timelineType: 1, startAt: new Date() });
  await database.db.update(t.events).set({ awardsPublished: true }).where(eq(t.events.id, eventId));
  console.log(`${label}: seeded ${PROJECTS} projects in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const { app, url: appUrl } = await startBenchApp(database);
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  const headers = { 'x-event': slug };
  const api = `${appUrl}/api-v2`;
  const first = (await expectOk(`${api}/projects?pageSize=24`, headers)) as { nextPageToken?: string };
  const token = encodeURIComponent(first.nextPageToken ?? '');
  const targets: [string, string][] = [
    ['event', `${api}/partners/events/${slug}`],
    ['gallery, first page', `${api}/projects?pageSize=24`],
    ['gallery, second page (cursor)', `${api}/projects?pageSize=24&nextPageToken=${token}`],
    ['gallery, category filter', `${api}/projects?pageSize=24&includes=categories&categoryIds=1`],
    ['gallery, search', `${api}/projects?pageSize=24&search=project`],
    ['project page', `${api}/project/project-42`],
    ['timeline', `${api}/timeline`],
    ['categories', `${api}/categories?includes=projectCount`],
    ['winners', `${api}/partners/events/${slug}/winners`],
  ];
  for (const [, url] of targets) await expectOk(url, headers);

  // The machine is shared, so its speed drifts within a run: each target alternates with a hello-world
  // in slices of SLICE seconds, and its ratio is of the requests both served over their slices.
  const rows: (Row & { baseline: number })[] = [];
  for (const [target, url] of targets) {
    const hellos: Row[] = [];
    const slices: Row[] = [];
    for (let done = 0; done < DURATION; done += SLICE) {
      hellos.push(await measure('hello-world', `${helloUrl}/`, {}, SLICE));
      slices.push(await measure(target, url, headers, SLICE));
    }
    const total = (list: Row[]) => list.reduce((sum, row) => sum + row.reqPerSec, 0);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    rows.push({
      target,
      reqPerSec: Math.round(total(slices) / slices.length),
      p50: median(slices.map((row) => row.p50)),
      p99: Math.max(...slices.map((row) => row.p99)),
      non2xx: slices.reduce((sum, row) => sum + row.non2xx, 0),
      baseline: Math.round(total(hellos) / hellos.length),
    });
  }
  console.log(`\n${label}, ${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}\n`);
  console.table(
    rows.map((row) => ({
      target: row.target,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      non2xx: row.non2xx,
      'hello-world req/s': row.baseline,
      'vs hello-world': `${((row.reqPerSec / row.baseline) * 100).toFixed(1)}%`,
    })),
  );

  await app.close();
  await hello.close();
  await database.close();
  await cleanup();
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const explicit = benchPostgresUrl();
  if (!explicit) await benchOne(undefined);
  if (process.argv.includes('--embedded')) return;
  const url = explicit ?? DEFAULT_BENCH_DATABASE_URL;
  if (await postgresAnswers(url)) await benchOne(url);
  else console.log(`\nPostgreSQL at ${url} does not answer: measured the embedded database only.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
