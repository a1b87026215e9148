/**
 * Page load timings in Chromium for the public event pages: time to first byte, first contentful
 * paint and largest contentful paint (Performance API entries), median of several cold loads.
 * Usage: npm run bench:web   (after npm run build:web; BENCH_RUNS, default 7)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const PAGES = ['/demo', '/demo/projects'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcase-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return { child, dataDir };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function main() {
  const { child, dataDir } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  try {
    for (const pagePath of PAGES) {
      const timings = {
        ttfb: [] as number[],
        fcp: [] as number[],
        lcp: [] as number[],
        load: [] as number[],
      };
      for (let run = 0; run < RUNS; run++) {
        // A fresh context each time: a first visit, nothing cached.
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: 'networkidle' });
        const entry = await page.evaluate(
          () =>
            new Promise<{ ttfb: number; fcp: number; lcp: number; load: number }>((resolve) => {
              const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                resolve({
                  ttfb: navigation.responseStart,
                  fcp,
                  lcp: entries[entries.length - 1]?.startTime ?? 0,
                  load: navigation.loadEventEnd,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        for (const key of Object.keys(timings) as (keyof typeof timings)[]) timings[key].push(entry[key]);
        await context.close();
      }
      rows.push({
        page: pagePath,
        'TTFB ms': median(timings.ttfb),
        'FCP ms': median(timings.fcp),
        'LCP ms': median(timings.lcp),
        'load ms': median(timings.load),
      });
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `Median of ${RUNS} cold loads each, Chromium headless on this machine, server on localhost (PGlite)`,
  );
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
