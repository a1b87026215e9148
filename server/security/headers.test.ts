import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let withCors: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  withCors = await createTestApp({ CORS_ORIGINS: ['https://partner.example'] });
});
afterAll(async () => {
  await t.close();
  await withCors.close();
});

describe('security headers', () => {
  it('sends a strict content security policy and the usual hardening headers with a page', async () => {
    const response = await t.app.inject({ url: '/demo' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("gives JSON answers the headers that apply to them and not a page's", async () => {
    for (const url of ['/api-v2/partners/events/none', '/api-v2/version']) {
      const response = await t.app.inject({ url, headers: { 'x-event': 'demo' } });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('allows no other origin unless configured', async () => {
    const preflight = {
      method: 'OPTIONS' as const,
      url: '/api-v2/projects',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    };
    const closed = await t.app.inject(preflight);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const open = await withCors.app.inject(preflight);
    expect(open.headers['access-control-allow-origin']).toBe('https://partner.example');
    const stranger = await withCors.app.inject({
      ...preflight,
      headers: { ...preflight.headers, origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health endpoints', () => {
  it('reports liveness and readiness with the database check', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });
});

describe('caching of public reads', () => {
  it('sends an ETag and answers 304 when nothing changed; personal answers stay private', async () => {
    const docs = await t.app.inject({ url: '/api-v2/docs/json' });
    expect(docs.headers.etag).toBeDefined();
    expect(docs.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await t.app.inject({
      url: '/api-v2/docs/json',
      headers: { 'if-none-match': String(docs.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const personal = await t.app.inject({ url: '/api-v2/docs/json', headers: await t.authHeaders(1) });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('integrations', () => {
  it('reports none by default and allows their origins in the policy once configured', async () => {
    expect((await t.app.inject({ url: '/api-v2/client-config' })).json()).toEqual({
      recording: null,
      chat: null,
    });
    const configured = await createTestApp({
      RECORDING_SCRIPT_URL: 'https://rec.example/r.js',
      RECORDING_ID: 'rec-1',
      RECORDING_ROOT_DOMAIN: 'example.org',
      CHAT_WIDGET_KEY: 'k1',
      CHAT_WIDGET_SCRIPT_URL: 'https://chat.example/w.js',
    });
    try {
      const response = await configured.app.inject({ url: '/api-v2/client-config' });
      expect(response.json()).toEqual({
        recording: { id: 'rec-1', rootDomain: 'example.org', scriptUrl: 'https://rec.example/r.js' },
        chat: { key: 'k1', scriptUrl: 'https://chat.example/w.js' },
      });
      // The pages load the integrations' scripts, so it is their policy that names them.
      const page = await configured.app.inject({ url: '/demo' });
      expect(String(page.headers['content-security-policy'])).toContain(
        "script-src 'self' https://chat.example https://rec.example",
      );
    } finally {
      await configured.close();
    }
  });
});
