import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { isDatabaseEmpty } from './client';
import { seedDemo, truncateAll } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('creates a browsable public event whose drafts stay hidden, and can be re-seeded', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    const event = await t.app.inject({ url: '/api-v2/partners/events/demo' });
    expect(event.json()).toMatchObject({
      eventStatus: 'Published',
      privacy: 'PUBLIC',
      awardsPublished: true,
    });
    expect(event.json().banners).toHaveLength(1);
    expect(event.json().eventTemplates).toEqual([expect.objectContaining({ status: 'Published' })]);
    const page = await t.app.inject({ url: '/api-v2/projects?pageSize=100', headers: { 'x-event': 'demo' } });
    const projects = page.json().projects as { submissionStatus: string; awards: unknown[] }[];
    expect(projects).toHaveLength(30);
    expect(projects.every((p) => p.submissionStatus === 'APPROVED')).toBe(true);
    expect(projects[0]!.awards).toMatchObject([{ name: 'Grand Prize' }]);
    const timeline = await t.app.inject({ url: '/api-v2/timeline', headers: { 'x-event': 'demo' } });
    const now = Date.now();
    for (const entry of timeline.json().timelines) {
      expect(new Date(entry.startAt).getTime()).toBeLessThan(now);
      expect(new Date(entry.endAt).getTime()).toBeGreaterThan(now);
    }
    await truncateAll(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });
});
