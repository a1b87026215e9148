/**
 * Load: 1,000 concurrent readers of the public gallery and 200 concurrent likers (like and unlike at
 * random, 200 users) for 30 s against two app servers (separate processes, as behind a load balancer)
 * on one PostgreSQL database, then a check that every project's like count equals its like rows. The app
 * servers run as `npm start` runs them (bench/processes.ts: the bundled server, default settings, the
 * access log at info written to files) and autocannon in processes of its own (one for each server's
 * readers, one for its likers). Prints latency per server and traffic, and the CPU the app servers,
 * PostgreSQL and the load generator spent per request, so an operator can size servers
 * (docs/operations.md).
 * Usage: npm run bench:load [-- --pg url]
 *   BENCH_DURATION (s, default 30), BENCH_WARMUP (s, default 3), BENCH_SERVERS (default 2),
 *   BENCH_READERS / BENCH_LIKERS (default 1,000 / 200; 0 readers measures likes alone),
 *   BENCH_POOL_SIZE (each server's pool; default the app's DATABASE_POOL_SIZE),
 *   BENCH_READER_THREADS (default 0), BENCH_PROFILE=<folder> (CPU profiles of the servers),
 *   BENCH_PORT (the first server's port, default 3330),
 *   BENCH_CPUS (a taskset list: the servers, generators and PostgreSQL on those cores only),
 *   BENCH_GENERATOR_CPUS (a taskset list: the generators on these cores instead).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { count, eq, sql } from 'drizzle-orm';
import { signAccessToken } from '../server/auth/tokens';
import * as t from '../server/db/schema';
import { cannon, cpuSecondsOf, type Running, startApp } from './processes';
import { openBenchDatabase, seedLargeEvent } from './support';

const PROJECTS = 200;
const USERS = 200;
const READERS = Number(process.env.BENCH_READERS ?? 1_000);
const LIKERS = Number(process.env.BENCH_LIKERS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 2);
/**
 * Seconds of the same traffic before measuring (autocannon's warm-up), as on event day, when the
 * servers have been up: the pools open their connections and each server's caches (answers, accounts,
 * like checks) fill. BENCH_WARMUP=0 measures from a cold start.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/**
 * BENCH_READER_THREADS=n fires each server's readers from n worker threads of their own process; by
 * default (0) they run on its main thread. Readers and likers already run in processes of their own.
 */
const READER_THREADS = Number(process.env.BENCH_READER_THREADS ?? 0);
const SECRET = 'a-benchmark-secret-that-is-long-enough-for-hs256';
/** The first app server's port; the others follow. */
const PORT = Number(process.env.BENCH_PORT ?? 3330);

/** One app server as `npm start` runs it (bench/processes.ts), on the benchmark's database. */
function startServer(databaseUrl: string, index: number, work: string): Promise<Running> {
  const dataDir = path.join(work, `server-${index + 1}`);
  return startApp({
    port: PORT + index,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
      // Every server behind one load balancer shares the signing secret (docs/operations.md).
      JWT_SECRET: SECRET,
      AUTH_RATE_LIMIT_PER_IP: '1000000',
    },
    logFile: path.join(work, `server-${index + 1}.log`),
    ...(process.env.BENCH_PROFILE ? { cpuProfileDir: process.env.BENCH_PROFILE } : {}),
  });
}

/** Every PostgreSQL process of this machine (the benchmark's database is the busy one). */
function postgresPids(): number[] {
  const pids = readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return readFileSync(`/proc/${name}/comm`, 'utf8').trim().startsWith('postgres');
    } catch {
      return false;
    }
  });
  return pids.map(Number);
}

/** How many cores the run had: BENCH_CPUS's (`0`, `0,1`, `0-3`), else the machine's. */
function coresUsed(): number {
  const list = process.env.BENCH_CPUS;
  if (!list) return cpus().length;
  return list.split(',').reduce((sum, part) => {
    const [from, to] = part.split('-').map(Number);
    return sum + (to === undefined ? 1 : to - from! + 1);
  }, 0);
}

const postgresCpuSeconds = () => cpuSecondsOf(postgresPids());

/**
 * With BENCH_CPUS, PostgreSQL runs on those cores too (its connections are forked from the postmaster and
 * keep its cores); the returned function gives it every core back.
 */
