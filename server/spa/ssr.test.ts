import { executionAsyncId } from 'node:async_hooks';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from '../../common/server-render';
import * as t from '../db/schema';
import { parseChange } from '../http/change-message';
import { MAX_AGE_MS, STALE_PAGE_MS } from '../http/public-cache';
import { createTestApp, type TestApp } from '../test/app';
import {
  buildAward,
  buildCategory,
  buildEvent,
  buildProject,
  buildTimelineEntry,
  buildUser,
} from '../test/factories';
import { loadServerEntry } from './ssr';

/**
 * The public pages as the server renders them for anonymous visitors, with the web app's server entry
 * loaded from source (the build is the same code): their data is in the HTML as text, hostile text
 * arrives escaped, and the answers the browser needs are in the page.
 */
/** Loaded from source (vitest compiles it), so the test needs no build. */
const SERVER_ENTRY = path.resolve('web/entry-server.tsx');
let app: TestApp;
let slug: string;
let projectSlug: string;
let draftSlug: string;
let eventId: number;
let projectId: number;
const HOSTILE_EVENT = 'Fair <script>alert(1)</script> $& $1';
const HOSTILE_PROJECT = '<img src=x onerror=alert(1)> Solar $& Sprout';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcase-ssr-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Showcase</title><meta name="description" content="x" /></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  app = await createTestApp({ WEB_DIST: dist, SSR_ENTRY: SERVER_ENTRY }, { publicCache: true });
  const event = await buildEvent(app.db, {
    slug: 'ssr-fair',
    name: HOSTILE_EVENT,
    description: '<p>Makers of the valley show their work.</p>',
    awardsPublished: true,
  });
  slug = event.slug;
  eventId = event.id;
  const health = await buildCategory(app.db, event.id, 'Health');
  const project = await buildProject(app.db, {
    eventId: event.id,
    slug: 'solar-sprout',
    title: HOSTILE_PROJECT,
    description: '<p>A greenhouse that waters itself.</p>',
    imageUrl: '/uploads/solar.png',
  });
  projectSlug = project.slug!;
  projectId = project.id;
  await buildProject(app.db, {
    eventId: event.id,
    title: 'Wind Whistle',
    description: 'Sings in the breeze.',
  });
  await app.db.insert(t.projectCategories).values({ projectId: project.id, categoryId: health.id });
  const award = await buildAward(app.db, event.id, { name: 'Golden Gear' });
  await app.db.insert(t.projectAwards).values({ projectId: project.id, awardId: award.id });
  await buildTimelineEntry(app.db, event.id, 1, -60, 60);
  await app.db
    .insert(t.faqs)
    .values({ eventId: event.id, question: 'Can parents vote?', answer: 'Yes, once.' });
  await app.db
    .insert(t.resources)
    .values({ eventId: event.id, title: 'Judging guide', url: 'https://example.org/guide.pdf' });
  draftSlug = (await buildProject(app.db, { eventId: event.id, submissionStatus: 'DRAFT' })).slug!;
  // A fresh database and the server entry compiled from source: slow on a busy machine.
}, 180_000);
afterAll(() => app?.close());

const page = (url: string, headers: Record<string, string> = {}) => app.app.inject({ url, headers });

