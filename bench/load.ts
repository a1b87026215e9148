/**
 * Load: 1,000 concurrent readers of the public gallery and 200 concurrent likers (like and unlike at
 * random, 200 users) for 30 s against two app servers (separate processes, as behind a load balancer)
 * on one PostgreSQL database, then a check that every project's like count equals its like rows.
 * Prints latency per server and traffic, and the CPU the app servers and PostgreSQL spent per request.
 * Usage: npm run bench:load [-- --pg url]
 *   BENCH_DURATION (s, default 30), BENCH_WARMUP (s, default 3), BENCH_SERVERS (default 2),
 *   BENCH_READERS / BENCH_LIKERS (default 1,000 / 200; 0 readers measures likes alone),
 *   BENCH_POOL_SIZE (each server's pool; default the app's DATABASE_POOL_SIZE),
 *   BENCH_READER_THREADS (default 0), BENCH_PROFILE=<folder> (CPU profiles of the servers).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count, eq, sql } from 'drizzle-orm';
import { signAccessToken } from '../server/auth/tokens';
import * as t from '../server/db/schema';
import { openBenchDatabase, seedLargeEvent } from './support';

const PROJECTS = 200;
const USERS = 200;
const READERS = Number(process.env.BENCH_READERS ?? 1_000);
const LIKERS = Number(process.env.BENCH_LIKERS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 2);
/**
 * BENCH_READER_THREADS=n fires each server's readers from n worker threads of their own, so 10,000
 * read answers a second do not hold up the likers' clocks; on two cores the threads compete with the
 * servers, so by default (0) readers and likers share the benchmark's thread.
 */
/**
 * Seconds of the same traffic before measuring (autocannon's warm-up), as on event day, when the
 * servers have been up: the pools open their connections and each server's caches (answers, accounts,
 * like checks) fill. BENCH_WARMUP=0 measures from a cold start.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const READER_THREADS = Number(process.env.BENCH_READER_THREADS ?? 0);
const SECRET = 'a-benchmark-secret-that-is-long-enough-for-hs256';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** One app server process, as in production: `server/main.ts` on the benchmark's database. */
async function startServer(databaseUrl: string): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcase-load-'));
  // BENCH_PROFILE=<folder> writes each app server's CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
      JWT_SECRET: SECRET,
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`app server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (i > 300) throw new Error(`${url} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU seconds (user and system) the processes have used, from /proc: a cost per request that holds
 * on a busy machine, where times and rates swing with what else runs.
 */
