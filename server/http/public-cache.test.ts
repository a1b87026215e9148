import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { announcementsHeard, unannounced } from '../test/announcements';
import { createTestApp, type TestApp } from '../test/app';
import {
  buildAward,
  buildCategory,
  buildEvent,
  buildProject,
  buildTimelineEntry,
  buildUser,
  linkCategory,
} from '../test/factories';
import { parseChange } from './change-message';
import { etagOf, likeSlotsOf, MAX_AGE_MS, PublicAnswerCache, STALE_PAGE_MS } from './public-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { publicCache: true });
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api-v2${url}`, headers });

async function readAfterAnnouncements(url: string): Promise<string> {
  await announcementsHeard(t);
  return (await read(url)).body;
}

/** Renames a project with its announcing trigger off: only an answer computed afresh shows the new title. */
async function renameUnannounced(projectId: number, title: string): Promise<void> {
  await unannounced(t, 'projects', 'projects_public_change', () =>
    t.db.update(schema.projects).set({ title }).where(eq(schema.projects.id, projectId)),
  );
}

describe('the public answer cache', () => {
  it('answers repeated anonymous reads with the same body and ETag, and 304 when asked', async () => {
    const event = await buildEvent(t.db);
    await buildProject(t.db, { eventId: event.id, title: 'Cached one' });
    const first = await read(`/projects?eventId=${event.id}`);
    const second = await read(`/projects?eventId=${event.id}`);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toContain('application/json');
    // A copy leaves before the security and caching hooks run, with the headers they gave the first.
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers['content-security-policy']).toBeTruthy();
    expect(second.headers['cache-control']).toContain('public');
    const notModified = await read(`/projects?eventId=${event.id}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('serves the stored answer until the database announces a change', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id, title: 'Quiet' });
    const url = `/project/${project.id}`;
    expect(await readAfterAnnouncements(url)).toContain('Quiet');
    // A change made with the announcing trigger switched off stays unseen: the read came from memory.
    await renameUnannounced(project.id, 'Unheard');
    expect(await readAfterAnnouncements(url)).toContain('Quiet');
    await t.db.update(schema.projects).set({ title: 'Heard' }).where(eq(schema.projects.id, project.id));
    expect(await readAfterAnnouncements(url)).toContain('Heard');
  });

  it('keeps its answers when a project view is counted: the counts feed no public page', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id, title: 'Watched' });
    const url = `/project/${project.id}`;
    expect(await readAfterAnnouncements(url)).toContain('Watched');
    await renameUnannounced(project.id, 'Unheard');
    expect((await t.as(null, 'POST', `/projects/${project.id}/views`)).statusCode).toBe(204);
    // Had the view dropped the stored answers, this read would show the unannounced title.
    expect(await readAfterAnnouncements(url)).toContain('Watched');
  });

  it('shows a like made through the API on the very next read', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const user = await buildUser(t.db);
    const likesOf = async () => (await read(`/project/${project.id}`)).json().metadataLikes;
    expect(await likesOf()).toBe(0);
    expect((await t.as(user.id, 'POST', `/projects/${project.id}/like`)).statusCode).toBe(200);
    expect(await likesOf()).toBe(1);
    const gallery = (await read(`/projects?eventId=${event.id}`)).json();
    expect(gallery.projects[0].metadataLikes).toBe(1);
  });

  it('patches a like into the cached answers instead of dropping them, with a new ETag', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id, title: 'Patched' });
    const user = await buildUser(t.db);
    const urls = [`/projects?eventId=${event.id}`, `/project/${project.id}`];
    await announcementsHeard(t);
    const before = await Promise.all(urls.map((url) => read(url)));
    // A title changed unannounced stays unseen: the answers below come from memory, not the database.
    await renameUnannounced(project.id, 'Unheard');
    expect((await t.as(user.id, 'POST', `/projects/${project.id}/like`)).json().metadataLikes).toBe(1);
    for (const [i, url] of urls.entries()) {
      const after = await read(url, { 'if-none-match': String(before[i]!.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(before[i]!.body.replace('"metadataLikes":0', '"metadataLikes":1'));
      expect(after.headers.etag).not.toBe(before[i]!.headers.etag);
      expect((await read(url, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
    }
    expect((await t.as(user.id, 'DELETE', `/projects/${project.id}/like`)).statusCode).toBe(200);
    expect((await read(urls[0]!)).body).toBe(before[0]!.body);
  });

  it('drops an answer ordered by likes when a like may reorder it', async () => {
    const event = await buildEvent(t.db);
    const first = await buildProject(t.db, { eventId: event.id, title: 'First' });
    const second = await buildProject(t.db, { eventId: event.id, title: 'Second' });
    const user = await buildUser(t.db);
    const order = async () =>
      (await read(`/projects?eventId=${event.id}&sort=likes&order=desc`))
        .json()
        .projects.map((p: { id: number }) => p.id);
    await announcementsHeard(t);
    expect(await order()).toEqual([second.id, first.id]);
    await t.as(user.id, 'POST', `/projects/${first.id}/like`);
    expect(await order()).toEqual([first.id, second.id]);
  });

  it('drops the answers of every public read when its tables change in the database', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id, title: 'Before' });
    const category = await buildCategory(t.db, event.id, 'Energy');
    const urls = [
      `/projects?eventId=${event.id}`,
      `/projects?eventId=${event.id}&categoryIds=${category.id}&includes=categories`,
      `/project/${project.id}`,
      `/partners/events/${event.id}`,
      `/categories?eventId=${event.id}&includes=projectCount`,
      `/timeline?eventId=${event.id}`,
      `/partners/events/${event.id}/winners`,
    ];
    await announcementsHeard(t);
    const before = await Promise.all(urls.map(async (url) => (await read(url)).body));
    expect(before.every((body) => !body.includes('After'))).toBe(true);

    await t.db.update(schema.projects).set({ title: 'After' }).where(eq(schema.projects.id, project.id));
    expect((await readAfterAnnouncements(urls[0]!)).includes('After')).toBe(true);
    expect((await readAfterAnnouncements(urls[2]!)).includes('After')).toBe(true);

    await linkCategory(t.db, project.id, category.id);
    expect((await readAfterAnnouncements(urls[1]!)).includes('After')).toBe(true);
    expect((await readAfterAnnouncements(urls[4]!)).includes('"projectCount":1')).toBe(true);

    await t.db.update(schema.events).set({ name: 'After party' }).where(eq(schema.events.id, event.id));
    expect((await readAfterAnnouncements(urls[3]!)).includes('After party')).toBe(true);

    const entry = await buildTimelineEntry(t.db, event.id, 1, -10, 10);
    expect((await readAfterAnnouncements(urls[5]!)).includes(`"id":${entry.id}`)).toBe(true);

    await buildAward(t.db, event.id, { name: 'After prize' });
    await t.db.update(schema.events).set({ awardsPublished: true }).where(eq(schema.events.id, event.id));
    expect((await readAfterAnnouncements(urls[6]!)).includes('After prize')).toBe(true);
  });

  it('keeps answers per visitor kind: logged-in viewers and other events are not served cached answers', async () => {
    const event = await buildEvent(t.db);
    const other = await buildEvent(t.db);
    await buildProject(t.db, { eventId: event.id, title: 'Mine' });
    await buildProject(t.db, { eventId: other.id, title: 'Theirs' });
    const user = await buildUser(t.db);
    await read('/projects', { 'x-event': event.slug });
    expect((await read('/projects', { 'x-event': other.slug })).body).toContain('Theirs');
    const asUser = await t.as(user.id, 'GET', `/projects?eventId=${event.id}`);
    expect(asUser.headers['cache-control']).toContain('private');
  });
});