/** The answers the page hands to the browser. */
function stateOf(html: string): ServerState {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no server state in the page');
  return JSON.parse(match[1]!) as ServerState;
}
/** The rendered app, without the answers' script. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SERVER_STATE_ELEMENT_ID}"`));

describe('server-rendered public pages', () => {
  it('renders the event home with its name, description and links, hostile text escaped', async () => {
    const response = await page(`/${slug}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Fair &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1');
    expect(root).toContain('Makers of the valley show their work.');
    expect(root).toContain(`href="/${slug}/projects"`);
    expect(response.body).not.toContain('<script>alert(1)');
    // The head is the page's (docs/decisions/005), with `$&` kept as text rather than read as a pattern.
    expect(response.body).toContain('<title>Fair &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1</title>');
    expect(stateOf(response.body).locale).toBe('en');
  });

  it('preloads the pictures at the top of a rendered page: the home banner, the first cards of the gallery', async () => {
    const event = await buildEvent(app.db, { slug: 'ssr-banner-fair' });
    await app.db.insert(t.banners).values({ eventId: event.id, imageUrl: '/uploads/b/banner.jpg' });
    await buildProject(app.db, {
      eventId: event.id,
      slug: 'lamp',
      title: 'Lamp',
      imageUrl: '/uploads/lamp.png',
    });
    const home = await page(`/${event.slug}`);
    expect(rootOf(home.body)).toContain(event.name);
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="/uploads/b/banner.jpg"`);
    const gallery = await page(`/${event.slug}/projects`);
    const galleryHead = gallery.body.slice(0, gallery.body.indexOf('</head>'));
    expect(rootOf(gallery.body)).toContain('Lamp');
    expect(galleryHead).toContain(`<link rel="preload" as="image" href="/uploads/lamp.png"`);
    // Asked for once, in the head: React's own preload of the card's picture is not left in the body.
    expect(gallery.body.split('<link rel="preload" as="image"')).toHaveLength(2);
    // The project page's cover, which React preloads, is asked for in the head before any script.
    const project = await page(`/${event.slug}/project/lamp`);
    const cover = project.body.indexOf('<link rel="preload" as="image" imageSrcSet="/uploads/lamp.png');
    expect(cover).toBeGreaterThan(0);
    expect(cover).toBeLessThan(project.body.indexOf('<script type="module"'));
    expect(rootOf(project.body).startsWith('<link')).toBe(false);
  });

  it('leaves async hooks off once a page is rendered', async () => {
    // A promise continuation runs under async id 0 unless some AsyncLocalStorage or hook is in use; one
    // in use makes every promise and tick of the process pay for it, cached answers included.
    const continuationId = () => Promise.resolve().then(() => executionAsyncId());
    expect(await continuationId()).toBe(0);
    const response = await page(`/${slug}/winners?hooks=off`);
    expect(response.statusCode).toBe(200);
    expect(await continuationId()).toBe(0);
  });

  it('renders the gallery with every card, its picture in several widths and its link', async () => {
    const response = await page(`/${slug}/projects`);
    const root = rootOf(response.body);
    expect(root).toContain('&lt;img src=x onerror=alert(1)&gt; Solar $&amp; Sprout');
    expect(root).toContain('Wind Whistle');
    expect(root).toMatch(/srcSet="\/uploads\/solar[^"]*\d+w/);
    expect(root).toContain(`href="/${slug}/project/${projectSlug}"`);
    expect(response.body).not.toContain('<img src=x');
    // The answers travel with `<` escaped, so no text can close their script element.
    const raw = response.body.slice(response.body.indexOf(`id="${SERVER_STATE_ELEMENT_ID}"`));
    expect(raw).not.toContain('<img src=x');
    expect(raw).toContain('\\u003cimg src=x');
    const answers = stateOf(response.body).answers as { queries: { queryKey: unknown[] }[] };
    expect(answers.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['events', 'projects']),
    );
  });

  it('renders a category, a search and a sort of the gallery', async () => {
    const category = rootOf((await page(`/${slug}/projects/category/health`)).body);
    expect(category).toContain('Solar $&amp; Sprout');
    expect(category).not.toContain('Wind Whistle');
    const search = rootOf((await page(`/${slug}/projects?search=whistle`)).body);
    expect(search).toContain('Wind Whistle');
    expect(search).not.toContain('Solar $&amp; Sprout');
    const sorted = rootOf((await page(`/${slug}/projects?sort=title`)).body);
    expect(sorted).toContain('Wind Whistle');
  }, 60_000);

  it('renders the project page with its title, description, awards and picture', async () => {
    const response = await page(`/${slug}/project/${projectSlug}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1>&lt;img src=x onerror=alert(1)&gt; Solar $&amp; Sprout</h1>');
    expect(root).toContain('A greenhouse that waters itself.');
    expect(root).toContain('Golden Gear');
    expect(root).toMatch(/<img[^>]+src="\/uploads\/solar.png"[^>]+srcSet=/);
  });

  it('names every Suspense boundary it rendered, so the browser knows when the page has hydrated', async () => {
    const { body } = await page(`/${slug}/project/${projectSlug}`);
    const { boundaries } = stateOf(body);
    // Each completed boundary leaves one `<!--$-->` in the HTML; each is named once.
    const rendered = rootOf(body).split('<!--$-->').length - 1;
    expect(boundaries.length).toBeGreaterThan(1);
    expect(new Set(boundaries).size).toBe(boundaries.length);
    expect(boundaries).toHaveLength(rendered);
  });

  it('answers 404 with the shell for a project that is not public', async () => {
    const response = await page(`/${slug}/project/${draftSlug}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('renders the details with the agenda, the FAQ and the resources', async () => {
    const root = rootOf((await page(`/${slug}/details`)).body);
    expect(root).toContain('data-testid="agenda"');
    expect(root).toContain('Can parents vote?');
    expect(root).toContain('Judging guide');
  });

  it('renders the winners', async () => {
    const root = rootOf((await page(`/${slug}/winners`)).body);
    expect(root).toContain('Golden Gear');
    expect(root).toContain('Solar $&amp; Sprout');
  });

  it('renders the directory of public events', async () => {
    const root = rootOf((await page('/')).body);
    expect(root).toContain('Fair &lt;script&gt;');
    expect(root).toContain(`href="/${slug}"`);
  });

  it('renders in the language of the prefix, or of the request when there is none', async () => {
    const spanish = await page(`/es/${slug}/projects`);
    expect(spanish.body).toContain('<html lang="es">');
    expect(rootOf(spanish.body)).toContain(`href="/es/${slug}/project/${projectSlug}"`);
    expect(stateOf(spanish.body).locale).toBe('es');
    const french = await page(`/${slug}`, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(stateOf(french.body).locale).toBe('fr');
    expect(rootOf(french.body)).not.toBe(rootOf((await page(`/${slug}`)).body));
  });

  it('sends the shell to a signed-in visitor and to pages with a preview link', async () => {
    const user = await buildUser(app.db);
    const signedIn = await page(`/${slug}/projects`, {
      cookie: `auth_info=${encodeURIComponent(JSON.stringify({ userId: user.id }))}`,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    const preview = await page(`/${slug}?previewToken=abc`);
    expect(preview.body).toContain('<div id="root"></div>');
  });

  it('sends the shell for an event closed to anonymous visitors', async () => {
    const closed = await buildEvent(app.db, { name: 'Members only', privacy: 'PRIVATE' });
    const response = await page(`/${closed.slug}/projects`);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(SERVER_STATE_ELEMENT_ID);
  });

  it('keeps a page in the answer cache until its event changes or a like arrives', async () => {
    const url = `/${slug}/details`;
    const cache = app.app.publicAnswers!;
    // The same module the app loaded: its renders are the app's.
    const entry = await loadServerEntry(SERVER_ENTRY);
    const renders = vi.spyOn(entry!, 'render');
    const first = await page(url);
    const rendered = renders.mock.calls.length;
    expect((await page(url)).body).toBe(first.body);
    expect(renders).toHaveBeenCalledTimes(rendered);
    cache.hear(parseChange(String(eventId)));
    await page(url);
    expect(renders).toHaveBeenCalledTimes(rendered + 1);
    // Like counts are written text, which cannot be patched: a like drops the event's pages.
    cache.hear(parseChange(`${eventId}:${projectId}:7:1000`));
    await page(url);
    expect(renders).toHaveBeenCalledTimes(rendered + 2);
    // Another event's change leaves them.
    cache.hear(parseChange(String(eventId + 1000)));
    await page(url);
    expect(renders).toHaveBeenCalledTimes(rendered + 2);
  });

  it('sends a page past its age once more while a fresh one is rendered behind it', async () => {
    const url = `/${slug}/winners`;
    const entry = await loadServerEntry(SERVER_ENTRY);
    const renders = vi.spyOn(entry!, 'render');
    const first = await page(url);
    const rendered = renders.mock.calls.length;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now');
    try {
      // Past the cache's age but within the stale window: the old page at once, and one render behind it,
      // sent as stored (the same tag as the first copy's).
      clock.mockReturnValue(now + MAX_AGE_MS + 1_000);
      const stale = await page(url);
      expect(stale.body).toBe(first.body);
      expect(stale.headers.etag).toBe(first.headers.etag);
      expect((await page(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
      // The render waits until the visitor's styles and scripts have left; meanwhile the stale page goes on.
      expect(renders).toHaveBeenCalledTimes(rendered);
      expect((await page(url)).body).toBe(first.body);
      await vi.waitFor(() => expect(renders).toHaveBeenCalledTimes(rendered + 1), { timeout: 5_000 });
      // The render behind it has finished and its page is stored (a few promise turns after the render).
      await renders.mock.results[rendered]!.value;
      await new Promise((resolve) => setImmediate(resolve));
      // The next visitor gets the fresh page, from the cache.
      expect((await page(url)).statusCode).toBe(200);
      expect(renders).toHaveBeenCalledTimes(rendered + 1);
      // Past the stale window too: the visitor waits for a render, as for a page never seen.
      clock.mockReturnValue(now + 2 * (MAX_AGE_MS + STALE_PAGE_MS) + 5_000);
      await page(url);
      expect(renders).toHaveBeenCalledTimes(rendered + 2);
      // A change drops a page for good: no stale copy is sent after it.
      app.app.publicAnswers!.hear(parseChange(String(eventId)));
      clock.mockReturnValue(now + 3 * (MAX_AGE_MS + STALE_PAGE_MS));
      await page(url);
      expect(renders).toHaveBeenCalledTimes(rendered + 3);
    } finally {
      clock.mockRestore();
    }
  });
});
