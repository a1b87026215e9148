/**
 * The embedded start as a newcomer's `npm start` does it: time until /readyz answers and the server's
 * resident memory after start, after a burst of readers and at its peak, on copies of a seeded data
 * directory (a restart, not a first start). Each checkout's first start, on an empty directory, builds
 * what is out of date and seeds the demo; it is reported apart. Absolute times depend on the machine's
 * load, printed with the figures: `--against <checkout>` runs another checkout (say, main in a worktree
 * with its node_modules) in turns with this one, so both see the same load and the medians compare.
 * Usage: npm run bench:start [-- --against ../other] [-- --node]   (BENCH_RUNS, default 5; BENCH_PORT,
 * default 3316; BENCH_BURST seconds, default 5; --node runs `node scripts/start.mjs` instead of
 * `npm start`). Linux only: memory is read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3316);
const BURST_SECONDS = Number(process.env.BENCH_BURST ?? 5);
const CONNECTIONS = 50;
const VIA_NPM = !process.argv.includes('--node');
const against = process.argv.indexOf('--against');
const CHECKOUTS = [
  path.resolve(import.meta.dirname, '..'),
  ...(against >= 0 && process.argv[against + 1] ? [path.resolve(process.argv[against + 1]!)] : []),
];
const base = `http://127.0.0.1:${PORT}`;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server is the node process under npm's shell; its memory, not npm's, is what is measured. */
function serverPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  for (const child of children.filter(Boolean).map(Number)) {
    const [program = '', ...args] = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0');
    if (path.basename(program) === 'node' && args.some((arg) => arg.endsWith('scripts/start.mjs')))
      return child;
    const below = serverPid(child);
    if (below) return below;
  }
  return 0;
}

/** Resident and peak resident memory in MB, from the kernel's own count. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

interface Started {
  child: ChildProcess;
  pid: number;
  readyMs: number;
  /** The server's own account of its start (main.ts logs it once listening), when it has given one. */
  phases(): Record<string, number> | null;
}

/** The server of the run under way, stopped on the way out whatever happens. */
let running: Started | null = null;

async function start(checkout: string, dataDir: string): Promise<Started> {
  const [command, args] = VIA_NPM
    ? ['npm', ['start', '--silent']]
    : [process.execPath, [path.join(checkout, 'scripts/start.mjs')]];
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: checkout,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let phases: Record<string, number> | null = null;
  let output = '';
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (output.length < 20_000) output += text;
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    const line = lines.find((entry) => entry.includes('"startupMs"'));
    if (line) phases = (JSON.parse(line) as { startupMs: Record<string, number> }).startupMs;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let readyMs = 0;
  while (!readyMs) {
    if (child.exitCode !== null) throw new Error(`the server stopped before it was ready:\n${output}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) readyMs = Math.round(performance.now() - began);
    } catch {
      // not listening yet
    }
    if (!readyMs) await Promise.race([sleep(10), exited]);
    if (performance.now() - began > 180_000) throw new Error(`not ready after 3 minutes:\n${output}`);
  }
  const pid = VIA_NPM ? serverPid(child.pid ?? 0) : (child.pid ?? 0);
  if (!pid) {
    child.kill();
    throw new Error('the server process was not found under npm');
  }
  running = { child, pid, readyMs, phases: () => phases };
  return running;
}

async function stop({ child, pid }: Started) {
  running = null;
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
  process.kill(pid, 'SIGTERM');
  if (!(await Promise.race([exited, sleep(15_000).then(() => false)]))) {
    process.kill(pid, 'SIGKILL');
    await exited;
  }
}

/** Anonymous readers of the demo: the gallery page (HTML with its first reads), the event and gallery API. */
async function burst(seconds: number): Promise<number> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'x-event': 'demo' },
    requests: [
      { method: 'GET', path: '/demo/projects' },
      { method: 'GET', path: '/api-v2/partners/events/demo' },
      { method: 'GET', path: '/api-v2/projects?pageSize=24' },
    ],
  });
  if (result.non2xx || result.errors) {
    throw new Error(`${result.non2xx} answers were not 2xx and ${result.errors} requests failed`);
  }
  return Math.round(result.requests.average);
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'showcase-bench-start-'));
  const seeded = (index: number) => path.join(work, `seeded-${index}`);
  try {
    for (const [index, checkout] of CHECKOUTS.entries()) {
      console.log(`${checkout}: first start on an empty data directory (builds what is out of date, seeds)`);
      const loadBefore = load();
      const first = await start(checkout, seeded(index));
      const firstMemory = memory(first.pid);
      await stop(first);
      console.log(
        `  ready in ${first.readyMs} ms, RSS ${firstMemory.rss} MB once ready, peak ${firstMemory.peak} MB; ` +
          `load ${loadBefore}\n`,
      );
    }

    const rows: Record<string, number | string>[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const [index, checkout] of CHECKOUTS.entries()) {
        const dataDir = path.join(work, `run-${run}-${index}`);
        cpSync(seeded(index), dataDir, { recursive: true });
        const loadBefore = load();
        const started = await start(checkout, dataDir);
        await sleep(1_000);
        const afterStart = memory(started.pid);
        const reqPerSec = await burst(BURST_SECONDS);
        const afterBurst = memory(started.pid);
        await stop(started);
        rmSync(dataDir, { recursive: true, force: true });
        rows.push({
          checkout: path.basename(checkout),
          run,
          'ready ms': started.readyMs,
          'RSS after start MB': afterStart.rss,
          'RSS after burst MB': afterBurst.rss,
          'peak RSS MB': afterBurst.peak,
          'burst req/s': reqPerSec,
          ...Object.fromEntries(
            Object.entries(started.phases() ?? {}).map(([phase, ms]) => [`${phase} ms`, ms]),
          ),
          load: loadBefore,
        });
      }
    }
    console.log(
      `Restart on a seeded data directory, ${RUNS} runs via ${VIA_NPM ? 'npm start' : 'node scripts/start.mjs'}, ` +
        `${BURST_SECONDS} s burst at ${CONNECTIONS} connections, Node ${process.version}`,
    );
    console.table(rows);
    for (const checkout of CHECKOUTS) {
      const own = rows.filter((row) => row.checkout === path.basename(checkout));
      const pick = (key: string) => median(own.map((row) => Number(row[key])));
      console.log(
        `${checkout}: median ready ${pick('ready ms')} ms, RSS ${pick('RSS after start MB')} MB after start, ` +
          `${pick('RSS after burst MB')} MB after the burst, peak ${pick('peak RSS MB')} MB`,
      );
    }
    console.log(`Load average now ${load()}`);
  } finally {
    if (running) await stop(running);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
