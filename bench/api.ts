/**
 * Every public read an anonymous visitor makes (event, gallery pages, category filter, search, project
 * page, timeline, categories, winners, and the HTML pages of the demo event), measured the way they are
 * served: the app as `npm start` runs it (bench/processes.ts: its node flags, its bundled server, its
 * defaults, the access log at info written to a file), against two references in processes of their own,
 * a Fastify hello-world and a bare Fastify answering the same bytes (the body and every header the app
 * sent, bench/reference-server.mjs) from memory, the limit of any cache for that answer. autocannon runs
 * in a process of its own. The machine is shared, so each target's three servers take turns, each
 * stretch after a warm-up, and each ratio compares requests served in the same stretch of time.
 * The database holds the demo event (as a first start seeds it) and an event with 10,000 approved
 * projects; embedded first, then PostgreSQL in a fresh database (when it answers).
 * Usage: npm run bench:api [-- --pg [url] | --embedded]
 *   BENCH_DURATION (s a server a target, default 18: three rounds, each server once in each place),
 *   BENCH_SLICE (s a stretch, default 6), BENCH_WARM_UP (s before each stretch, not counted, default
 *   2), BENCH_SETTLE (s each server runs under load, spread over the targets, before anything
 *   counts, default 30; the first target's rotation then runs once uncounted),
 *   BENCH_PORT (first of three ports, default 3320), BENCH_TARGETS (comma-separated names to run
 *   only some, in the order named), BENCH_PROFILE=<folder> (the app's CPU profile, read with
 *   bench/profile-summary.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import * as t from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import {
  cannon,
  cpuSecondsOf,
  type Running,
  startApp,
  startReference,
  threadCpuSecondsOf,
} from './processes';
import { benchPostgresUrl, DEFAULT_BENCH_DATABASE_URL, openBenchDatabase, seedLargeEvent } from './support';

const PROJECTS = 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 18);
const SLICE = Number(process.env.BENCH_SLICE ?? 6);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const ONLY = process.env.BENCH_TARGETS?.split(',').map((name) => name.trim());
/** Where a target's name is first named in BENCH_TARGETS: the targets are measured in that order. */
const rank = (names: string[], target: string) => names.findIndex((name) => target.includes(name));

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

