import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../common/api-tokens';
import { apiTokens, eventMemberships } from '../db/schema';
import { startTestAppForSuite, type TestApp, testAppForFile } from '../test/app';
import { addEventMember, addTeamMember, buildEvent, buildProject, buildUser } from '../test/factories';
import { hashApiToken } from './service';

const t = testAppForFile();

type Created = { token: string; apiToken: { id: number; hint: string; lastUsedAt: string | null } };

async function personalToken(
  app: TestApp,
  userId: number,
  scopes: ApiTokenScope[],
  extra: object = {},
): Promise<Created> {
  const response = await app.as(userId, 'POST', '/me/tokens', { name: 'Script', scopes, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function eventToken(app: TestApp, userId: number, slug: string, scopes: ApiTokenScope[]) {
  const response = await app.as(userId, 'POST', `/partners/events/${slug}/api-tokens`, {
    name: 'Event script',
    scopes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Created;
}

/** An /api-v2 call with a token as the bearer. */
const withToken = (
  app: TestApp,
  token: string,
  method: string,
  url: string,
  payload?: object,
  headers = {},
) =>
  app.app.inject({
    method: method as 'GET',
    url: `/api-v2${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A user who owns a project in one event and edits (as staff) another. */
async function world() {
  const user = await buildUser(t.db);
  const stranger = await buildUser(t.db);
  const own = await buildEvent(t.db);
  const staffed = await buildEvent(t.db);
  await addEventMember(t.db, staffed.id, user.id, 'ss_event_editor');
  const ownProject = await buildProject(t.db, { eventId: own.id, submissionStatus: 'DRAFT' });
  await addTeamMember(t.db, ownProject.id, user.id, 'Owner');
  const othersProject = await buildProject(t.db, { eventId: staffed.id, submissionStatus: 'SUBMITTED' });
  await addTeamMember(t.db, othersProject.id, stranger.id, 'Owner');
  return { user, stranger, own, staffed, ownProject, othersProject };
}

describe('creating, listing and revoking personal tokens', () => {
  it('refuses anonymous callers, bad input and calls made with a token', async () => {
    const { user } = await world();
    expect((await t.as(null, 'POST', '/me/tokens', { name: 'x', scopes: ['read'] })).statusCode).toBe(401);
    expect((await t.as(null, 'GET', '/me/tokens')).statusCode).toBe(401);
    expect((await t.as(user.id, 'POST', '/me/tokens', { name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await t.as(user.id, 'POST', '/me/tokens', { name: '', scopes: ['read'] })).statusCode).toBe(400);
    expect((await t.as(user.id, 'POST', '/me/tokens', { name: 'x', scopes: ['admin'] })).statusCode).toBe(
      400,
    );
    const past = await t.as(user.id, 'POST', '/me/tokens', {
      name: 'x',
      scopes: ['read'],
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().key).toBe('apiTokens.errors.expiry');
    const { token } = await personalToken(t, user.id, ['read', 'write_projects', 'manage_event']);
    const minted = await withToken(t, token, 'POST', '/me/tokens', { name: 'more', scopes: ['read'] });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().key).toBe('apiTokens.errors.notForTokens');
    expect((await withToken(t, token, 'GET', '/me/tokens')).statusCode).toBe(403);
  });

  it('answers the token once, stores only its hash and lists it without the secret', async () => {
    const { user } = await world();
    const created = await personalToken(t, user.id, ['read']);
    expect(created.token).toMatch(/^sc_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken.hint).toBe(created.token.slice(0, 11));
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id));
    expect(row?.tokenHash).toBe(hashApiToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await t.as(user.id, 'GET', '/me/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json().tokens).toEqual([
      expect.objectContaining({
        id: created.apiToken.id,
        kind: 'personal',
        scopes: ['read'],
        revokedAt: null,
      }),
    ]);
  });

  it('revokes: the token is refused with 401 and a clear message; others cannot revoke it', async () => {
    const { user, stranger } = await world();
    const { token, apiToken } = await personalToken(t, user.id, ['read']);
    expect((await withToken(t, token, 'GET', `/user?userId=${user.id}`)).statusCode).toBe(200);
    expect((await t.as(null, 'DELETE', `/me/tokens/${apiToken.id}`)).statusCode).toBe(401);
    expect((await t.as(stranger.id, 'DELETE', `/me/tokens/${apiToken.id}`)).statusCode).toBe(404);
    expect((await t.as(user.id, 'DELETE', '/me/tokens/abc')).statusCode).toBe(400);
    expect((await t.as(user.id, 'DELETE', `/me/tokens/${apiToken.id}`)).statusCode).toBe(200);
    const refused = await withToken(t, token, 'GET', `/user?userId=${user.id}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      message: 'This API token has been revoked',
      key: 'apiTokens.errors.revoked',
    });
    const [listed] = (await t.as(user.id, 'GET', '/me/tokens')).json().tokens;
    expect(listed.revokedAt).not.toBeNull();
  });

  it('refuses expired, unknown and mangled tokens with 401', async () => {
    const { user } = await world();
    const { token, apiToken } = await personalToken(t, user.id, ['read'], {
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await withToken(t, token, 'GET', `/user?userId=${user.id}`)).statusCode).toBe(200);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, apiToken.id));
    const expired = await withToken(t, token, 'GET', `/user?userId=${user.id}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API token has expired');
    const unknown = `sc_pat_${'A'.repeat(43)}`;
    expect((await withToken(t, unknown, 'GET', `/user?userId=${user.id}`)).json()).toMatchObject({
      message: 'invalid API token',
    });
    expect((await withToken(t, 'sc_evt_short', 'GET', `/user?userId=${user.id}`)).statusCode).toBe(401);
  });

  it('keeps session JWTs working unchanged beside tokens', async () => {
    const { user } = await world();
    const response = await t.as(user.id, 'GET', `/user?userId=${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().userName ?? response.json().user?.userName).toBe(user.userName);
  });
});

