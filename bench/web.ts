/**
 * Page loads in Chromium for the public pages (the event home, the gallery and a project page) on a
 * phone profile (4× CPU slowdown, 1.6 Mbit/s, 150 ms latency, 390 px) and on a desktop: time to first
 * byte, first and largest contentful paint, and time to interactive, median of cold loads.
 * Time to interactive is measured the same way for any build, as Lighthouse does: the end of the last
 * long task (over 50 ms of script, layout or hydration) after the first contentful paint, once the
 * page and its requests are done; no earlier than that paint.
 * `--against <checkout>` runs another checkout (say, main in a worktree with its own build) beside this
 * one, each on its own server and port, and loads their pages in turns, so both see the same load; the
 * ratios (this ÷ other) compare them. Absolute figures on a shared machine are noisy.
 * Usage: npm run bench:web [-- --against ../other]   (after npm run build:web in each checkout;
 * BENCH_RUNS, default 5; BENCH_PORT, default 3311, and the next port for the other checkout)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const against = process.argv.indexOf('--against');
const CHECKOUTS = [
  path.resolve(import.meta.dirname, '..'),
  ...(against >= 0 && process.argv[against + 1] ? [path.resolve(process.argv[against + 1]!)] : []),
];

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  isMobile: boolean;
  cpuSlowdown: number;
  /** Bytes per second, and round-trip latency in ms; null for an unthrottled network. */
  network: { download: number; upload: number; latency: number } | null;
}

const PROFILES: Profile[] = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    cpuSlowdown: 4,
    network: { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 },
  },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false, cpuSlowdown: 1, network: null },
];

interface Timing {
  ttfb: number;
  fcp: number;
  lcp: number;
  tti: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

interface Server {
  checkout: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startServer(checkout: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcase-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A first start seeds the demo; on a busy machine that takes minutes.
  for (let i = 0; i < 2_400; i++) {
    try {
      if ((await fetch(`${base}/api-v2/partners/events/demo`)).ok) return { checkout, base, child, dataDir };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server of ${checkout} did not start`);
}

/** The demo's first project, by the address the gallery links to. */
async function projectPage(base: string): Promise<string> {
  const event = (await (await fetch(`${base}/api-v2/partners/events/demo`)).json()) as { id: number };
  const list = (await (
    await fetch(`${base}/api-v2/projects?eventId=${event.id}&pageSize=1`, { headers: { 'x-event': 'demo' } })
  ).json()) as { projects: { id: number; slug?: string | null }[] };
  const first = list.projects[0];
  if (!first) throw new Error('the demo event has no project');
  return `/demo/project/${first.slug ?? first.id}`;
}

async function load(browser: Browser, profile: Profile, url: string): Promise<Timing> {
  // A fresh context each time: a first visit, nothing cached.
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.download,
      uploadThroughput: profile.network.upload,
    });
  }
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTaskEnds: number[] }).longTaskEnds = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1_000);
  const timing = await page.evaluate(
    () =>
      new Promise<Timing>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = (window as unknown as { longTaskEnds: number[] }).longTaskEnds;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            ttfb: navigation.responseStart,
            fcp,
            lcp: entries[entries.length - 1]?.startTime ?? 0,
            tti: Math.max(fcp, navigation.domContentLoadedEventEnd, ...tasks),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return timing;
}

async function main() {
  const servers: Server[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const [index, checkout] of CHECKOUTS.entries())
      servers.push(await startServer(checkout, PORT + index));
    const pages = ['/demo', '/demo/projects', await projectPage(servers[0]!.base)];
    const results = new Map<string, Timing[]>();
    const keyOf = (profile: Profile, page: string, server: Server) =>
      `${profile.name} ${page} ${server.checkout}`;
    // One load each first: servers warm up (code, caches) before anything counts.
    for (const server of servers)
      for (const page of pages) await load(browser, PROFILES[1]!, server.base + page);
    for (let run = 0; run < RUNS; run++) {
      for (const profile of PROFILES) {
        for (const page of pages) {
          for (const server of servers) {
            const key = keyOf(profile, page, server);
            results.set(key, [...(results.get(key) ?? []), await load(browser, profile, server.base + page)]);
          }
        }
      }
    }
    const rows = [];
    for (const profile of PROFILES) {
      for (const page of pages) {
        const [mine, other] = servers.map((server) => results.get(keyOf(profile, page, server)) ?? []);
        const figure = (timings: Timing[] | undefined, field: keyof Timing) =>
          median((timings ?? []).map((timing) => timing[field]));
        const row: Record<string, string | number> = {
          profile: profile.name,
          page,
          'TTFB ms': figure(mine, 'ttfb'),
          'FCP ms': figure(mine, 'fcp'),
          'LCP ms': figure(mine, 'lcp'),
          'TTI ms': figure(mine, 'tti'),
        };
        if (other) {
          row['other TTFB ms'] = figure(other, 'ttfb');
          row['other LCP ms'] = figure(other, 'lcp');
          row['other TTI ms'] = figure(other, 'tti');
          row['LCP ratio'] = (figure(mine, 'lcp') / Math.max(1, figure(other, 'lcp'))).toFixed(2);
          row['TTI ratio'] = (figure(mine, 'tti') / Math.max(1, figure(other, 'tti'))).toFixed(2);
        }
        rows.push(row);
      }
    }
    console.log(
      `Median of ${RUNS} cold loads each${servers.length > 1 ? `, in turns with ${servers[1]!.checkout}` : ''}; ` +
        `Chromium headless, servers on localhost (PGlite); load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
