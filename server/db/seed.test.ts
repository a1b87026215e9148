import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { isDatabaseEmpty } from './client';
import { users } from './schema';
import { DEMO_PASSWORD, seedDemo, truncateAll } from './seed';

const t = testAppForFile();

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
    // Submissions and the showcase are open now (the journeys rely on it); other entries lie before or after.
    const open = timeline
      .json()
      .timelines.filter((entry: { timelineTypeId: number }) => [2, 3].includes(entry.timelineTypeId));
    expect(open).toHaveLength(2);
    for (const entry of open) {
      expect(new Date(entry.startAt).getTime()).toBeLessThan(now);
      expect(new Date(entry.endAt).getTime()).toBeGreaterThan(now);
    }
    await truncateAll(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    // Seeding twice hashes a password and writes a few thousand rows twice: slow on a busy machine.
  }, 90_000);

  it('has a judging round with two judges and some scores in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api-v2/auth/login',
      headers: { 'x-event': 'demo' },
      payload: { usernameOrEmail: 'judge1', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const judge1 = login.json().user.id as number;
    const event = (await t.app.inject({ url: '/api-v2/partners/events/demo' })).json();
    const base = `/partners/events/${event.id}/judging`;
    const me = (await t.as(judge1, 'GET', `${base}/me`)).json();
    expect(me).toMatchObject({
      status: 'active',
      rounds: [{ name: 'Expo judging', state: 'open', done: 3 }],
    });
    const next = (await t.as(judge1, 'POST', `${base}/rounds/${me.rounds[0].id}/next`)).json();
    expect(next.look.rubric).toHaveLength(4);
    expect(next.look.project.tableNumber).toMatch(/^[A-C]\d+$/);
    const [organiser] = await t.db.select().from(users).where(eq(users.userName, 'organiser'));
    const board = (await t.as(organiser!.id, 'GET', `${base}/rounds/${me.rounds[0].id}/leaderboard`)).json();
    expect(board.entries.filter((entry: { looks: number }) => entry.looks > 0)).toHaveLength(4);
  });

  it("gives most of demo-expo's registrants a badge photo that the volunteer sees at the door", async () => {
    const [volunteer] = await t.db.select().from(users).where(eq(users.userName, 'volunteer'));
    const lookup = await t.as(volunteer!.id, 'GET', '/partners/events/demo-expo/check-ins/lookup?q=Student');
    expect(lookup.statusCode, lookup.body).toBe(200);
    const cards = lookup.json().registrants as { name: string; photo: string | null }[];
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) expect(card.photo).toMatch(/^\/demo-assets\/portrait\/expo\d+\.svg$/);
    // Not everyone: Katherine gave none, and her card shows her initials.
    const katherine = await t.as(
      volunteer!.id,
      'GET',
      '/partners/events/demo-expo/check-ins/lookup?q=Katherine',
    );
    expect(katherine.json().registrants).toMatchObject([{ name: 'Katherine Johnson', photo: null }]);
    const picture = await t.app.inject({ url: cards[0]!.photo! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // The form asks for it, optional, saying who sees it.
    const form = (await t.app.inject({ url: '/api-v2/events/demo-expo/registration' })).json();
    expect(form.settings.fields).toContainEqual(
      expect.objectContaining({ type: 'file', label: 'Photo for your badge', required: false }),
    );
  });
});
