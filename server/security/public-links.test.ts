import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { allowedHosts, publicBaseUrl } from '../http/public-origin';
import { lastMailTo, startTestAppForSuite, type TestApp } from '../test/app';
import { buildEvent, buildUser } from '../test/factories';

/**
 * Canonical, og:url, sitemap and mailed links once followed the Host and X-Forwarded-Host headers, so a
 * forged request could plant links to another site in caches, search engines and mails. Links now come
 * from PUBLIC_URL or, without it, only from a host on the ALLOWED_HOSTS list (app.inject sends Host
 * localhost:80, which the test configuration's PORT 80 allows).
 */
const webDist = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'showcase-links-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Showcase</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
};

const EVIL = 'evil.example';

/** An app serving a built web app, and a fresh public event on it, for the tests of a describe block. */
function pagesApp(config: Parameters<typeof startTestAppForSuite>[0] = {}) {
  const app = startTestAppForSuite({ WEB_DIST: webDist(), ...config });
  return async () => ({ app: app(), event: await buildEvent(app().db) });
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ url, headers });

function linksIn(body: string): string[] {
  return [...body.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"|<loc>([^<]+)<\/loc>|Sitemap: (\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  );
}

describe('without PUBLIC_URL', () => {
  const appWith = pagesApp();

  it('builds links from an allowed Host and refuses any other Host on pages and SEO routes', async () => {
    const { app, event } = await appWith();
    const page = await get(app, `/${event.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost/${event.slug}" />`);
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost/${event.slug}" />`);
    for (const url of [`/${event.slug}`, '/sitemap.xml', '/robots.txt', `/${event.slug}/agenda.ics`]) {
      const forged = await get(app, url, { host: EVIL });
      expect(forged.statusCode, url).toBe(400);
      expect(forged.body, url).not.toContain(EVIL);
    }
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const { app, event } = await appWith();
    for (const url of [`/${event.slug}`, '/sitemap.xml', '/robots.txt']) {
      const forged = await get(app, url, { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' });
      expect(forged.statusCode, url).toBe(200);
      expect(forged.body, url).not.toContain(EVIL);
      for (const link of linksIn(forged.body)) expect(link.startsWith('http://localhost/'), link).toBe(true);
    }
  });
});

describe('without PUBLIC_URL, behind a trusted proxy with ALLOWED_HOSTS', () => {
  const appWith = pagesApp({ TRUST_PROXY: ['127.0.0.1'], ALLOWED_HOSTS: ['showcase.example.org'] });

  it('refuses a forwarded host off the list, and uses one on it', async () => {
    const { app, event } = await appWith();
    const forged = await get(app, `/${event.slug}`, { 'x-forwarded-host': EVIL });
    expect(forged.statusCode).toBe(400);
    const proxied = await get(app, '/sitemap.xml', {
      'x-forwarded-host': 'showcase.example.org',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.body).toContain(`<loc>https://showcase.example.org/${event.slug}</loc>`);
    // The bare localhost is not on an explicit list.
    expect((await get(app, '/robots.txt')).statusCode).toBe(400);
  });
});

describe('without PUBLIC_URL, behind a trusted proxy', () => {
  const appWith = pagesApp({ TRUST_PROXY: ['127.0.0.1'] });

  it('mails links on the first allowed host, whatever the request said', async () => {
    const { app } = await appWith();
    const user = await buildUser(app.db);
    const answer = await app.app.inject({
      method: 'POST',
      url: '/api-v2/auth/reset-password',
      payload: { usernameOrEmail: user.email },
      headers: { host: EVIL, 'x-forwarded-host': EVIL },
    });
    expect(answer.statusCode).toBe(200);
    await app.app.background.settled();
    const mail = await lastMailTo(app.db, user.email);
    expect(mail?.text).toContain('http://localhost/demo/password/reset?token=');
    expect(mail?.text).not.toContain(EVIL);
  });
});

describe('with PUBLIC_URL', () => {
  const appWith = pagesApp({ PUBLIC_URL: 'https://showcase.example.org', TRUST_PROXY: 1 });

  it('uses it for every link, whatever Host or X-Forwarded-Host say', async () => {
    const { app, event } = await appWith();
    for (const url of [`/${event.slug}`, '/sitemap.xml', '/robots.txt']) {
      const forged = await get(app, url, { host: EVIL, 'x-forwarded-host': EVIL });
      expect(forged.statusCode, url).toBe(200);
      expect(forged.body, url).not.toContain(EVIL);
      const links = linksIn(forged.body);
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith('https://showcase.example.org/'), link).toBe(true);
    }
  });
});

describe('ALLOWED_HOSTS', () => {
  it('defaults to this machine on PORT and accepts host or host:port entries', () => {
    const config = loadConfig({ PORT: '3311' });
    expect(allowedHosts(config)).toEqual(['localhost:3311', '127.0.0.1:3311', '[::1]:3311']);
    expect(publicBaseUrl(config)).toBe('http://localhost:3311');
    expect(loadConfig({ ALLOWED_HOSTS: 'Showcase.Example.org, 10.0.0.5:3000' }).ALLOWED_HOSTS).toEqual([
      'showcase.example.org',
      '10.0.0.5:3000',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://showcase.example.org' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
