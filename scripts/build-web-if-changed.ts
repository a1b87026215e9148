/**
 * `npm start` builds the web app only when its sources are newer than the last build, so restarting on
 * an existing checkout answers in seconds instead of waiting for Vite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtPage = path.join(root, 'dist/web/index.html');
/** What the web build reads: its sources, the shared schemas and the build's own settings. */
const INPUTS = ['web', 'common', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

const sourcesChanged = () => {
  if (!existsSync(builtPage)) return true;
  const built = statSync(builtPage).mtimeMs;
  return INPUTS.map((input) => path.join(root, input))
    .filter((input) => existsSync(input))
    .some((input) => newestChange(input) > built);
};

if (process.env.FORCE_WEB_BUILD === 'true' || sourcesChanged()) {
  execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
} else {
  console.log('Web app is up to date with its sources: not rebuilding (FORCE_WEB_BUILD=true to force).');
}
