/**
 * `npm start`: plain JavaScript, so starting needs no TypeScript compiler. It builds the web app only when
 * its sources are newer than the last build, bundles the server into one cached file only when the
 * server's sources changed (esbuild, a few hundred milliseconds), then runs that file in this process.
 * A restart on an unchanged checkout goes straight to opening the database (docs/performance.md).
 * FORCE_WEB_BUILD=true and FORCE_SERVER_BUILD=true rebuild regardless. `npm start` runs it with
 * --max-semi-space-size=8: V8's young generation (two semi-spaces) then grows to 16 MB instead of 32 MB
 * during the start and under load, which a server this size does not need (docs/performance.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { keepTickShapes } from './tick-shapes.mjs';

// First, before anything collects: every request's ticks stay fast (tick-shapes.mjs).
await keepTickShapes();

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const builtPage = at('dist/web/index.html');
/** The web app's server entry, which renders the public pages (`npm run build:web` builds both). */
const builtServerEntry = at('dist/ssr/entry-server.js');
const builtServer = at('dist/server/main.mjs');
/** What each build reads: its sources, the shared code and the build's own settings. */
const WEB_INPUTS = ['web', 'common', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const SERVER_INPUTS = ['server', 'common', 'package-lock.json', 'tsconfig.json', 'scripts/start.mjs'];

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

const changedSince = (output, inputs) => {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs
    .map((input) => at(input))
    .filter((input) => existsSync(input))
    .some((input) => newestChange(input) > built);
};

if (
  process.env.FORCE_WEB_BUILD === 'true' ||
  changedSince(builtPage, WEB_INPUTS) ||
  changedSince(builtServerEntry, WEB_INPUTS)
) {
  execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
} else {
  console.log('Web app is up to date with its sources: not rebuilding (FORCE_WEB_BUILD=true to force).');
}

if (process.env.FORCE_SERVER_BUILD === 'true' || changedSince(builtServer, SERVER_INPUTS)) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [at('server/main.ts')],
    outfile: builtServer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as they are; only the app's own code is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Each module finds files next to its source (migrations, package.json), not next to the bundle.
        name: 'source-import-meta-url',
        setup(builder) {
          builder.onLoad({ filter: /\.ts$/ }, (file) => {
            const source = readFileSync(file.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const url = JSON.stringify(pathToFileURL(file.path).href);
            return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
  // esbuild's service process would otherwise live as long as the server, holding tens of megabytes.
  await esbuild.stop();
}

// A memory setting for the server, measured in docs/performance.md ("Embedded start"); a V8 without the
// flag ignores it. The embedded database is PostgreSQL compiled to WebAssembly: V8 compiles it with its
// baseline compiler and then recompiles hot functions with its optimising one, whose work and code stay
// in the process, 40-60 MB, for no measurable speed on the demo's queries or its first seeding (set
// before the database module is compiled). V8's heap growth is left to its own heuristics: a heap held
// to half again what survived each full collection collects in full so often that most servers fell
// into the slow ticks tick-shapes.mjs describes (docs/decisions/036-tick-shapes-kept.md).
v8.setFlagsFromString('--liftoff-only');

process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServer).href);
