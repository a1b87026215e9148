import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { isDatabaseEmpty } from './client';
import { users } from './schema';
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
    // People's choice is open with a few votes, counted for staff only.
    const voting = await t.app.inject({ url: '/api-v2/partners/events/demo/peoples-choice' });
    expect(voting.json()).toMatchObject({ isEnabled: true, votesPerAward: 2, window: { state: 'open' } });
    expect(voting.json().awards).toHaveLength(2);
    const hidden = await t.app.inject({ url: '/api-v2/partners/events/demo/peoples-choice/results' });
    expect(hidden.json()).toEqual({ published: false, awards: [] });
    const [organiser] = await t.db.select().from(users).where(eq(users.userName, 'organiser'));
    const live = await t.as(organiser!.id, 'GET', '/partners/events/demo/peoples-choice/results');
    const [overall, games] = live.json().awards as { votes: number; voters: number }[];
    expect(overall).toMatchObject({ votes: 9, voters: 5 });
    expect(games).toMatchObject({ votes: 3, voters: 3 });
    await truncateAll(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });
});