interface Slice {
  requests: number;
  /** CPU seconds the measured server used over the slice. */
  cpu: number;
  /** The part of `cpu` on the server's other threads (V8's garbage collector helpers, above all). */
  helperCpu: number;
  /** CPU seconds the load generator used over the slice, for the same requests. */
  generatorCpu: number;
  /**
   * CPU seconds every other process of the machine used meanwhile (PostgreSQL's included): work that
   * competes with the server for the two cores.
   */
  othersCpu: number;
  /** CPU seconds the host gave to other machines meanwhile. */
  stealCpu: number;
  /** Of `othersCpu`, what the app used while a reference was measured (none in the app's own slices). */
  idleAppCpu: number;
  seconds: number;
  p99: number;
  p50: number;
  failed: number;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function measure(
  server: Running,
  target: string,
  headers: Record<string, string>,
  seconds: number,
  /** The app, when `server` is a reference: what it does meanwhile competes with the reference. */
  app?: Running,
): Promise<Slice> {
  const idle = app && app !== server ? app.pid : undefined;
  const idleBefore = idle ? cpuSecondsOf([idle]) : 0;
  const before = threadCpuSecondsOf(server.pid);
  const result = await cannon({
    url: `${server.url}${target}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
  const after = threadCpuSecondsOf(server.pid);
  const helperCpu = after.others - before.others;
  const cpu = after.main - before.main + helperCpu;
  return {
    cpu,
    helperCpu,
    generatorCpu: result.cpuSeconds,
    othersCpu: Math.max(0, result.machineBusySeconds - result.cpuSeconds - cpu),
    stealCpu: result.stealSeconds,
    idleAppCpu: idle ? cpuSecondsOf([idle]) - idleBefore : 0,
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** What the app answers to `target`: its status, content type and bytes. */
async function capture(base: string, target: Target) {
  const response = await fetch(`${base}${target.path}`, { headers: target.headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(
      `${target.path} is not ready to measure: ${response.status} ${body.toString().slice(0, 200)}`,
    );
  }
  // Every header the app sent but those Node writes for any answer (date, connection, keep-alive, length).
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  }
  return { type: response.headers.get('content-type') ?? 'application/octet-stream', body, headers };
}

async function benchOne(postgresUrl: string | undefined) {
  const work = mkdtempSync(path.join(tmpdir(), 'showcase-bench-api-'));
  const dataDir = path.join(work, 'data');
  // PGlite in the app's data folder, as `npm start` opens it; a fresh database for PostgreSQL.
  const { database, label, url: databaseUrl, cleanup } = await openBenchDatabase(postgresUrl, dataDir);
  const apps: Running[] = [];
  try {
    const seedStart = Date.now();
    await seedDemo(database.db);
    const { slug, eventId } = await seedLargeEvent(database, PROJECTS);
    // Winners and a timeline, so those reads answer with content.
    const [award] = await database.db
      .insert(t.awards)
      .values({ eventId, name: 'Grand prize', rank: 1 })
      .returning();
    const [first] = await database.db
      .select({ id: t.projects.id })
      .from(t.projects)
      .where(eq(t.projects.slug, 'project-1'));
    await database.db.insert(t.projectAwards).values({ projectId: first!.id, awardId: award!.id });
    await database.db.insert(t.timelines).values({ eventId, timelineType: 1, startAt: new Date() });
    await database.db.update(t.events).set({ awardsPublished: true }).where(eq(t.events.id, eventId));
    const [category] = await database.db
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(eq(t.categories.eventId, eventId))
      .limit(1);
    // The embedded database has one owner at a time: the app opens it next.
    await database.close();
    console.log(
      `${label}: seeded the demo and ${PROJECTS} projects in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const logFile = path.join(work, 'app.log');
    const app = await startApp({
      port: PORT,
      env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      logFile,
      ...(process.env.BENCH_PROFILE ? { cpuProfileDir: process.env.BENCH_PROFILE } : {}),
    });
    apps.push(app);
    const headers = { 'x-event': slug };
    const api = '/api-v2';
    const demoProjects = (await (
      await fetch(`${app.url}${api}/projects?pageSize=1`, { headers: { 'x-event': 'demo' } })
    ).json()) as { projects?: { slug: string }[] };
    const demoProject = demoProjects.projects?.[0]?.slug;
    if (!demoProject) throw new Error('the demo event has no project to open');
    const firstPage = (await (await fetch(`${app.url}${api}/projects?pageSize=24`, { headers })).json()) as {
      nextPageToken?: string;
    };
    const token = encodeURIComponent(firstPage.nextPageToken ?? '');
    const html = { accept: 'text/html' };
    const targets: Target[] = (
      [
        ['event', `${api}/partners/events/${slug}`, headers],
        ['gallery, first page', `${api}/projects?pageSize=24`, headers],
        ['gallery, second page (cursor)', `${api}/projects?pageSize=24&nextPageToken=${token}`, headers],
        [
          'gallery, category filter',
          `${api}/projects?pageSize=24&includes=categories&categoryIds=${category!.id}`,
          headers,
        ],
        ['gallery, search', `${api}/projects?pageSize=24&search=project`, headers],
        ['project page', `${api}/project/project-42`, headers],
        ['timeline', `${api}/timeline`, headers],
        ['categories', `${api}/categories?includes=projectCount`, headers],
        ['winners', `${api}/partners/events/${slug}/winners`, headers],
        ['HTML /demo', '/demo', html],
        ['HTML /demo/projects', '/demo/projects', html],
        ['HTML project page', `/demo/project/${demoProject}`, html],
      ] as const
    )
      .map(([name, targetPath, targetHeaders]) => ({ name, path: targetPath, headers: { ...targetHeaders } }))
      .filter((target) => !ONLY || ONLY.some((name) => target.name.includes(name)))
      .sort((a, b) => (ONLY ? rank(ONLY, a.name) - rank(ONLY, b.name) : 0));

    // Each target once (the app caches what it may), then the bytes it answered for the reference.
    const answers: Record<
      string,
      { type: string; body: string; bytes: number; headers: Record<string, string> }
    > = {};
    for (const target of targets) {
      await capture(app.url, target);
      const { type, body, headers } = await capture(app.url, target);
      answers[target.path] = { type, body: body.toString('base64'), bytes: body.length, headers };
    }
    const answersFile = path.join(work, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const same = await startReference('same-bytes', PORT + 1, answersFile);
    const hello = await startReference('hello', PORT + 2);
    apps.push(same, hello);
    // Warm every server on every target before anything counts, under load for BENCH_SETTLE seconds in
    // all, as a real cache answers many replies: a reference warmed on the first target alone was faster
    // at it than later (docs/performance.md, "the first target", which also says what this leaves).
    const settle = Math.max(1, SETTLE / targets.length);
    for (const target of targets) {
      await measure(app, target.path, target.headers, settle);
      await measure(same, target.path, target.headers, settle);
    }
    await measure(hello, '/', {}, Math.max(1, SETTLE / 2));

    const rows: Record<string, string | number>[] = [];
    const loadBefore = loadAverage();
    for (const target of targets) {
      const slices = { app: [] as Slice[], same: [] as Slice[], hello: [] as Slice[] };
      // Each server's stretch starts with a warm-up that does not count: load on event day is sustained,
      // and a server's first second after an idle stretch is slower (docs/performance.md).
      const stretch = async (server: Running, url: string, sent: Record<string, string>) => {
        if (WARM_UP > 0) await measure(server, url, sent, WARM_UP);
        return measure(server, url, sent, SLICE, app);
      };
      // The order rotates every round (hello, same bytes, app; then same bytes, app, hello; then app,
      // hello, same bytes): on a machine whose speed drifts, each server is measured first, between and
      // last as often as the others in every three rounds.
      const turns = [
        async () => slices.hello.push(await stretch(hello, '/', {})),
        async () => slices.same.push(await stretch(same, target.path, target.headers)),
        async () => slices.app.push(await stretch(app, target.path, target.headers)),
      ];
      // The first target's rotation runs once more before it counts, thrown away: the settling spread
      // over every target left it measured right after the hello-world's stretch alone, and in full runs
      // it came out lowest whatever it was (docs/performance.md, "the first target").
      if (target === targets[0]) {
        for (const turn of turns) await turn();
        slices.app.length = slices.same.length = slices.hello.length = 0;
      }
      for (let round = 0; round * SLICE < DURATION; round++) {
        for (let turn = 0; turn < turns.length; turn++) await turns[(round + turn) % turns.length]!();
      }
      const rate = (list: Slice[]) =>
        list.reduce((sum, slice) => sum + slice.requests, 0) /
        list.reduce((sum, slice) => sum + slice.seconds, 0);
      const worst = (list: Slice[]) => Math.max(...list.map((slice) => slice.p99));
      // CPU per request holds on a busy machine, where rates swing with what else runs.
      const cpuPerRequest = (list: Slice[]) =>
        list.reduce((sum, slice) => sum + slice.cpu, 0) /
        list.reduce((sum, slice) => sum + slice.requests, 0);
      const [appCpu, sameCpu, helloCpu] = [
        cpuPerRequest(slices.app),
        cpuPerRequest(slices.same),
        cpuPerRequest(slices.hello),
      ];
      // The server's CPU over the load generator's, for the same requests in the same seconds: this shared
      // machine has spells of ten seconds or more when every process on it needs a quarter more CPU a
      // request, the generator as much as the server (docs/performance.md), and the ratio cancels them.
      // The generator's work a request depends on the bytes it reads, the same for the app and the
      // same-bytes server, not for the hello-world.
      const againstGenerator = (list: Slice[]) =>
        list.reduce((sum, slice) => sum + slice.cpu, 0) /
        list.reduce((sum, slice) => sum + slice.generatorCpu, 0);
      // How many cores the rest of the machine kept busy, and the host took, while each server ran.
      const cores = (list: Slice[], of: 'othersCpu' | 'stealCpu' | 'idleAppCpu') =>
        (
          list.reduce((sum, slice) => sum + slice[of], 0) /
          list.reduce((sum, slice) => sum + slice.seconds, 0)
        ).toFixed(2);
      const helpersPerRequest = (list: Slice[]) =>
        list.reduce((sum, slice) => sum + slice.helperCpu, 0) /
        list.reduce((sum, slice) => sum + slice.requests, 0);
      const [appRate, sameRate, helloRate] = [rate(slices.app), rate(slices.same), rate(slices.hello)];
      rows.push({
        target: target.name,
        KB: Number((answers[target.path]!.bytes / 1024).toFixed(1)),
        'app req/s': Math.round(appRate),
        'app p99 ms': worst(slices.app),
        failed: slices.app.reduce((sum, slice) => sum + slice.failed, 0),
        'same-bytes req/s': Math.round(sameRate),
        'hello req/s': Math.round(helloRate),
        'app/same-bytes': `${((appRate / sameRate) * 100).toFixed(0)} %`,
        'app/hello': `${((appRate / helloRate) * 100).toFixed(0)} %`,
        'same-bytes p99': worst(slices.same),
        'app CPU µs/req': Math.round(appCpu * 1e6),
        'of it other threads: app, same-bytes': `${(helpersPerRequest(slices.app) * 1e6).toFixed(1)}, ${(helpersPerRequest(slices.same) * 1e6).toFixed(1)}`,
        'CPU: same-bytes/app': `${((sameCpu / appCpu) * 100).toFixed(0)} %`,
        'CPU: hello/app': `${((helloCpu / appCpu) * 100).toFixed(0)} %`,
        "CPU over generator's: same-bytes/app": `${((againstGenerator(slices.same) / againstGenerator(slices.app)) * 100).toFixed(0)} %`,
        'other cores: app, same-bytes': `${cores(slices.app, 'othersCpu')}, ${cores(slices.same, 'othersCpu')}`,
        'of them the app: same-bytes, hello': `${cores(slices.same, 'idleAppCpu')}, ${cores(slices.hello, 'idleAppCpu')}`,
        'stolen: app, same-bytes': `${cores(slices.app, 'stealCpu')}, ${cores(slices.same, 'stealCpu')}`,
      });
      console.log(
        `  ${target.name}: ${rows.at(-1)!['app/same-bytes']} of same-bytes, ${rows.at(-1)!['app/hello']} of hello-world; ` +
          `by CPU a request ${rows.at(-1)!['CPU: same-bytes/app']} and ${rows.at(-1)!['CPU: hello/app']}; ` +
          `by CPU over the generator's ${rows.at(-1)!["CPU over generator's: same-bytes/app"]}; ` +
          `other processes kept ${rows.at(-1)!['other cores: app, same-bytes']} cores busy, the host took ${rows.at(-1)!['stolen: app, same-bytes']}`,
      );
    }
    console.log(
      `\n${label}, app as npm start runs it (LOG_LEVEL info, log to a file), ${CONNECTIONS} connections, ` +
        `${DURATION} s a server a target in ${SLICE} s stretches after ${WARM_UP} s of warm-up (${SETTLE} s over all targets first), ` +
        `Node ${process.version}, ` +
        `load average ${loadBefore} before, ${loadAverage()} after\n`,
    );
    console.table(rows);
  } finally {
    for (const running of apps) await running.stop();
    await cleanup();
    rmSync(work, { recursive: true, force: true });
  }
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