describe('PublicAnswerCache', () => {
  const answer = (eventId: number, body = '{}') => ({
    body,
    buffer: Buffer.from(body),
    etag: 'W/"x"',
    eventId,
    storedAt: Date.now(),
  });

  it('drops one event, or all for *', () => {
    const cache = new PublicAnswerCache();
    cache.store('a', answer(1), cache.generation);
    cache.store('b', answer(2), cache.generation);
    cache.drop(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.drop('*');
    expect(cache.get('b')).toBeUndefined();
  });

  it('sends a page past its age only while its fresh copy is being rendered, and none past the stale window', () => {
    const cache = new PublicAnswerCache();
    const stored = answer(1);
    cache.store('page', stored, cache.generation);
    const at = stored.storedAt;
    expect(cache.pageToSend('page', at)).toBe(stored);
    const pastItsAge = at + MAX_AGE_MS + 1;
    // Nobody renders it yet: the request goes to the page renderer, which starts the fresh render.
    expect(cache.pageToSend('page', pastItsAge)).toBeUndefined();
    const settle = cache.lead('page');
    expect(cache.pageToSend('page', pastItsAge)).toBe(stored);
    expect(cache.pageToSend('page', at + MAX_AGE_MS + STALE_PAGE_MS + 1)).toBeUndefined();
    settle(null);
    expect(cache.pageToSend('page', pastItsAge)).toBeUndefined();
  });

  it('refuses an answer computed before a drop, which may be stale', () => {
    const cache = new PublicAnswerCache();
    const started = cache.generation;
    cache.drop(7);
    cache.store('a', answer(1), started);
    expect(cache.get('a')).toBeUndefined();
  });

  it('patches like counts heard into answers that name their projects, and drops those ordered by them', () => {
    const cache = new PublicAnswerCache();
    // A description quoting the field name is escaped in JSON, so it is not taken for a count.
    const body =
      '{"projects":[{"id":5,"metadataLikes":2,"d":"\\"metadataLikes\\":9"},{"id":6,"metadataLikes":0}]}';
    expect(likeSlotsOf(body, { ids: [5], versions: [1] })).toBeNull();
    const likes = likeSlotsOf(body, { ids: [5, 6], versions: [1, 2] }) ?? undefined;
    cache.store('a', { ...answer(1, body), likes }, cache.generation);
    cache.store('b', { ...answer(1), dependsOnLikes: true }, cache.generation);
    cache.store('c', answer(2, body), cache.generation);
    cache.hear(parseChange('1:6:4:3'));
    expect(cache.get('a')?.body).toBe(body.replace('"metadataLikes":0', '"metadataLikes":4'));
    expect(cache.get('a')?.etag).toBe(etagOf(body.replace('"metadataLikes":0', '"metadataLikes":4')));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.body).toBe(body);
    cache.reset();
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the newest count when announcements arrive out of order', () => {
    const cache = new PublicAnswerCache();
    const body = '{"id":6,"metadataLikes":0}';
    const likes = likeSlotsOf(body, { ids: [6], versions: [10] }) ?? undefined;
    cache.store('a', { ...answer(1, body), likes }, cache.generation);
    cache.hear(parseChange('1:6:5:12'));
    cache.hear(parseChange('1:6:4:11'));
    expect(cache.get('a')?.body).toBe('{"id":6,"metadataLikes":5}');
    // A count read from the database newer than any heard stands.
    const newer = likeSlotsOf(body, { ids: [6], versions: [13] }) ?? undefined;
    cache.store('b', { ...answer(1, body), likes: newer }, cache.generation);
    expect(cache.get('b')?.body).toBe(body);
  });

  it('lets concurrent misses wait for the first one', async () => {
    const cache = new PublicAnswerCache();
    const settle = cache.lead('a');
    const waiting = cache.waitFor('a');
    settle(answer(1, '{"x":1}'));
    expect((await waiting)?.body).toBe('{"x":1}');
    expect(cache.waitFor('a')).toBeUndefined();
  });
});
