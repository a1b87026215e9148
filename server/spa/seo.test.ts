import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { buildEvent, buildProject } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcase-seo-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Showcase</title><meta name="description" content="generic" /></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://showcase.example' });
});
afterAll(() => t.close());

describe('pages for search engines and link previews', () => {
  it('fills title, description, Open Graph, Twitter and hreflang for public event and project pages', async () => {
    const event = await buildEvent(t.db, {
      name: 'River Fair',
      description: '<p>Science by the <b>river</b></p>',
    });
    const project = await buildProject(t.db, {
      eventId: event.id,
      title: 'Nitrate <Sensor>',
      description: '<p>Measures water.</p>',
      imageUrl: '/uploads/x.png',
    });
    const home = (await t.app.inject({ url: `/es/${event.slug}` })).body;
    expect(home).toContain('<title>River Fair</title>');
    expect(home).toContain('<meta name="description" content="Science by the river" />');
    expect(home).not.toContain('content="generic"');
    expect(home).toContain(`<link rel="canonical" href="https://showcase.example/es/${event.slug}" />`);
    expect(home).toContain(
      `<link rel="alternate" hreflang="fr" href="https://showcase.example/fr/${event.slug}" />`,
    );
    expect(home).toContain(`hreflang="x-default" href="https://showcase.example/${event.slug}"`);

    const page = (await t.app.inject({ url: `/${event.slug}/project/${project.slug}` })).body;
    expect(page).toContain('<title>Nitrate &lt;Sensor&gt; · River Fair</title>');
    expect(page).toContain('<meta property="og:image" content="https://showcase.example/uploads/x.png" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).not.toContain('noindex');
  });

  it("puts titles with replacement patterns ($&, $`, $') into the head as they are", async () => {
    const event = await buildEvent(t.db, { name: 'Fair' });
    for (const title of ['Price $` tag', "Price $' tag", 'Price $& tag']) {
      const project = await buildProject(t.db, { eventId: event.id, title });
      const page = (await t.app.inject({ url: `/${event.slug}/project/${project.slug}` })).body;
      const escaped = title.replace('&', '&amp;').replace("'", '&#39;');
      expect(page).toContain(`<title>${escaped} · Fair</title>`);
      expect(page.match(/<head>/g)).toHaveLength(1);
      expect(page.match(/<\/head>/g)).toHaveLength(1);
    }
  });

  it('never indexes private, draft, unknown or unapproved pages, nor reveals draft content', async () => {
    const draft = await buildEvent(t.db, { status: 'Draft', name: 'Secret', description: 'hidden plans' });
    const privateEvent = await buildEvent(t.db, { privacy: 'PRIVATE' });
    const open = await buildEvent(t.db);
    const unapproved = await buildProject(t.db, {
      eventId: open.id,
      submissionStatus: 'SUBMITTED',
      title: 'WIP',
    });
    for (const url of [
      `/${draft.slug}`,
      `/${privateEvent.slug}/projects`,
      '/no-such-event',
      `/${open.slug}/project/${unapproved.slug}`,
      `/${open.slug}/profile`,
    ]) {
      const body = (await t.app.inject({ url })).body;
      expect(body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(body, url).not.toContain('hidden plans');
      expect(body, url).not.toContain('WIP');
    }
  });

  it('lists public events and approved projects in the sitemap, and points robots at it', async () => {
    const event = await buildEvent(t.db);
    const approved = await buildProject(t.db, { eventId: event.id });
    const draftProject = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    const privateEvent = await buildEvent(t.db, { privacy: 'PRIVATE' });
    const coded = await buildEvent(t.db, { accessCodeHash: 'x' });
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>https://showcase.example/${event.slug}/project/${approved.slug}</loc>`);
    expect(sitemap).not.toContain(draftProject.slug);
    expect(sitemap).not.toContain(privateEvent.slug);
    expect(sitemap).not.toContain(coded.slug);
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://showcase.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api-v2/');
  });
});
