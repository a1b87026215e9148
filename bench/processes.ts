/**
 * Benchmarks measure what users get: the app as `npm start` runs it (its node flags from package.json,
 * the bundled server scripts/start.mjs builds, default settings, the access log at info written to a
 * file), the reference servers and the load generator each in a process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The node flags and script of package.json's `start` (`node <flags> scripts/start.mjs`). */
function startCommand(): string[] {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as {
    start: string;
  };
  const [program, ...args] = scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`npm start no longer runs node: ${scripts.start}`);
  return args;
}

/** Settings the app reads that the benchmark's own shell must not pass on: the app runs on its defaults. */
const APP_SETTINGS = ['LOG_LEVEL', 'DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'SEED_DEMO', 'WEB_DIST'];

export interface Running {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function waitUntilAnswering(child: ChildProcess, url: string, what: string): Promise<void> {
  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (
      await fetch(url)
        .then((r) => r.status < 500)
        .catch(() => false)
    )
      return;
    if (Date.now() - began > 180_000) throw new Error(`${what} did not answer ${url} within 3 minutes`);
    await sleep(100);
  }
}

/**
 * BENCH_CPUS (a taskset list such as `0` or `0,1`) runs the servers and load generators on those cores
 * only: how a smaller machine would fare, measured on this one. BENCH_GENERATOR_CPUS puts the load
 * generators on cores of their own instead, as in production, where the clients are other machines.
 */
const BENCH_CPUS = process.env.BENCH_CPUS;
const GENERATOR_CPUS = process.env.BENCH_GENERATOR_CPUS ?? BENCH_CPUS;

/** Spawns `args` with Node, on `cores` when set (a taskset list; taskset keeps the process id). */
function spawnNode(
  args: string[],
  options: Parameters<typeof spawn>[2],
  cores: string | undefined = BENCH_CPUS,
): ChildProcess {
  return cores
    ? spawn('taskset', ['-c', cores, process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
}

/**
 * The app as `npm start` runs it, on `port`, with `env` (DATA_DIR, DATABASE_URL...) over its defaults.
 * Its log lines go to `logFile`, as they would to a file or a collector in production.
 */
export async function startApp(options: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  cpuProfileDir?: string;
}): Promise<Running> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of APP_SETTINGS) delete env[name];
  const flags = startCommand();
  const script = flags.pop()!;
  const log = openSync(options.logFile, 'a');
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawnNode([...flags, ...profile, script], {
    cwd: root,
    env: { ...env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilAnswering(child, `${url}/readyz`, 'the app');
  return { url, pid: child.pid!, child, stop: () => stopChild(child) };
}

/** A reference server of bench/reference-server.mjs: `hello` or `same-bytes` (with its answers file). */
export async function startReference(
  mode: 'hello' | 'same-bytes',
  port: number,
  file?: string,
): Promise<Running> {
  const child = spawnNode(
    [path.join(root, 'bench/reference-server.mjs'), mode, String(port), ...(file ? [file] : [])],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${url}/`, `the ${mode} server`);
  return { url, pid: child.pid!, child, stop: () => stopChild(child) };
}

export type CannonOptions = autocannon.Options & {
  /** A JSON file of `projectIds`, `tokens` and `event`: likers who like and unlike at random. */
  likes?: string;
};

export type CannonResult = autocannon.Result & {
  /** CPU seconds the generator used while it sent. */
  cpuSeconds: number;
  /** CPU seconds every process of the machine used meanwhile, the generator and the server included. */
  machineBusySeconds: number;
  /** CPU seconds the host gave to other machines meanwhile (steal). */
  stealSeconds: number;
};

/** autocannon in a process of its own (bench/cannon.mjs); resolves to its result and the CPU it used. */
export function cannon(options: CannonOptions): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawnNode(
      [path.join(root, 'bench/cannon.mjs'), JSON.stringify(options)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      GENERATOR_CPUS,
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(output) as CannonResult);
    });
  });
}

const CLOCK_TICKS = 100;

/** CPU ticks (user and system) in a /proc stat line. */
const ticksOf = (stat: string) => {
  // The command name may hold spaces and brackets: the fields from the state (field 3) on start after
  // its last ') '.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * CPU seconds (user and system) the processes have used, from /proc: a cost per request that holds
 * on a busy machine, where times and rates swing with what else runs.
 */
export function cpuSecondsOf(pids: number[]): number {
  const ticks = pids.reduce((sum, pid) => {
    try {
      return sum + ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return sum;
    }
  }, 0);
  return ticks / CLOCK_TICKS;
}

/**
 * A process's CPU seconds on its main thread (JavaScript, the event loop, system calls it makes) and on
 * its other threads (V8's garbage collector and compiler helpers, libuv's pool), from /proc. Threads that
 * have ended are not counted: read it around a stretch of load, where Node's threads live on.
 */
export function threadCpuSecondsOf(pid: number): { main: number; others: number } {
  let main = 0;
  let others = 0;
  try {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        const ticks = ticksOf(readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8'));
        if (Number(thread) === pid) main += ticks;
        else others += ticks;
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    // The process has ended.
  }
  return { main: main / CLOCK_TICKS, others: others / CLOCK_TICKS };
}
