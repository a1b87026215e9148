import { describe, expect, it } from 'vitest';
import { banners, planFeatures, plans, previewTokens, sponsors } from '../db/schema';
import { testAppForFile } from '../test/app';
import { addEventMember, buildEvent, buildUser } from '../test/factories';
import { hashToken } from './service';

const t = testAppForFile();

describe('GET /api-v2/partners/events/:idOrSlug', () => {
  it('returns a public published event by slug and by id with its includes', async () => {
    const [plan] = await t.db.insert(plans).values({ code: 'p1', name: 'Plan' }).returning();
    await t.db.insert(planFeatures).values([
      { planId: plan!.id, code: 'enable_sponsor', priority: 1 },
      { planId: plan!.id, code: 'enable_custom_banner', priority: 2 },
    ]);
    const event = await buildEvent(t.db, {
      primaryColor: '#112233',
      planId: plan!.id,
      awardsPublished: true,
    });
    await t.db.insert(sponsors).values({ eventId: event.id, name: 'Acme', position: 0 });
    await t.db.insert(banners).values({ eventId: event.id, imageUrl: '/b.svg', title: 'Welcome' });

    const bySlug = await t.app.inject({ url: `/api-v2/partners/events/${event.slug}` });
    expect(bySlug.statusCode).toBe(200);
    const body = bySlug.json();
    expect(body).toMatchObject({
      id: event.id,
      slug: event.slug,
      eventStatus: 'Published',
      privacy: 'PUBLIC',
      awardsPublished: true,
      isAccessible: true,
      colors: { primary: '#112233', secondary: null },
      features: [
        { featureGroup: { code: 'enable_sponsor' }, priority: 1 },
        { featureGroup: { code: 'enable_custom_banner' }, priority: 2 },
      ],
      sponsors: [{ name: 'Acme' }],
      banners: [{ title: 'Welcome' }],
      eventTemplates: [],
    });
    expect(body).not.toHaveProperty('accessCodeHash');

    const byId = await t.app.inject({ url: `/api-v2/partners/events/${event.id}?include=banners` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().banners).toHaveLength(1);
    expect(byId.json().sponsors).toBeUndefined();
  });

  it('answers 404 with a message for an unknown event', async () => {
    const response = await t.app.inject({ url: '/api-v2/partners/events/no-such-event' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'event does not exist' });
  });

  it('refuses bad input with 400 and a message', async () => {
    const badInclude = await t.app.inject({ url: '/api-v2/partners/events/demo?include=secrets' });
    expect(badInclude.statusCode).toBe(400);
    expect(badInclude.json().message).toMatch(/include/);
    const badSlug = await t.app.inject({ url: '/api-v2/partners/events/bad%20slug' });
    expect(badSlug.statusCode).toBe(400);
  });

  it('gives only the outline of a draft to visitors, and everything to staff or a preview token', async () => {
    const draft = await buildEvent(t.db, { status: 'Draft', description: 'secret plans' });
    const anonymous = await t.app.inject({ url: `/api-v2/partners/events/${draft.slug}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ eventStatus: 'Draft', isAccessible: false, description: null });

    const owner = await buildUser(t.db);
    await addEventMember(t.db, draft.id, owner.id, 'ss_event_owner');
    const asOwner = await t.app.inject({
      url: `/api-v2/partners/events/${draft.slug}`,
      headers: await t.authHeaders(owner.id),
    });
    expect(asOwner.json()).toMatchObject({ isAccessible: true, description: 'secret plans' });
    expect(asOwner.json().memberships).toEqual([{ role: 'ss_event_owner', userId: owner.id }]);

    await t.db.insert(previewTokens).values({
      eventId: draft.id,
      tokenHash: hashToken('preview-123'),
      expireAt: new Date(Date.now() + 60_000),
    });
    const withPreview = await t.app.inject({
      url: `/api-v2/partners/events/${draft.slug}?previewToken=preview-123`,
    });
    expect(withPreview.json()).toMatchObject({ isAccessible: true, description: 'secret plans' });
    const wrongPreview = await t.app.inject({
      url: `/api-v2/partners/events/${draft.slug}?previewToken=nope`,
    });
    expect(wrongPreview.statusCode).toBe(403);
    expect(wrongPreview.json().message).toBe('invalid preview token');
  });

  it('gives private events only to allowed roles', async () => {
    const event = await buildEvent(t.db, { privacy: 'PRIVATE', description: 'members only' });
    const participant = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const asParticipant = await t.app.inject({
      url: `/api-v2/partners/events/${event.slug}`,
      headers: await t.authHeaders(participant.id),
    });
    expect(asParticipant.json().isAccessible).toBe(true);
    const asStranger = await t.app.inject({
      url: `/api-v2/partners/events/${event.slug}`,
      headers: await t.authHeaders(stranger.id),
    });
    expect(asStranger.json()).toMatchObject({ isAccessible: false, privacy: 'PRIVATE', description: null });
    // The event's content calls refuse outright: 401 anonymous, 403 logged in.
    expect((await t.app.inject({ url: `/api-v2/timeline?eventId=${event.id}` })).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      url: `/api-v2/timeline?eventId=${event.id}`,
      headers: await t.authHeaders(stranger.id),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses an invalid or expired bearer token with 401', async () => {
    const invalid = await t.app.inject({
      url: '/api-v2/partners/events/demo',
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().message).toBe('invalid token');
  });
});
