import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '../server/auth/tokens';
import * as t from '../server/db/schema';
import { openBenchDatabase, seedLargeEvent } from './support';

const SECRET = 'a-benchmark-secret-that-is-long-enough-for-hs256';
async function main() {
  process.argv.push('--pg');
  const { database, cleanup, url } = await openBenchDatabase();
  const { slug, eventId } = await seedLargeEvent(database, 200);
  const [user] = await database.db
    .insert(t.users)
    .values({ userName: 'p', email: 'p@x.test', isVerified: true })
    .returning();
  const ids = (
    await database.db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.eventId, eventId))
  ).map((r) => r.id);
  const port = 3399;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'probe-')),
      DATABASE_URL: url,
      JWT_SECRET: SECRET,
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = await signAccessToken(
    { secret: new TextEncoder().encode(SECRET) },
    { userId: user!.id, roles: [], eventSlug: slug, sessionVersion: 0 },
    3600,
  );
  const time = async (label: string, f: () => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const s = performance.now();
      const r = await f();
      await r.text();
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    console.log(label, 'median', times[10]!.toFixed(1), 'min', times[0]!.toFixed(1));
  };
  await time('gallery', () => fetch(`${base}/api-v2/projects?pageSize=24`, { headers: { 'x-event': slug } }));
  let i = 0;
  await time('like', () =>
    fetch(`${base}/api-v2/projects/${ids[i++ % 200]}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-event': slug },
    }),
  );
  await time('likestate', () =>
    fetch(`${base}/api-v2/projects/${ids[i++ % 200]}/like`, {
      headers: { authorization: `Bearer ${token}`, 'x-event': slug },
    }),
  );
  await time('gallery after likes', () =>
    fetch(`${base}/api-v2/projects?pageSize=24`, { headers: { 'x-event': slug } }),
  );
  child.kill('SIGTERM');
  await database.close();
  await cleanup();
}
main();