function cpuSecondsOf(pids: number[]): number {
  const ticks = pids.reduce((sum, pid) => {
    try {
      // The fields after the command name (which may hold spaces) start at the state, field 3.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);
  return ticks / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** Every PostgreSQL process of this machine (the benchmark's database is the busy one). */
function postgresCpuSeconds(): number {
  const pids = readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return readFileSync(`/proc/${name}/comm`, 'utf8').trim().startsWith('postgres');
    } catch {
      return false;
    }
  });
  return cpuSecondsOf(pids.map(Number));
}

function summary(name: string, result: autocannon.Result) {
  return {
    traffic: name,
    connections: result.connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function main() {
  if (!process.argv.includes('--pg') && !process.env.BENCH_DATABASE_URL) process.argv.push('--pg');
  const { database, label, cleanup, url: databaseUrl } = await openBenchDatabase();
  if (!databaseUrl) throw new Error('bench:load needs PostgreSQL');
  const { db } = database;
  const { slug, eventId } = await seedLargeEvent(database, PROJECTS);
  // Start from exact counts: no like rows, no likes.
  await db.update(t.projects).set({ likesCount: 0 }).where(eq(t.projects.eventId, eventId));
  const users = await db
    .insert(t.users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        userName: `liker${i}`,
        email: `liker${i}@bench.test`,
        isVerified: true,
      })),
    )
    .returning({ id: t.users.id });
  const projectIds = (
    await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.eventId, eventId))
  ).map((row) => row.id);

  const servers = await Promise.all(Array.from({ length: SERVERS }, () => startServer(databaseUrl)));
  const keys = { secret: new TextEncoder().encode(SECRET) };
  const tokens = await Promise.all(
    users.map((user) =>
      signAccessToken(keys, { userId: user.id, roles: [], eventSlug: slug, sessionVersion: 0 }, 3600),
    ),
  );
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

  console.log(
    `${label}: ${PROJECTS} projects, ${USERS} users; ${READERS} readers + ${LIKERS} likers for ${DURATION} s` +
      (WARMUP ? ` after ${WARMUP} s of warm-up` : ' from a cold start'),
  );
  // Each server takes its share of the connections, as a round-robin load balancer would give it.
  const load = (server: { url: string }) => {
    // BENCH_READERS=0 measures likes alone.
    const readers = READERS
      ? autocannon({
          url: `${server.url}/api-v2/projects?pageSize=24`,
          connections: READERS / SERVERS,
          ...(WARMUP ? { warmup: { connections: READERS / SERVERS, duration: WARMUP } } : {}),
          ...(READER_THREADS ? { workers: READER_THREADS } : {}),
          duration: DURATION,
          timeout: 30,
          headers: { 'x-event': slug },
        })
      : null;
    const likers = autocannon({
      url: server.url,
      connections: LIKERS / SERVERS,
      ...(WARMUP ? { warmup: { connections: LIKERS / SERVERS, duration: WARMUP } } : {}),
      duration: DURATION,
      timeout: 30,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: Math.random() < 0.6 ? 'POST' : 'DELETE',
            path: `/api-v2/projects/${pick(projectIds)}/like`,
            headers: { authorization: `Bearer ${pick(tokens)}`, 'x-event': slug },
          }),
        },
      ],
    });
    return Promise.all([readers, likers]);
  };
  const cpuBefore = { app: cpuSecondsOf(servers.map((server) => server.pid)), db: postgresCpuSeconds() };
  const results = await Promise.all(servers.map(load));
  const cpu = {
    app: cpuSecondsOf(servers.map((server) => server.pid)) - cpuBefore.app,
    db: postgresCpuSeconds() - cpuBefore.db,
  };
  for (const server of servers) server.stop();

  const mismatches = await db
    .select({ id: t.projects.id, stored: t.projects.likesCount, rows: count(t.projectLikes.userId) })
    .from(t.projects)
    .leftJoin(t.projectLikes, eq(t.projectLikes.projectId, t.projects.id))
    .where(eq(t.projects.eventId, eventId))
    .groupBy(t.projects.id)
    .having(sql`${t.projects.likesCount} <> count(${t.projectLikes.userId})`);
  const [likeRows] = await db.select({ n: count() }).from(t.projectLikes);

  console.log(`\n${label}, ${SERVERS} app servers, Node ${process.version}\n`);
  console.table(
    results.flatMap(([readResult, likeResult], i) => [
      ...(readResult ? [summary(`server ${i + 1}: GET /api-v2/projects (gallery)`, readResult)] : []),
      summary(`server ${i + 1}: POST/DELETE like`, likeResult),
    ]),
  );
  // The CPU was counted over the warm-up too, so its requests count as well.
  const served = (result: autocannon.Result | null) =>
    result
      ? result.requests.total + ((result as { warmup?: autocannon.Result }).warmup?.requests.total ?? 0)
      : 0;
  const requests = results.flat().reduce((sum, result) => sum + served(result), 0);
  const likes = results.reduce((sum, [, likeResult]) => sum + served(likeResult), 0);
  console.log(
    `CPU for ${requests} requests with the warm-up (${likes} of them likes): app servers ${cpu.app.toFixed(1)} s ` +
      `(${((cpu.app * 1000) / requests).toFixed(2)} ms a request), PostgreSQL ${cpu.db.toFixed(1)} s ` +
      `(${((cpu.db * 1000) / likes).toFixed(2)} ms a like)`,
  );
  console.log(
    `like rows after the run: ${likeRows?.n}; projects whose count differs from their rows: ${mismatches.length}`,
  );
  await database.close();
  await cleanup();
  if (mismatches.length) {
    console.error('Like counts drifted:', mismatches.slice(0, 5));
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
