import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INFO_COOKIE } from '../../common/constants';
import { eventReads, FIRST_READS_ELEMENT_ID, galleryReads, homeReads } from '../../common/first-reads';
import { IMAGE_SIZES, imageSrcSet, variantUrl } from '../../common/images';
import { banners } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { buildEvent, buildProject } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcase-first-reads-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Showcase</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

/** The answers a page carries, by API address, or null when it carries none. */
const carried = (html: string): Record<string, unknown> | null => {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

describe('answers carried in the page', () => {
  it('give the gallery the event, its categories, people’s choice and first projects, as the API sends them', async () => {
    const event = await buildEvent(t.db, { name: 'Lake Fair' });
    await buildProject(t.db, { eventId: event.id, title: 'Second', imageUrl: '/uploads/second.png' });
    await buildProject(t.db, {
      eventId: event.id,
      title: 'Fir</script><b>st',
      imageUrl: '/uploads/first.png',
    });
    const html = (await t.app.inject({ url: `/${event.slug}/projects` })).body;
    const answers = carried(html);
    const urls = [...eventReads(event.slug), ...galleryReads(event.slug, event.id)];
    expect(Object.keys(answers ?? {}).sort()).toEqual([...urls].sort());
    for (const url of urls) {
      const api = await t.app.inject({ url, headers: { 'x-event': event.slug } });
      expect(answers?.[url], url).toEqual(api.json());
    }
    // Text inside the data cannot end the script element early.
    expect(html).not.toContain('Fir</script>');
    // Uploads are preloaded with the same candidates and sizes as the cards' srcset (common/images.ts).
    for (const image of ['/uploads/first.png', '/uploads/second.png']) {
      expect(html).toContain(
        `<link rel="preload" as="image" href="${image}" imagesrcset="${imageSrcSet(image)}" imagesizes="${IMAGE_SIZES.card}" fetchpriority="high" />`,
      );
    }
  });

  it('preload the event home banner as the page offers it: the upload variant, the original for 2x', async () => {
    const event = await buildEvent(t.db);
    await t.db.insert(banners).values({ eventId: event.id, imageUrl: '/uploads/b/banner.jpg' });
    const html = (await t.app.inject({ url: `/${event.slug}` })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" href="/uploads/b/banner.jpg" imagesrcset="${variantUrl('/uploads/b/banner.jpg', 1280)} 1x, /uploads/b/banner.jpg 2x" fetchpriority="high" />`,
    );
  });

  it('give the home its timeline, numbers and winners, other event pages only the event, and filtered or searched galleries nothing beyond it', async () => {
    const event = await buildEvent(t.db);
    expect(Object.keys(carried((await t.app.inject({ url: `/es/${event.slug}` })).body) ?? {})).toEqual([
      ...eventReads(event.slug),
      ...homeReads(event.slug, event.id),
    ]);
    expect(
      Object.keys(carried((await t.app.inject({ url: `/es/${event.slug}/details` })).body) ?? {}),
    ).toEqual(eventReads(event.slug));
    expect(carried((await t.app.inject({ url: `/${event.slug}/projects?search=x` })).body)).toBeNull();
  });

  it('are left out for signed-in visitors and unknown events; a denied event gets only its outline', async () => {
    const event = await buildEvent(t.db);
    const privateEvent = await buildEvent(t.db, { privacy: 'PRIVATE' });
    const signedIn = await t.app.inject({
      url: `/${event.slug}/projects`,
      cookies: { [SESSION_INFO_COOKIE]: 'x' },
    });
    expect(carried(signedIn.body)).toBeNull();
    const outline = carried((await t.app.inject({ url: `/${privateEvent.slug}/projects` })).body);
    expect(Object.keys(outline ?? {})).toEqual(eventReads(privateEvent.slug));
    expect(outline?.[eventReads(privateEvent.slug)[0]!]).toMatchObject({ isAccessible: false });
    expect(carried((await t.app.inject({ url: '/no-such-event/projects' })).body)).toBeNull();
  });
});
