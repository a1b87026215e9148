import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/app';
import { startFakeS3 } from './test/fake-s3';
import { multipart, TINY_PNG } from './test/multipart';

/**
 * Two real app processes on one PostgreSQL database, one Redis and one S3-compatible bucket: what one
 * server does, the other sees. Runs in the PostgreSQL pass of the suite (CI), when Redis answers.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const enabled = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(baseUrl);

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitUntilReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

describe.runIf(enabled)('two app servers behind one database, Redis and bucket', () => {
  let servers: Server[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  let stopS3: () => void = () => undefined;
  let ready = false;

  beforeAll(async () => {
    if (!(await redisAnswers())) return;
    const database = await createPostgresDatabase(baseUrl!);
    dropDatabase = database.drop;
    const s3 = await startFakeS3();
    stopS3 = () => s3.server.close();
    const prefix = `scale-${process.pid}-${Date.now()}:`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'showcase-scale-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          REDIS_URL: `${redisUrl}/0`,
          JWT_SECRET: 'a-shared-secret-that-is-long-enough-for-hs256-signing',
          SEED_DEMO: 'true',
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'error',
          S3_BUCKET: 'uploads',
          S3_ENDPOINT: s3.url,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'test',
          S3_SECRET_ACCESS_KEY: 'test-secret',
          AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
          AUTH_RATE_LIMIT_PER_IP: '1000',
          // Keeps counters of parallel runs apart.
          RATE_LIMIT_PREFIX: prefix,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push({ url: `http://127.0.0.1:${port}`, child, dataDir });
    }
    // Both start together: migrations and the demo seed take turns under database locks.
    await Promise.all(servers.map((server) => waitUntilReady(server.url, server.child)));
    ready = true;
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    servers = [];
    stopS3();
    await dropDatabase();
  });

  const api = (server: Server, pathName: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api-v2${pathName}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        'x-event': 'demo',
        ...(init.headers ?? {}),
      },
    });

  it('shares sessions, likes, uploads, revocations and rate limits between the servers', async ({ skip }) => {
    if (!ready) skip();
    const [a, b] = servers as [Server, Server];

    // A session started on A works on B, and B can rotate it.
    const login = await api(a, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ usernameOrEmail: 'ada', password: 'Showcase1!' }),
    });
    expect(login.status).toBe(200);
    const bearer = { authorization: `Bearer ${login.headers.get('authorization')}` };
    const me = await api(b, '/user?userName=ada', { headers: bearer });
    expect(me.status).toBe(200);
    const refreshed = await api(b, '/auth/ada/refresh', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: login.headers.get('refresh-token') }),
    });
    expect(refreshed.status).toBe(200);

    // A like (or unlike) made through A is counted when read through B.
    const gallery = await (await api(b, '/projects?pageSize=1')).json();
    const projectId = gallery.projects[0].id as number;
    const before = await (await api(b, `/projects/${projectId}/like`, { headers: bearer })).json();
    const method = before.hasLiked ? 'DELETE' : 'POST';
    expect((await api(a, `/projects/${projectId}/like`, { method, headers: bearer })).status).toBe(200);
    const seen = await (await api(b, `/projects/${projectId}/like`, { headers: bearer })).json();
    const likesAfter = before.metadataLikes + (before.hasLiked ? -1 : 1);
    expect(seen).toEqual({ hasLiked: !before.hasLiked, metadataLikes: likesAfter });

    // B's cached public gallery patches in the count when A's like is announced (LISTEN/NOTIFY): B shows the
    // new count once the announcement has crossed, which the loop waits for (the test's timeout bounds it).
    const galleryLikes = async (server: Server) =>
      (await (await api(server, '/projects?pageSize=1')).json()).projects[0].metadataLikes as number;
    expect(await galleryLikes(a)).toBe(likesAfter);
    while ((await galleryLikes(b)) !== likesAfter) await new Promise((resolve) => setTimeout(resolve, 20));
    // And the other way: an unlike through B shows in A's cached gallery.
    const undo = before.hasLiked ? 'POST' : 'DELETE';
    expect((await api(b, `/projects/${projectId}/like`, { method: undo, headers: bearer })).status).toBe(200);
    expect(await galleryLikes(b)).toBe(before.metadataLikes);
    while ((await galleryLikes(a)) !== before.metadataLikes)
      await new Promise((resolve) => setTimeout(resolve, 20));

    // A file uploaded through A is served by B from the shared bucket.
    const body = multipart({ type: 'image' }, { name: 'a.png', bytes: TINY_PNG, type: 'image/png' });
    const uploaded = await fetch(`${a.url}/api-v2/files`, {
      method: 'POST',
      headers: { ...bearer, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(200);
    const { link } = await uploaded.json();
    const served = await fetch(`${b.url}${link}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    // Logging out everywhere through A ends the session on B too: B forgets the account it keeps in
    // memory once the database's announcement has crossed, which the loop waits for.
    expect((await api(b, '/user?userName=ada', { headers: bearer })).status).toBe(200);
    const out = await api(a, '/auth/logout', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: refreshed.headers.get('refresh-token'), everywhere: true }),
    });
    expect(out.status).toBe(200);
    expect((await api(a, '/user?userName=ada', { headers: bearer })).status).toBe(401);
    while ((await api(b, '/user?userName=ada', { headers: bearer })).status !== 401)
      await new Promise((resolve) => setTimeout(resolve, 20));

    // Failed logins for one account are counted across both servers (limit 4 a minute).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const attempt = await api(server, '/auth/login', {
        method: 'POST',
        body: JSON.stringify({ usernameOrEmail: 'grace', password: `wrong-${i}` }),
      });
      statuses.push(attempt.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  }, 60_000);
});