describe('what each scope allows', () => {
  it('read: GET calls only', async () => {
    const { user, own, ownProject } = await world();
    const { token } = await personalToken(t, user.id, ['read']);
    expect((await withToken(t, token, 'GET', `/project/${ownProject.id}`)).statusCode).toBe(200);
    expect((await withToken(t, token, 'GET', `/projects?eventId=${own.id}`)).statusCode).toBe(200);
    const write = await withToken(t, token, 'PATCH', `/projects/${ownProject.id}`, { title: 'Nope' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      key: 'apiTokens.errors.scope',
      values: { scope: 'write_projects' },
    });
  });

  it('write_projects: the user’s own projects, not others’ as event staff, and no GET without read', async () => {
    const { user, ownProject, othersProject } = await world();
    const { token } = await personalToken(t, user.id, ['write_projects']);
    const edit = await withToken(t, token, 'PATCH', `/projects/${ownProject.id}`, { title: 'By token' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().title).toBe('By token');
    // The session may edit the other project as event editor; the token without manage_event may not.
    const asStaff = await withToken(t, token, 'PATCH', `/projects/${othersProject.id}`, { title: 'Staff' });
    expect(asStaff.statusCode).toBe(403);
    expect((await t.as(user.id, 'PATCH', `/projects/${othersProject.id}`, { title: 'S' })).statusCode).toBe(
      200,
    );
    expect((await withToken(t, token, 'GET', `/project/${ownProject.id}`)).statusCode).toBe(403);
    expect((await withToken(t, token, 'POST', `/projects/${ownProject.id}/like`)).statusCode).toBe(403);
  });

  it('manage_event: the console writes of events the user organises, nowhere else', async () => {
    const { user, own, staffed, othersProject } = await world();
    const { token } = await personalToken(t, user.id, ['manage_event', 'write_projects']);
    const preview = await withToken(t, token, 'POST', `/partners/events/${staffed.slug}/preview-tokens`, {});
    expect(preview.statusCode, preview.body).toBe(200);
    // Not staff of `own`: the token does no more than the user.
    expect(
      (await withToken(t, token, 'POST', `/partners/events/${own.slug}/preview-tokens`, {})).statusCode,
    ).toBe(403);
    // Editors manage members nowhere: neither does their token.
    const invite = await withToken(t, token, 'POST', `/partners/events/${staffed.id}/members`, {
      email: 'someone@example.test',
      role: 'ss_event_viewer',
    });
    expect(invite.statusCode).toBe(403);
    const staffEdit = await withToken(t, token, 'PATCH', `/projects/${othersProject.id}`, { title: 'Staff' });
    expect(staffEdit.statusCode).toBe(200);
    const readOnly = await personalToken(t, user.id, ['read']);
    expect(
      (await withToken(t, readOnly.token, 'POST', `/partners/events/${staffed.slug}/preview-tokens`, {}))
        .statusCode,
    ).toBe(403);
  });

  it('never lends site-wide powers: a super admin’s token is refused the version call', async () => {
    const admin = await buildUser(t.db, { isSuperAdmin: true });
    expect((await t.as(admin.id, 'GET', '/version')).statusCode).toBe(200);
    const { token } = await personalToken(t, admin.id, ['read']);
    expect((await withToken(t, token, 'GET', '/version')).statusCode).toBe(403);
  });
});

describe('event tokens', () => {
  async function organised() {
    const { event, owner } = await (async () => {
      const event = await buildEvent(t.db);
      const owner = await buildUser(t.db);
      await addEventMember(t.db, event.id, owner.id, 'ss_event_owner');
      return { event, owner };
    })();
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const other = await buildEvent(t.db);
    await addEventMember(t.db, other.id, editor.id, 'ss_event_owner');
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    const otherProject = await buildProject(t.db, { eventId: other.id, submissionStatus: 'SUBMITTED' });
    return { event, owner, editor, other, project, otherProject };
  }

  it('are created by owners, admins and editors only (401, 403, 400, 200)', async () => {
    const { event, owner } = await organised();
    const body = { name: 'CI', scopes: ['read'] };
    const url = `/partners/events/${event.slug}/api-tokens`;
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const superAdmin = await buildUser(t.db, { isSuperAdmin: true });
    expect((await t.as(null, 'POST', url, body)).statusCode).toBe(401);
    expect((await t.as(viewer.id, 'POST', url, body)).statusCode).toBe(403);
    expect((await t.as(participant.id, 'POST', url, body)).statusCode).toBe(403);
    expect((await t.as(superAdmin.id, 'POST', url, body)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'POST', url, { name: 'CI', scopes: ['read', 'read'] })).statusCode).toBe(
      400,
    );
    const created = await eventToken(t, owner.id, event.slug, ['read']);
    expect(created.token).toMatch(/^sc_evt_/);
    expect((await t.as(viewer.id, 'GET', url)).statusCode).toBe(403);
    const list = await t.as(owner.id, 'GET', url);
    expect(list.json().tokens[0]).toMatchObject({ kind: 'event', eventId: event.id });
    expect((await t.as(viewer.id, 'DELETE', `${url}/${created.apiToken.id}`)).statusCode).toBe(403);
  });

  it('act with the creator’s rights on their event and never on another', async () => {
    const { event, editor, other, project, otherProject } = await organised();
    const { token } = await eventToken(t, editor.id, event.slug, ['read', 'manage_event', 'write_projects']);
    expect((await withToken(t, token, 'GET', `/partners/events/${event.id}/members`)).statusCode).toBe(200);
    expect(
      (await withToken(t, token, 'POST', `/partners/events/${event.slug}/preview-tokens`, {})).statusCode,
    ).toBe(200);
    const edit = await withToken(t, token, 'PATCH', `/projects/${project.id}`, { title: 'By event token' });
    expect(edit.statusCode, edit.body).toBe(200);
    // The creator owns `other`, the token still may not touch it, its projects or the account.
    for (const [method, url, payload] of [
      ['GET', `/partners/events/${other.id}/members`],
      ['POST', `/partners/events/${other.slug}/preview-tokens`, {}],
      ['PATCH', `/projects/${otherProject.id}`, { title: 'Elsewhere' }],
      ['GET', `/project/${otherProject.id}`],
      ['GET', `/projects?eventId=${other.id}`],
      ['GET', `/user?userId=${editor.id}`],
      ['GET', '/partners/events'],
    ] as const) {
      const response = await withToken(t, token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // Naming the token's event in the header does not open a call about another event.
    const mixed = await withToken(t, token, 'GET', `/projects?eventId=${other.id}`, undefined, {
      'x-event': event.slug,
    });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().key).toBe('apiTokens.errors.otherEvent');
    const listed = await withToken(t, token, 'GET', '/projects', undefined, { 'x-event': event.slug });
    expect(listed.statusCode).toBe(200);
  });

  it('are refused every kind of call about another event the creator also runs', async () => {
    const { event, owner, other, project, otherProject } = await organised();
    await addEventMember(t.db, other.id, owner.id, 'ss_event_owner');
    await addTeamMember(t.db, otherProject.id, owner.id, 'Owner');
    const { token } = await eventToken(t, owner.id, event.slug, ['read', 'manage_event', 'write_projects']);
    const calls: [string, string, object?][] = [
      ['GET', `/partners/events/${other.slug}/overview`],
      ['PUT', `/partners/events/${other.id}/judging/settings`, { judgeRegistration: true }],
      ['PUT', `/partners/events/${other.slug}/peoples-choice/publication`, { published: true }],
      ['POST', `/partners/events/${other.id}/faqs`, { question: 'Q?', answer: 'A.' }],
      ['PATCH', `/partners/events/${other.slug}`, { name: 'Renamed' }],
      ['GET', `/partners/events/${other.id}/export.csv`],
      ['POST', '/projects', { eventId: other.id }],
      ['DELETE', `/projects/${otherProject.id}`],
      ['GET', `/project/${otherProject.id}/teams`],
      ['GET', `/posts?projectId=${otherProject.id}`],
      ['GET', `/categories/projects?projectIds=${project.id},${otherProject.id}`],
      ['POST', '/categories/projects', { projectId: otherProject.id, categoryIds: [1] }],
      ['GET', `/timeline?eventId=${other.id}`],
      ['PATCH', `/projects/${otherProject.id}/updateProjectStatuses`, { submissionStatus: 'APPROVED' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await withToken(t, token, method, url, payload, { 'x-event': event.slug });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    // The same kinds of call about its own event get past the guard.
    for (const [method, url] of [
      ['GET', `/partners/events/${event.slug}/overview`],
      ['GET', `/project/${project.id}/teams`],
      ['GET', `/posts?projectId=${project.id}`],
      ['GET', `/timeline?eventId=${event.id}`],
    ] as const) {
      const response = await withToken(t, token, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
  });

  it('follow the creator: a demoted editor’s token manages nothing, a removed one’s is refused', async () => {
    const { event, editor } = await organised();
    const { token } = await eventToken(t, editor.id, event.slug, ['read', 'manage_event']);
    await t.db
      .update(eventMemberships)
      .set({ role: 'ss_event_viewer' })
      .where(eq(eventMemberships.userId, editor.id));
    const refused = await withToken(t, token, 'GET', `/partners/events/${event.id}/members`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().key).toBe('apiTokens.errors.creatorLeft');
  });

  it('are revoked by any organiser of the event', async () => {
    const { event, owner, editor } = await organised();
    const { token, apiToken } = await eventToken(t, editor.id, event.slug, ['read']);
    const url = `/partners/events/${event.slug}/api-tokens/${apiToken.id}`;
    expect((await t.as(owner.id, 'DELETE', url)).statusCode).toBe(200);
    expect((await withToken(t, token, 'GET', `/partners/events/${event.id}/members`)).statusCode).toBe(401);
  });
});

describe('last-used time', () => {
  it('is written on first use and then at most once a minute', async () => {
    const { user } = await world();
    const { token, apiToken } = await personalToken(t, user.id, ['read']);
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id)))[0]?.lastUsedAt ?? null;
    expect(await lastUsed()).toBeNull();
    await withToken(t, token, 'GET', `/user?userId=${user.id}`);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await withToken(t, token, 'GET', `/user?userId=${user.id}`);
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    const old = new Date(Date.now() - 120_000);
    await t.db.update(apiTokens).set({ lastUsedAt: old }).where(eq(apiTokens.id, apiToken.id));
    await withToken(t, token, 'GET', `/user?userId=${user.id}`);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});

describe('the OpenAPI document', () => {
  it('lists the token scheme and marks which calls take a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api-v2/docs/json' });
    const doc = response.json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api-v2/projects/{id}'].patch['x-api-token-scope']).toBe('write_projects');
    expect(doc.paths['/api-v2/projects/{id}'].patch.security).toContainEqual({ apiToken: [] });
    expect(doc.paths['/api-v2/me/tokens'].post.security).not.toContainEqual({ apiToken: [] });
  });
});

describe('per-token rate limit', () => {
  const limited = startTestAppForSuite({ API_TOKEN_RATE_LIMIT: 3 });
  it('answers 429 after the limit, counting each token apart', async () => {
    const app = limited();
    const user = await buildUser(app.db);
    const first = await personalToken(app, user.id, ['read']);
    const second = await personalToken(app, user.id, ['read']);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await withToken(app, first.token, 'GET', `/user?userId=${user.id}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await withToken(app, second.token, 'GET', `/user?userId=${user.id}`)).statusCode).toBe(200);
    // Sessions are not counted against tokens.
    expect((await app.as(user.id, 'GET', `/user?userId=${user.id}`)).statusCode).toBe(200);
  });
});

describe('logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logged = startTestAppForSuite({ LOG_LEVEL: 'trace' }, { logStream: stream });
  beforeEach(() => {
    lines.length = 0;
  });
  it('never carry a token, in headers, failed calls or URLs', async () => {
    const app = logged();
    const user = await buildUser(app.db);
    const { token, apiToken } = await personalToken(app, user.id, ['read']);
    await withToken(app, token, 'GET', `/user?userId=${user.id}`);
    await withToken(app, token, 'PATCH', '/projects/1', { title: 'x' });
    await app.app.inject({ method: 'GET', url: `/api-v2/nowhere/${token}` });
    await app.as(user.id, 'DELETE', `/me/tokens/${apiToken.id}`);
    await withToken(app, token, 'GET', `/user?userId=${user.id}`);
    await app.app.inject({
      method: 'GET',
      url: `/api-v2/user?userId=${user.id}`,
      headers: { authorization: `Bearer ${token}x` },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = lines.join('');
    expect(text).toContain('"route"');
    expect(text).not.toContain(token.slice(7));
  });
});
