import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INFO_COOKIE } from '../../common/constants';
import type { HackathonSummary, OembedResponse } from '../../common/schemas/embeds';
import * as t from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildAward,
  buildCategory,
  buildEvent,
  buildProject,
  buildTimelineEntry,
  buildUser,
  linkCategory,
} from '../test/factories';
import { embedPolicy, styleSheetsOf } from './pages';
import { jsonLdScript } from './structured-data';

/**
 * Embeds, oEmbed, JSON-LD and hackathon.json, with the web app's server entry compiled from source: only
 * public data reaches them, hostile text stays text, and only the embed pages may be framed, on the
 * first copy and on the cached hits answered before Fastify alike.
 */
const SERVER_ENTRY = path.resolve('web/entry-server.tsx');
const HOSTILE = 'Solar </script><script>alert(1)</script> & Sprout';
const ORIGIN = 'http://localhost';

let app: TestApp;
let base: string;
let slug: string;
let projectSlug: string;
let projectId: number;
let draftId: number;
let declinedSlug: string;
let templateId: number;
let hiddenSlug: string;
let hiddenProjectId: number;
let privateSlug: string;
let otherProjectId: number;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcase-embeds-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Showcase</title><meta name="description" content="x" /><link rel="stylesheet" crossorigin href="/assets/index-test.css"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  app = await createTestApp({ WEB_DIST: dist, SSR_ENTRY: SERVER_ENTRY }, { publicCache: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  const event = await buildEvent(app.db, {
    slug: 'embed-fair',
    name: 'Valley <Fair>',
    description: '<p>Makers of the valley.</p>',
    venue: 'Town hall, Main Street 1',
    organiser: 'Valley Makers Club',
    timeZone: 'Europe/Madrid',
    awardsPublished: true,
    primaryColor: '#aa3300',
  });
  slug = event.slug;
  const robotics = await buildCategory(app.db, event.id, 'Robotics');
  const project = await buildProject(app.db, {
    eventId: event.id,
    slug: 'solar-sprout',
    title: HOSTILE,
    description: '<p>A greenhouse that waters itself.</p>',
    imageUrl: '/uploads/solar.png',
  });
  projectSlug = project.slug;
  projectId = project.id;
  await linkCategory(app.db, project.id, robotics.id);
  const ada = await buildUser(app.db, { firstName: 'Ada', lastName: 'Lovelace' });
  await addTeamMember(app.db, project.id, ada.id);
  const award = await buildAward(app.db, event.id, { name: 'Golden Gear' });
  await app.db.insert(t.projectAwards).values({ projectId: project.id, awardId: award.id });
  await buildTimelineEntry(app.db, event.id, 1, -60, 60);
  draftId = (
    await buildProject(app.db, { eventId: event.id, title: 'Secret draft', submissionStatus: 'DRAFT' })
  ).id;
  declinedSlug = (
    await buildProject(app.db, { eventId: event.id, title: 'Declined thing', submissionStatus: 'DECLINED' })
  ).slug;
  templateId = (await buildProject(app.db, { eventId: event.id, title: 'Template thing', isTemplate: true }))
    .id;
  const hidden = await buildEvent(app.db, { slug: 'embed-hidden', name: 'Hidden fair', status: 'Draft' });
  hiddenSlug = hidden.slug;
  hiddenProjectId = (await buildProject(app.db, { eventId: hidden.id, title: 'Hidden project' })).id;
  privateSlug = (
    await buildEvent(app.db, { slug: 'embed-private', name: 'Private fair', privacy: 'PRIVATE' })
  ).slug;
  otherProjectId = (await buildProject(app.db, { title: 'Elsewhere' })).id;
}, 180_000);
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ url, headers });
const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('embed pages', () => {
  it('renders the gallery without the site chrome, with the event colours, links to a new tab and the resize script', async () => {
    const response = await get(`/${slug}/embed/projects`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('data-embed="projects"');
    expect(html).toContain('Solar &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sprout');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('Secret draft');
    expect(html).not.toContain('Declined thing');
    expect(html).not.toContain('Template thing');
    expect(html).toContain('<script src="/embed.js"></script>');
    // No application script and no answers to hydrate: the widget is the HTML.
    expect(html).not.toContain('/assets/app.js');
    expect(html).not.toContain('server-state');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-test.css">');
    expect(html).toMatch(/<style id="event-palette">:root\{[^}]*--color-primary:#aa3300/);
    expect(html).not.toContain('site-header');
    expect(html).not.toContain('<footer');
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors.length).toBeGreaterThan(1);
    for (const anchor of anchors) expect(anchor).toContain('target="_blank" rel="noopener"');
    expect(html).toContain(`href="/${slug}/project/${projectSlug}"`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders the winners and one project card', async () => {
    const winners = await get(`/${slug}/embed/winners`);
    expect(winners.statusCode).toBe(200);
    expect(winners.body).toContain('Golden Gear');
    expect(winners.body).toContain('data-testid="podium"');
    const card = await get(`/${slug}/embed/project/${projectId}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('data-testid="project-card"');
    expect(card.body).toContain('Golden Gear');
    expect(card.body).toContain('Robotics');
    const bySlug = await get(`/${slug}/embed/project/${projectSlug}?theme=dark`);
    expect(bySlug.body).toMatch(/<html lang="en" class="embed dark" data-theme="dark">/);
  });

  it('answers 404 for drafts, declined projects, templates, other events’ projects and closed events', async () => {
    for (const url of [
      `/${slug}/embed/project/${draftId}`,
      `/${slug}/embed/project/${declinedSlug}`,
      `/${slug}/embed/project/${templateId}`,
      `/${slug}/embed/project/${otherProjectId}`,
      `/${slug}/embed/project/999999`,
      `/${hiddenSlug}/embed/projects`,
      `/${hiddenSlug}/embed/project/${hiddenProjectId}`,
      `/${privateSlug}/embed/winners`,
      '/no-such-event/embed/projects',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(
        /Secret draft|Declined thing|Template thing|Hidden project|Elsewhere/,
      );
    }
  });

  it('lets any site frame the embeds, first copy and cached hits before Fastify alike, and no other page', async () => {
    const url = `${base}/${slug}/embed/projects?theme=light`;
    const first = await fetch(url);
    const second = await fetch(url);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBeNull();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain('frame-ancestors *');
      expect(policy).not.toContain("frame-ancestors 'self'");
      expect(policy).toContain("script-src 'self'");
    }
    // The second copy came from the answer cache, with the tag it was stored with.
    expect(second.headers.get('etag')).toBeTruthy();
    expect(await second.text()).toContain('data-embed="projects"');
    const third = await fetch(url, { headers: { 'if-none-match': second.headers.get('etag')! } });
    expect(third.status).toBe(304);
    expect(third.headers.get('x-frame-options')).toBeNull();

    // Every other page keeps refusing to be framed, cached or not.
    for (const path of [`/${slug}/projects`, `/${slug}/project/${projectSlug}`, `/${slug}`]) {
      for (let copy = 0; copy < 2; copy++) {
        const response = await fetch(`${base}${path}`);
        expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
        expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
        await response.text();
      }
    }
    const api = await fetch(`${base}/api-v2/oembed?url=${encodeURIComponent(`${base}/${slug}`)}`);
    // A JSON answer is framed by no one (server/http/security.ts).
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the site policy but for framing', () => {
    expect(embedPolicy("default-src 'self';frame-ancestors 'self';object-src 'none'")).toBe(
      "default-src 'self';object-src 'none';frame-ancestors *",
    );
    expect(styleSheetsOf('<link rel="stylesheet" href="/a.css"><link rel="icon" href="x">')).toBe(
      '<link rel="stylesheet" href="/a.css">',
    );
  });
});

describe('oEmbed', () => {
  const oembed = (link: string, extra = '') => get(`/api-v2/oembed?url=${encodeURIComponent(link)}${extra}`);

  it('answers a project link with its card as a rich iframe', async () => {
    for (const link of [
      `${ORIGIN}/${slug}/project/${projectSlug}`,
      `${ORIGIN}/es/${slug}/project/${projectId}`,
      `${ORIGIN}/${slug}/embed/project/${projectSlug}`,
    ]) {
      const response = await oembed(link, '&format=json');
      expect(response.statusCode, link).toBe(200);
      const body = response.json<OembedResponse>();
      expect(body).toMatchObject({
        type: 'rich',
        version: '1.0',
        title: HOSTILE,
        author_name: 'Ada Lovelace',
        provider_name: 'Showcase',
        provider_url: ORIGIN,
        thumbnail_url: `${ORIGIN}/uploads/solar.png`,
        width: 400,
        height: 460,
      });
      expect(body.html).toContain(`src="${ORIGIN}/${slug}/embed/project/${projectSlug}"`);
      expect(body.html).toContain(
        'title="Solar &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sprout"',
      );
      expect(body.html).not.toContain('<script');
    }
  });

  it('answers the gallery and the winners, within maxwidth and maxheight', async () => {
    const gallery = (
      await oembed(`${ORIGIN}/${slug}/projects`, '&maxwidth=500&maxheight=300')
    ).json<OembedResponse>();
    expect(gallery).toMatchObject({
      title: 'Valley <Fair>',
      author_name: 'Valley Makers Club',
      width: 500,
      height: 300,
    });
    expect(gallery.html).toContain(`src="${ORIGIN}/${slug}/embed/projects"`);
    expect(gallery.html).toContain('height="300"');
    const winners = (await oembed(`${ORIGIN}/${slug}/winners`)).json<OembedResponse>();
    expect(winners.html).toContain(`/${slug}/embed/winners"`);
  });

  it('answers 404 for unknown and non-public projects, closed events and other sites', async () => {
    for (const link of [
      `${ORIGIN}/${slug}/project/${draftId}`,
      `${ORIGIN}/${slug}/project/${declinedSlug}`,
      `${ORIGIN}/${slug}/project/${templateId}`,
      `${ORIGIN}/${slug}/project/${otherProjectId}`,
      `${ORIGIN}/${slug}/project/no-such-project`,
      `${ORIGIN}/${hiddenSlug}/project/${hiddenProjectId}`,
      `${ORIGIN}/${hiddenSlug}/projects`,
      `${ORIGIN}/${privateSlug}`,
      `https://elsewhere.example/${slug}/project/${projectSlug}`,
      `${ORIGIN}/${slug}/manage`,
      'not a link',
    ]) {
      const response = await oembed(link);
      expect(response.statusCode, link).toBe(404);
      expect(response.body).not.toMatch(/Secret draft|Declined|Template thing|Hidden|Elsewhere/);
    }
  });

  it('reads as an anonymous visitor whoever asks: staff get 404 for a draft too; a forged token gets 401', async () => {
    const owner = await buildUser(app.db);
    const [event] = await app.db.select().from(t.events).where(eq(t.events.slug, slug));
    await addEventMember(app.db, event!.id, owner.id, 'ss_event_owner');
    const link = encodeURIComponent(`${ORIGIN}/${slug}/project/${draftId}`);
    const staff = await get(`/api-v2/oembed?url=${link}`, await app.authHeaders(owner.id, slug));
    expect(staff.statusCode).toBe(404);
    expect(staff.body).not.toContain('Secret draft');
    const summary = await get(`/api-v2/event/${hiddenSlug}/hackathon.json`, await app.authHeaders(owner.id));
    expect(summary.statusCode).toBe(404);
    const forged = await get(`/api-v2/oembed?url=${link}`, { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
    const forgedSummary = await get(`/api-v2/event/${slug}/hackathon.json`, {
      authorization: 'Bearer not-a-token',
    });
    expect(forgedSummary.statusCode).toBe(401);
  });

  it('answers 501 for xml and 400 without a url', async () => {
    const xml = await oembed(`${ORIGIN}/${slug}/project/${projectSlug}`, '&format=xml');
    expect(xml.statusCode).toBe(501);
    expect(xml.json().message).toMatch(/json/);
    const missing = await get('/api-v2/oembed');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
    const badSize = await oembed(`${ORIGIN}/${slug}`, '&maxwidth=-3');
    expect(badSize.statusCode).toBe(400);
  });

  it('is linked from the project page head, and only there', async () => {
    const page = await get(`/${slug}/project/${projectSlug}`);
    const link = /<link rel="alternate" type="application\/json\+oembed"[^>]*href="([^"]+)"/.exec(page.body);
    expect(link).not.toBeNull();
    const href = link![1]!.replace(/&amp;/g, '&');
    expect(href).toBe(
      `${ORIGIN}/api-v2/oembed?url=${encodeURIComponent(`${ORIGIN}/${slug}/project/${projectSlug}`)}&format=json`,
    );
    const answer = await get(href.slice(ORIGIN.length));
    expect(answer.statusCode).toBe(200);
    const home = await get(`/${slug}`);
    expect(home.body).not.toContain('application/json+oembed');
  });
});

describe('structured data', () => {
  it('describes the event on its home page with dates, place and organiser, and links hackathon.json', async () => {
    const page = await get(`/${slug}`);
    const [event] = ldBlocks(page.body);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Valley <Fair>',
      url: `${ORIGIN}/${slug}`,
      description: 'Makers of the valley.',
      location: { '@type': 'Place', name: 'Town hall, Main Street 1' },
      organizer: { '@type': 'Organization', name: 'Valley Makers Club' },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    expect(Date.parse(event!.startDate as string)).toBeLessThan(Date.now());
    expect(Date.parse(event!.endDate as string)).toBeGreaterThan(Date.now());
    expect(page.body).toContain(
      `<link rel="alternate" type="application/json" title="hackathon.json" href="${ORIGIN}/api-v2/event/${slug}/hackathon.json" />`,
    );
  });

  it('describes a project as a CreativeWork with its authors and awards, a hostile title kept inside its block', async () => {
    const page = await get(`/${slug}/project/${projectSlug}`);
    const blocks = ldBlocks(page.body);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@type': 'CreativeWork',
      name: HOSTILE,
      url: `${ORIGIN}/${slug}/project/${projectSlug}`,
      author: [{ '@type': 'Person', name: 'Ada Lovelace' }],
      award: ['Golden Gear'],
      genre: ['Robotics'],
      image: `${ORIGIN}/uploads/solar.png`,
      isPartOf: { '@type': 'Event', name: 'Valley <Fair>' },
    });
    // The title's `</script>` is written as a JSON escape: the block is not closed early.
    const raw = page.body.slice(page.body.indexOf('application/ld+json'));
    expect(raw.slice(0, raw.indexOf('</script>'))).toContain('\\u003c/script\\u003e');
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('is in the head of the shell a signed-in visitor gets too', async () => {
    const page = await get(`/${slug}/project/${projectSlug}`, { cookie: `${SESSION_INFO_COOKIE}=x` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-testid="project-card"');
    expect(ldBlocks(page.body)[0]).toMatchObject({ '@type': 'CreativeWork', name: HOSTILE });
    expect(page.body).toContain('application/json+oembed');
  });

  it('lists the gallery’s and the winners’ projects, public ones only', async () => {
    for (const section of ['projects', 'winners']) {
      const page = await get(`/${slug}/${section}`);
      const [list] = ldBlocks(page.body);
      expect(list, section).toMatchObject({ '@type': 'ItemList' });
      const items = (list!.itemListElement as { item: { name: string; award?: string[] } }[]).map(
        (e) => e.item,
      );
      expect(items.map((item) => item.name)).toEqual([HOSTILE]);
      expect(items[0]!.award).toEqual(['Golden Gear']);
    }
  });

  it('says nothing about drafts, declined projects or closed events', async () => {
    for (const url of [
      `/${slug}/project/${draftId}`,
      `/${slug}/project/${declinedSlug}`,
      `/${hiddenSlug}`,
      `/${hiddenSlug}/project/${hiddenProjectId}`,
      `/${privateSlug}`,
    ]) {
      const page = await get(url);
      expect(ldBlocks(page.body), url).toEqual([]);
      expect(page.body, url).not.toContain('application/json+oembed');
      expect(page.body, url).not.toContain('hackathon.json');
    }
  });

  it('escapes what could end the script element', () => {
    const script = jsonLdScript({ name: '</script><!-- & \u2028' });
    expect(script).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}</script>',
    );
    expect(JSON.parse(script.slice(35, -9))).toEqual({ name: '</script><!-- & \u2028' });
  });
});

describe('hackathon.json', () => {
  it('summarises a public event', async () => {
    const response = await get(`/api-v2/event/${slug}/hackathon.json`);
    expect(response.statusCode).toBe(200);
    const body = response.json<HackathonSummary>();
    expect(body).toMatchObject({
      version: '1.0',
      name: 'Valley <Fair>',
      url: `${ORIGIN}/${slug}`,
      timeZone: 'Europe/Madrid',
      location: { name: 'Town hall, Main Street 1', online: false },
      organizer: { name: 'Valley Makers Club' },
      tracks: [{ name: 'Robotics', slug: 'robotics', projects: 1 }],
      prizes: [
        {
          name: 'Golden Gear',
          winners: [{ name: HOSTILE, url: `${ORIGIN}/${slug}/project/${projectSlug}` }],
        },
      ],
      projects: { count: 1, url: `${ORIGIN}/${slug}/projects` },
      links: { embeds: { gallery: `${ORIGIN}/${slug}/embed/projects` } },
    });
    expect(body.startDate).toBeTruthy();
  });

  it('answers 404 for closed and unknown events, 400 for a malformed name', async () => {
    for (const name of [hiddenSlug, privateSlug, 'no-such-event']) {
      const response = await get(`/api-v2/event/${name}/hackathon.json`);
      expect(response.statusCode, name).toBe(404);
      expect(response.body).not.toContain('Hidden fair');
    }
    const long = await get(`/api-v2/event/${'x'.repeat(80)}/hackathon.json`);
    expect(long.statusCode).toBe(400);
  });
});
