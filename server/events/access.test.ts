import { describe, expect, it } from 'vitest';
import { planFeatures, plans, sponsors } from '../db/schema';
import { createTestApp, testAppForFile } from '../test/app';
import {
  addEventMember,
  buildEvent,
  buildEventWithOwner,
  buildProject,
  buildTimelineEntry,
  buildUser,
} from '../test/factories';

const t = testAppForFile();

const eventWithOwner = (overrides = {}) => buildEventWithOwner(t.db, overrides);

describe('preview tokens', () => {
  it('lets staff create a preview link that opens a draft, and refuses expired or wrong ones', async () => {
    const { event, owner } = await eventWithOwner({ status: 'Draft' });
    await buildProject(t.db, { eventId: event.id, title: 'Hidden gem' });
    const created = await t.as(owner.id, 'POST', `/partners/events/${event.slug}/preview-tokens`, {});
    expect(created.statusCode).toBe(200);
    const { token, expireAt, link } = created.json();
    expect(new Date(expireAt).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(link).toBe(`/${event.slug}?previewToken=${token}`);

    const opened = await t.as(null, 'GET', `/partners/events/${event.slug}?previewToken=${token}`);
    expect(opened.json()).toMatchObject({ isAccessible: true, accessDenial: null });
    const projects = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}`,
      headers: { 'x-preview-token': token },
    });
    expect(projects.json().projects.map((p: { title: string }) => p.title)).toEqual(['Hidden gem']);
    const withoutPreview = await t.as(null, 'GET', `/projects?eventId=${event.id}`);
    expect(withoutPreview.statusCode).toBe(401);
    const outline = await t.as(null, 'GET', `/partners/events/${event.slug}`);
    expect(outline.json()).toMatchObject({ isAccessible: false, accessDenial: 'unpublished' });

    const past = await t.as(owner.id, 'POST', `/partners/events/${event.slug}/preview-tokens`, {
      expireAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json().message).toBe('expireAt must be in the future');
    const stranger = await buildUser(t.db);
    expect(
      (await t.as(stranger.id, 'POST', `/partners/events/${event.slug}/preview-tokens`, {})).statusCode,
    ).toBe(403);
  });
});

describe('preview link lifetimes', () => {
  const DAY = 86_400_000;
  const create = (userId: number, slug: string, body: object) =>
    t.as(userId, 'POST', `/partners/events/${slug}/preview-tokens`, body);

  it('lasts the lifetime the organiser picks, up to the end of the event', async () => {
    const { event, owner } = await eventWithOwner({ status: 'Draft' });
    for (const [lifetime, days] of [
      ['1d', 1],
      ['7d', 7],
      ['30d', 30],
    ] as const) {
      const answer = await create(owner.id, event.slug, { lifetime });
      expect(answer.statusCode).toBe(200);
      const lasts = new Date(answer.json().expireAt).getTime() - Date.now();
      expect(lasts).toBeGreaterThan(days * DAY - 60_000);
      expect(lasts).toBeLessThanOrEqual(days * DAY);
    }

    const noEnd = await create(owner.id, event.slug, { lifetime: 'event_end' });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json()).toMatchObject({ key: 'console:previewNoEventEnd' });

    const last = await buildTimelineEntry(t.db, event.id, 1, 60, 45 * 24 * 60);
    await buildTimelineEntry(t.db, event.id, 2, 10, 20);
    const untilEnd = await create(owner.id, event.slug, { lifetime: 'event_end' });
    expect(untilEnd.statusCode).toBe(200);
    expect(untilEnd.json().expireAt).toBe(last.endAt!.toISOString());
    const opened = await t.as(
      null,
      'GET',
      `/partners/events/${event.slug}?previewToken=${untilEnd.json().token}`,
    );
    expect(opened.json()).toMatchObject({ isAccessible: true });

    const unknown = await create(owner.id, event.slug, { lifetime: 'forever' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('access codes', () => {
  it('gates the event until the right code is entered', async () => {
    const { event, owner } = await eventWithOwner();
    await buildProject(t.db, { eventId: event.id, title: 'Coded' });
    const notSet = await t.as(null, 'POST', `/partners/events/${event.slug}/access-code/validate`, {
      code: 'x',
    });
    expect(notSet.json().message).toBe('Fail to validate Access Code');

    const short = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, {
      code: 'SEVEN-7',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('The access code must be 8 to 64 characters');
    expect(
      (await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, { code: 'OPEN-4242' }))
        .statusCode,
    ).toBe(200);

    const outline = await t.as(null, 'GET', `/partners/events/${event.slug}`);
    expect(outline.json()).toMatchObject({
      isAccessible: false,
      accessDenial: 'access_code',
      hasAccessCode: true,
    });
    const blocked = await t.as(null, 'GET', `/projects?eventId=${event.id}`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'This event needs an access code',
      key: 'access_code_required',
    });

    const wrong = await t.as(null, 'POST', `/partners/events/${event.slug}/access-code/validate`, {
      code: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Wrong Access Code');
    const right = await t.as(null, 'POST', `/partners/events/${event.slug}/access-code/validate`, {
      code: ' OPEN-4242 ',
    });
    expect(right.statusCode).toBe(200);
    const { accessPass } = right.json();
    const allowed = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}`,
      headers: { 'x-access-pass': accessPass },
    });
    expect(allowed.json().projects).toHaveLength(1);

    // A pass is for one event and one code: changing the code ends it.
    const other = await buildEvent(t.db);
    await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/access-code`, { code: 'NEW-CODE' });
    const stale = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}`,
      headers: { 'x-access-pass': accessPass },
    });
    expect(stale.statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      url: `/api-v2/projects?eventId=${other.id}`,
      headers: { 'x-access-pass': accessPass },
    });
    expect(elsewhere.statusCode).toBe(200);

    expect((await t.as(owner.id, 'DELETE', `/partners/events/${event.slug}/access-code`)).statusCode).toBe(
      200,
    );
    expect((await t.as(null, 'GET', `/projects?eventId=${event.id}`)).statusCode).toBe(200);
  });

  it('rate limits code guesses', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 3 });
    try {
      const event = await buildEvent(limited.db, { accessCodeHash: 'x' });
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const r = await limited.as(null, 'POST', `/partners/events/${event.slug}/access-code/validate`, {
          code: `g${i}`,
        });
        statuses.push(r.statusCode);
      }
      expect(statuses).toEqual([403, 403, 403, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('private events', () => {
  it('shows content only to super admins, owners, admins and participants', async () => {
    const { event, owner } = await eventWithOwner({ privacy: 'PRIVATE' });
    await buildProject(t.db, { eventId: event.id });
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const visitor = await buildUser(t.db);
    await addEventMember(t.db, event.id, visitor.id, 'ss_event_visitor');
    const stranger = await buildUser(t.db);
    const admin = await buildUser(t.db, { isSuperAdmin: true });
    const url = `/projects?eventId=${event.id}`;
    expect((await t.as(null, 'GET', url)).statusCode).toBe(401);
    expect((await t.as(stranger.id, 'GET', url)).statusCode).toBe(403);
    expect((await t.as(visitor.id, 'GET', url)).statusCode).toBe(403);
    expect((await t.as(participant.id, 'GET', url)).statusCode).toBe(200);
    expect((await t.as(owner.id, 'GET', url)).statusCode).toBe(200);
    expect((await t.as(admin.id, 'GET', url)).statusCode).toBe(200);
    const outline = (await t.as(stranger.id, 'GET', `/partners/events/${event.slug}`)).json();
    expect(outline).toMatchObject({ isAccessible: false, accessDenial: 'private', description: null });
  });
});

describe('plans', () => {
  it('reports the subscription to staff and hides sections the plan does not include', async () => {
    const [plan] = await t.db
      .insert(plans)
      .values({ code: `basic-${Date.now()}`, name: 'Basic' })
      .returning();
    await t.db.insert(planFeatures).values([
      { planId: plan!.id, code: 'number_of_approved_projects', limit: 25, priority: 1 },
      { planId: plan!.id, code: 'enable_sponsor', enabled: false, priority: 2 },
    ]);
    const { event, owner } = await eventWithOwner({ planId: plan!.id });
    await t.db.insert(sponsors).values({ eventId: event.id, name: 'Hidden Sponsor' });
    const subscription = await t.as(
      owner.id,
      'GET',
      `/partners/events/${event.id}/plan_subscription?include=plan&pageSize=100`,
    );
    expect(subscription.json().planSubscriptions[0].plan).toMatchObject({
      name: 'Basic',
      features: [
        { featureGroup: { code: 'number_of_approved_projects' }, limit: 25, enabled: true },
        { featureGroup: { code: 'enable_sponsor' }, enabled: false },
      ],
    });
    const publicEvent = (await t.as(null, 'GET', `/partners/events/${event.slug}?include=sponsors`)).json();
    expect(publicEvent.sponsors).toBeUndefined();
    const participant = await buildUser(t.db);
    expect(
      (await t.as(participant.id, 'GET', `/partners/events/${event.id}/plan_subscription`)).statusCode,
    ).toBe(403);
  });
});
