import { describe, expect, it } from 'vitest';
import { testAppForFile } from './test/app';

const t = testAppForFile();

describe('the app shell', () => {
  it('publishes an OpenAPI document generated from the route schemas, and a docs page', async () => {
    const spec = await t.app.inject({ url: '/api-v2/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api-v2/partners/events/{idOrSlug}', '/api-v2/projects', '/api-v2/timeline']),
    );
    const page = await t.app.inject({ url: '/api-v2/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api-v2/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api-v2/nothing-here not found' });
  });

  it('serves generated demo artwork as SVG with a locked-down policy', async () => {
    const response = await t.app.inject({ url: '/demo-assets/project/solar-sprout.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject({ url: '/demo-assets/other/x.svg' })).statusCode).toBe(404);
  });
});
