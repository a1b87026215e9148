import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../common/constants';
import { EVENT_PAGE_PATHS } from '../../common/page-paths';
import { createTestApp, type TestApp } from '../test/app';
import { buildCategory, buildEvent, buildProject } from '../test/factories';

let t: TestApp;
let eventSlug: string;
let projectSlug: string;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcase-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Showcase</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
  const event = await buildEvent(t.db, { slug: 'fair' });
  eventSlug = event.slug;
  projectSlug = (await buildProject(t.db, { eventId: event.id, slug: 'solar-sprout' })).slug;
  await buildProject(t.db, { eventId: event.id, slug: 'still-a-draft', submissionStatus: 'DRAFT' });
  await buildProject(t.db, { eventId: event.id, slug: 'waiting', submissionStatus: 'SUBMITTED' });
  await buildCategory(t.db, event.id, 'Health');
  await buildEvent(t.db, { slug: 'draft-fair', status: 'Draft', privacy: 'PRIVATE' });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers every page path with index.html, uncached', async () => {
    for (const url of ['/', '/fr', '/fair', '/es/fair/projects', '/fair/project/solar-sprout', '/login']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 to a visitor for a project that is not public, and 200 to a reader with a session', async () => {
    for (const url of ['/fair/project/still-a-draft', '/fr/fair/project/waiting']) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(404);
      expect(anonymous.body, url).toContain('<meta name="showcase-page-status" content="404" />');
      // The team or the staff may be reading: the page decides what to show.
      const signedIn = await t.app.inject({ url, cookies: { [AUTH_COOKIE]: 'a-token' } });
      expect(signedIn.statusCode, url).toBe(200);
    }
  });

  it('answers 404 with the app for pages, events, projects and categories that do not exist', async () => {
    const missing = [
      '/404',
      '/no-such-event',
      '/fr/no-such-event/projects',
      '/fair/project/nope',
      '/fair/projects/category/nope',
      '/fair/no-such-page',
      '/fair/projects/extra/levels',
      '/fair/manage/no-such-section',
      '/fair/not-found?path=/fair/x',
      '/Bad_Slug!',
    ];
    for (const url of missing) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
      expect(response.body, url).toContain('<meta name="showcase-page-status" content="404" />');
      expect(response.body, url).toContain('noindex');
    }
  });

  it('answers 200 for every page of an existing event, drafts included', async () => {
    const concrete = (pattern: string) =>
      pattern.replace(':project', projectSlug).replace(':category', 'health').replace(':projectId', '12');
    for (const pattern of EVENT_PAGE_PATHS) {
      const url = `/${eventSlug}/${concrete(pattern)}`;
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('showcase-page-status');
    }
    expect((await t.app.inject({ url: '/draft-fair' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/es/fair/project/SOLAR-SPROUT' })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
