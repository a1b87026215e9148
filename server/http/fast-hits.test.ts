import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { type AccessLine, AccessLog } from '../logger';
import { announcementsHeard } from '../test/announcements';
import { createTestApp, type TestApp } from '../test/app';
import { buildEvent, buildProject } from '../test/factories';
import { parseChange } from './change-message';
import { apiKeyOf, fastHitServer, requestIds } from './fast-hits';
import { type Answer, etagOf, PublicAnswerCache } from './public-cache';

const urlOf = (server: Server, path: string) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

const withoutDate = (headers: Headers) => {
  const all = Object.fromEntries(headers);
  delete all.date;
  return all;
};

describe('hits answered before Fastify', () => {
  const cache = new PublicAnswerCache();
  const lines: AccessLine[] = [];
  /** The URLs that reached Fastify's handler. */
  const handled: string[] = [];
  let closing = false;
  let server: Server;
  const body = '{"projects":[]}';
  const answer: Answer = {
    body,
    buffer: Buffer.from(body),
    etag: etagOf(body),
    eventId: 7,
    storedAt: Date.now(),
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0' },
    route: '/api-v2/projects',
  };

  beforeAll(async () => {
    const factory = fastHitServer({
      lookup: (request, url) => cache.get(apiKeyOf(request.headers, url)),
      nextId: requestIds(),
      access: (line) => lines.push(line),
      isClosing: () => closing,
    });
    server = factory((request, response) => {
      handled.push(`${request.method} ${request.url}`);
      response.end('from Fastify');
    }, {}) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    handled.length = 0;
    lines.length = 0;
    closing = false;
    cache.store(apiKeyOf({ 'x-event': 'fair' }, '/api-v2/projects'), answer, cache.generation);
  });

  const get = (headers: Record<string, string> = {}, url = '/api-v2/projects', method = 'GET') =>
    fetch(urlOf(server, url), { method, headers: { 'x-event': 'fair', ...headers } });

  it('sends the stored answer and its headers, and writes the access line, without Fastify', async () => {
    cache.store(apiKeyOf({ 'x-event': 'fair' }, '/api-v2/projects'), answer, cache.generation);
    const response = await get();
    expect(await response.text()).toBe(body);
    expect(response.headers.get('etag')).toBe(answer.etag);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
    expect(response.headers.get('content-length')).toBe(String(answer.buffer.length));
    expect(handled).toEqual([]);
    expect(lines).toEqual([
      { reqId: 'req-1', method: 'GET', route: '/api-v2/projects', status: 200, ms: expect.any(Number) },
    ]);
  });

  it('answers 304 to a caller holding the tag and HEAD without a body', async () => {
    const notModified = await get({ 'if-none-match': answer.etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-type')).toBeNull();
    const head = await get({}, '/api-v2/projects', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(answer.buffer.length));
    expect(await head.text()).toBe('');
    expect(handled).toEqual([]);
    expect(lines.map((line) => [line.method, line.status])).toEqual([
      ['GET', 304],
      ['HEAD', 200],
    ]);
  });

  it('leaves every request with credentials, another key or method, or while closing, to Fastify', async () => {
    await get({ authorization: 'Bearer x' });
    await get({ 'x-session-mode': 'cookie' });
    await get({ 'x-preview-token': 'p' });
    await get({ 'x-access-pass': 'a' });
    await get({}, '/api-v2/projects?previewToken=p');
    await get({ 'x-event': 'other' });
    await get({ origin: 'https://partner.example' });
    await get({}, '/api-v2/projects', 'POST');
    closing = true;
    await get();
    expect(handled).toHaveLength(9);
    expect(lines).toEqual([]);
  });

  it('stops answering once the event changes', async () => {
    cache.hear(parseChange('7'));
    expect(await (await get()).text()).toBe('from Fastify');
  });
});

describe('the app answering cached hits before Fastify', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const logStream: DestinationStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  let eventSlug: string;
  let projectId: number;
  let accessLog: AccessLog;
  /** Requests Fastify completed: a hit answered before it never gets there. */
  let completed: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'showcase-fast-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Showcase</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(
      { WEB_DIST: dist, SSR_ENTRY: path.resolve('web/entry-server.tsx'), PUBLIC_URL: 'http://showcase.test' },
      { publicCache: true, logStream },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const event = await buildEvent(t.db, { slug: `fast-${Date.now()}` });
    eventSlug = event.slug;
    projectId = (await buildProject(t.db, { eventId: event.id, title: 'Swift one' })).id;
    const controller = Object.getOwnPropertySymbols(t.app).find(
      (symbol) => symbol.description === 'fastify.logController',
    );
    accessLog = (t.app as unknown as Record<symbol, AccessLog>)[controller!]!;
    expect(accessLog).toBeInstanceOf(AccessLog);
  });
  // Spies are restored after each test (server/test/setup.ts).
  beforeEach(() => {
    completed = vi.spyOn(accessLog, 'requestCompleted');
  });
  afterAll(() => t.close());

  /**
   * A read of `url` once its access line (for `route`) is written: Fastify writes it when the answer has
   * left, so only then is it known whether Fastify completed the request.
   */
  async function get(url: string, route: string, headers: Record<string, string> = {}) {
    const before = lines.length;
    const response = await fetch(urlOf(t.app.server, url), { headers: { 'x-event': eventSlug, ...headers } });
    const body = await response.text();
    await vi.waitFor(() => expect(lines.slice(before).some((line) => line.route === route)).toBe(true));
    return { response, body };
  }

  /** Two reads of `url`: the first computed by Fastify, the second a hit that never reaches it. */
  async function firstAndHit(url: string, route: string, headers: Record<string, string> = {}) {
    const first = await get(url, route, headers);
    completed.mockClear();
    const hit = await get(url, route, headers);
    expect(completed).not.toHaveBeenCalled();
    expect(hit.response.status).toBe(first.response.status);
    expect(withoutDate(hit.response.headers)).toEqual(withoutDate(first.response.headers));
    expect(hit.body).toBe(first.body);
    return { hit: hit.response, body: hit.body };
  }

  const PROJECT_ROUTE = '/api-v2/project/:idOrSlug';

  it('sends an API hit with the first answer’s status, headers and body, its access line and 304', async () => {
    const url = `/api-v2/project/${projectId}`;
    await get(url, PROJECT_ROUTE);
    const before = lines.length;
    const { hit, body } = await firstAndHit(url, PROJECT_ROUTE);
    expect(body).toContain('Swift one');
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(hit.headers.get('vary')).toContain('authorization');
    // One access line a hit, with the route's pattern.
    expect(lines.slice(before).filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', route: PROJECT_ROUTE, status: 200 }),
      expect.objectContaining({
        method: 'GET',
        route: PROJECT_ROUTE,
        status: 200,
        reqId: expect.any(String),
      }),
    ]);
    const etag = String(hit.headers.get('etag'));
    const notModified = await get(url, PROJECT_ROUTE, { 'if-none-match': etag });
    expect(notModified.response.status).toBe(304);
    expect(completed).not.toHaveBeenCalled();
    expect(lines.at(-1)).toMatchObject({ route: PROJECT_ROUTE, status: 304 });
  });

  it('never gives a cached answer to a caller with credentials', async () => {
    const url = `/api-v2/project/${projectId}`;
    await firstAndHit(url, PROJECT_ROUTE);
    completed.mockClear();
    const personal = await get(url, PROJECT_ROUTE, await t.authHeaders(1, eventSlug));
    expect(completed).toHaveBeenCalledOnce();
    expect(personal.response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves fresh data once a write has dropped the answers', async () => {
    const url = `/api-v2/project/${projectId}`;
    await firstAndHit(url, PROJECT_ROUTE);
    await t.db.update(schema.projects).set({ title: 'Renamed one' }).where(eq(schema.projects.id, projectId));
    await announcementsHeard(t);
    completed.mockClear();
    expect((await get(url, PROJECT_ROUTE)).body).toContain('Renamed one');
    expect(completed).toHaveBeenCalledOnce();
  });

  it('serves a server-rendered page as a hit, per language, and renders it for a visitor with a session', async () => {
    const page = `/${eventSlug}`;
    const { hit, body } = await firstAndHit(page, page);
    expect(hit.headers.get('content-type')).toContain('text/html');
    expect(body).toContain('<div id="root"><');
    const french = await firstAndHit(page, page, { cookie: 'locale=fr' });
    expect(french.body).toContain('lang="fr"');
    completed.mockClear();
    await get(page, page, { cookie: 'auth=someone' });
    expect(completed).toHaveBeenCalled();
  });
});
