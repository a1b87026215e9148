/**
 * GET /api-v2/projects against an event with 10,000 approved projects, next to a bare Fastify
 * hello-world in the same process, so the ratio says what our stack costs over the framework.
 * Usage: npm run bench:api [-- --pg [url]]   (BENCH_DURATION=seconds, default 10)
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openBenchDatabase, seedLargeEvent, startBenchApp } from './support';

const PROJECTS = 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

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
  const { slug } = await seedLargeEvent(database, PROJECTS);
  console.log(`${label}: seeded ${PROJECTS} projects in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const { app, url: appUrl } = await startBenchApp(database);
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
