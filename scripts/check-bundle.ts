/**
 * Fails when the JavaScript a browser must load for the public event page exceeds the budget:
 * the entry script of the built index.html plus every chunk it preloads, gzip-compressed.
 * Usage: npm run check:bundle  (after npm run build:web)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * docs/performance.md: React DOM with React and the scheduler (66 KB), i18next, the router and TanStack
 * Query are most of it; the page paints from the server's HTML before any of it runs
 * (docs/decisions/022-react-with-server-rendering.md). The budget is that, the page's own code and a few hundred bytes, no more.
 */
const BUDGET_KB = 142;
const dist = path.resolve(process.env.WEB_DIST ?? 'dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]!);
if (!scripts.length) throw new Error('no module scripts found in index.html: build the web app first');

let total = 0;
for (const src of new Set(scripts)) {
  const bytes = readFileSync(path.join(dist, src.replace(/^\//, '')));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  total += gzipped;
  console.log(
    `${src.padEnd(40)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gzipped / 1024).toFixed(1).padStart(6)} KB gzip`,
  );
}
const totalKb = total / 1024;
console.log(`JavaScript for the public event page: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB: split a route or drop a dependency.`);
  process.exit(1);
}