function pinPostgres(): () => void {
  const cores = process.env.BENCH_CPUS;
  const pin = (list: string) => {
    for (const pid of postgresPids()) spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)]);
  };
  if (!cores) return () => undefined;
  pin(cores);
  return () => pin(`0-${cpus().length - 1}`);
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

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

  const work = mkdtempSync(path.join(tmpdir(), 'showcase-load-'));
  mkdirSync(work, { recursive: true });
  // One at a time: the first start may build the bundle the others then run.
  const servers: Running[] = [];
  for (let index = 0; index < SERVERS; index++) servers.push(await startServer(databaseUrl, index, work));
  const keys = { secret: new TextEncoder().encode(SECRET) };
  const tokens = await Promise.all(
    users.map((user) =>
      signAccessToken(keys, { userId: user.id, roles: [], eventSlug: slug, sessionVersion: 0 }, 3600),
    ),
  );
  const likesFile = path.join(work, 'likes.json');
  writeFileSync(likesFile, JSON.stringify({ projectIds, tokens, event: slug }));

  console.log(
    `${label}: ${PROJECTS} projects, ${USERS} users; ${READERS} readers + ${LIKERS} likers for ${DURATION} s` +
      (WARMUP ? ` after ${WARMUP} s of warm-up` : ' from a cold start'),
  );
  // Each server takes its share of the connections, as a round-robin load balancer would give it.
  const load = (server: { url: string }) => {
    // BENCH_READERS=0 measures likes alone.
    const readers = READERS
      ? cannon({
          url: `${server.url}/api-v2/projects?pageSize=24`,
          connections: READERS / SERVERS,
          ...(WARMUP ? { warmup: { connections: READERS / SERVERS, duration: WARMUP } } : {}),
          ...(READER_THREADS ? { workers: READER_THREADS } : {}),
          duration: DURATION,
          timeout: 30,
          headers: { 'x-event': slug },
        })
      : null;
    // Likes and unlikes at random (60 % likes), each by a random user (bench/cannon.mjs).
    const likers = cannon({
      url: server.url,
      connections: LIKERS / SERVERS,
      ...(WARMUP ? { warmup: { connections: LIKERS / SERVERS, duration: WARMUP } } : {}),
      duration: DURATION,
      timeout: 30,
      likes: likesFile,
    });
    return Promise.all([readers, likers]);
  };
  const unpin = pinPostgres();
  const cpuBefore = { app: cpuSecondsOf(servers.map((server) => server.pid)), db: postgresCpuSeconds() };
  const results = await Promise.all(servers.map(load)).finally(unpin);
  const cpu = {
    app: cpuSecondsOf(servers.map((server) => server.pid)) - cpuBefore.app,
    db: postgresCpuSeconds() - cpuBefore.db,
  };
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });

  const mismatches = await db
    .select({ id: t.projects.id, stored: t.projects.likesCount, rows: count(t.projectLikes.userId) })
    .from(t.projects)
    .leftJoin(t.projectLikes, eq(t.projectLikes.projectId, t.projects.id))
    .where(eq(t.projects.eventId, eventId))
    .groupBy(t.projects.id)
    .having(sql`${t.projects.likesCount} <> count(${t.projectLikes.userId})`);
  const [likeRows] = await db.select({ n: count() }).from(t.projectLikes);

  console.log(
    `\n${label}, ${SERVERS} app servers as npm start runs them (LOG_LEVEL info, logs to files), ` +
      `Node ${process.version}, ${process.env.BENCH_CPUS ? `cores ${process.env.BENCH_CPUS} of ${cpus().length}` : `${cpus().length} cores`}${process.env.BENCH_GENERATOR_CPUS ? `, generators on cores ${process.env.BENCH_GENERATOR_CPUS}` : ''}, load average ${loadAverage()} after the run\n`,
  );
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
  const generator = results.flat().reduce((sum, result) => sum + (result?.cpuSeconds ?? 0), 0);
  const perRequest = (seconds: number) => ((seconds * 1000) / requests).toFixed(2);
  console.log(
    `CPU for ${requests} requests with the warm-up (${likes} of them likes), over ${DURATION + WARMUP} s: ` +
      `app servers ${cpu.app.toFixed(1)} s (${perRequest(cpu.app)} ms a request), ` +
      `PostgreSQL ${cpu.db.toFixed(1)} s (${((cpu.db * 1000) / likes).toFixed(2)} ms a like), ` +
      `load generator ${generator.toFixed(1)} s (${perRequest(generator)} ms a request); ` +
      `${coresUsed()} cores give ${(coresUsed() * (DURATION + WARMUP)).toFixed(0)} CPU seconds`,
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
