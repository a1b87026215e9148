import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES_IN_ORDER } from './db/copy';
import { createTestApp, type TestApp } from './test/app';
import { addEventMember, addTeamMember, buildEvent, buildProject, buildUser } from './test/factories';
import { multipart } from './test/multipart';

/**
 * Random and malformed input at every endpoint the OpenAPI document lists: the answer is always a 4xx
 * (or a 2xx) with a JSON message, never a 500, and a refused request leaves the database unchanged.
 */
let t: TestApp;
let routes: { method: string; path: string }[] = [];
let userId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.db);
  userId = owner.id;
  const event = await buildEvent(t.db, { slug: 'hostile' });
  await addEventMember(t.db, event.id, owner.id, 'ss_event_owner');
  const project = await buildProject(t.db, { eventId: event.id });
  await addTeamMember(t.db, project.id, owner.id, 'Owner');
  const spec = (await t.app.inject({ url: '/api-v2/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

/** One number that changes when any row is added, removed or edited. */
async function fingerprint(): Promise<string> {
  const parts = TABLES_IN_ORDER.map(
    (table) =>
      sql`(select count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${sql.identifier(getTableName(table))} x)`,
  );
  const result = await t.db.execute(sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as f`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { f: string }[] }).rows) as {
    f: string;
  }[];
  return rows[0]!.f;
}

const segment = fc.oneof(
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('1', 'hostile', '%00', '..%2F..', 'demo', '-1', '1e9', "'or'1'='1"),
);
const query = fc.dictionary(
  fc.constantFrom(
    'eventId',
    'pageSize',
    'nextPageToken',
    'includes',
    'status',
    'submissionStatus',
    'userIds',
    'token',
    'slug',
    'sort',
    'limit',
    'offset',
    'filterBy',
    'keyword',
  ),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant('')),
  { maxKeys: 4 },
);
const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined), fc.string({ maxLength: 50 }));
const headers = fc.record(
  {
    'x-event': fc.oneof(fc.constant('hostile'), fc.string({ maxLength: 70 })),
    'x-preview-token': fc.string({ maxLength: 50 }),
    'x-access-pass': fc.string({ maxLength: 50 }),
  },
  { requiredKeys: [] },
);

const fillPath = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => values[i++ % values.length] ?? '1');
};

describe('hostile input', () => {
  it('never answers 500 and never changes data when it refuses, at any endpoint', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const authorization = await t.authHeaders(userId, 'hostile');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        body,
        headers,
        fc.boolean(),
        async (route, segments, params, payload, extraHeaders, loggedIn) => {
          const before = await fingerprint();
          const qs = new URLSearchParams(params).toString();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${fillPath(route.path, segments)}${qs ? `?${qs}` : ''}`,
            headers: {
              ...(Object.fromEntries(
                Object.entries(extraHeaders).filter(([, v]) => /^[\x20-\x7e]*$/.test(v as string)),
              ) as Record<string, string>),
              ...(loggedIn ? authorization : {}),
              ...(payload !== undefined && route.method !== 'GET'
                ? { 'content-type': 'application/json' }
                : {}),
            },
            ...(payload !== undefined && route.method !== 'GET' ? { payload: JSON.stringify(payload) } : {}),
          });
          expect(response.statusCode, `${route.method} ${route.path} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(typeof response.json().message).toBe('string');
            expect(await fingerprint(), `${route.method} ${route.path} changed data`).toBe(before);
          }
        },
      ),
      { numRuns: 400, seed: Number(process.env.FAST_CHECK_SEED ?? 20261123) },
    );
  }, 120_000);

  it('refuses garbage and mislabelled uploads without storing anything', async () => {
    const authorization = await t.authHeaders(userId, 'hostile');
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom('image/png', 'application/pdf', 'text/html', 'image/svg+xml', 'video/mp4'),
        fc.constantFrom('image', 'video', 'document', 'file', 'nonsense', ''),
        async (bytes, mime, type) => {
          const before = await fingerprint();
          const form = multipart(type ? { type } : {}, {
            name: 'x.bin',
            bytes: Buffer.from(bytes),
            type: mime,
          });
          const response = await t.app.inject({
            method: 'POST',
            url: '/api-v2/files',
            payload: form.payload,
            headers: { ...authorization, ...form.headers },
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(await fingerprint()).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
