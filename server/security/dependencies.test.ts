import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * The machine and CI run Node 20. Every locked package must accept it (npm ci warns EBADENGINE
 * otherwise), and the packages pinned back through `overrides` (cookie 1 for @fastify/cookie and
 * light-my-request, content-disposition 2 for @fastify/static) must still do their work.
 */
const NODE_MAJOR = 20;

/** Whether a package's engines.node range lets this Node major in (its lowest bound is not above it). */
function acceptsNode(range: string, major: number): boolean {
  return range.split('||').some((alternative) => {
    if (/^\s*</.test(alternative)) return true;
    const lowest = /^\s*(?:>=|\^|~|=)?\s*v?(\d+)/.exec(alternative);
    return !lowest || Number(lowest[1]) <= major;
  });
}

describe('dependencies', () => {
  it(`all accept Node ${NODE_MAJOR}`, () => {
    const lock = JSON.parse(readFileSync(path.resolve('package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, meta]) => meta.engines?.node && !acceptsNode(meta.engines.node, NODE_MAJOR))
      .map(([name, meta]) => `${name} (${meta.engines!.node})`);
    expect(refusing).toEqual([]);
    expect(acceptsNode('>=22', NODE_MAJOR)).toBe(false);
    expect(acceptsNode('^18.17.0 || >=20.5.0', NODE_MAJOR)).toBe(true);
  });

  it('set and read cookies through @fastify/cookie and light-my-request with cookie 1', async () => {
    const app = Fastify();
    await app.register(fastifyCookie, { secret: 'a-cookie-signing-secret-for-tests' });
    app.get('/set', async (_request, reply) =>
      reply
        .setCookie('auth', 'value with spaces', { httpOnly: true, sameSite: 'strict', path: '/' })
        .setCookie('signed', 'kept', { signed: true })
        .send({ ok: true }),
    );
    app.get('/read', async (request) => ({
      auth: request.cookies.auth,
      signed: request.unsignCookie(request.cookies.signed ?? '').value,
    }));
    const set = await app.inject({ url: '/set' });
    const auth = set.cookies.find((cookie) => cookie.name === 'auth');
    expect(auth).toMatchObject({ value: 'value with spaces', httpOnly: true, sameSite: 'Strict', path: '/' });
    const signed = set.cookies.find((cookie) => cookie.name === 'signed')!;
    const read = await app.inject({ url: '/read', cookies: { auth: auth!.value, signed: signed.value } });
    expect(read.json()).toEqual({ auth: 'value with spaces', signed: 'kept' });
    await app.close();
  });

  it('send downloads with a Content-Disposition from content-disposition 2', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'showcase-static-'));
    writeFileSync(path.join(root, 'report.txt'), 'hello');
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/download', async (_request, reply) => reply.download('report.txt', 'résumé final.txt'));
    const response = await app.inject({ url: '/download' });
    expect(response.body).toBe('hello');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="r?sum? final.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.txt`,
    );
    await app.close();
  });
});
