import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { addEventMember, buildEvent, buildUser } from '../test/factories';

const t = testAppForFile();

describe('self-serve events', () => {
  it('lets any user create a draft event they own, then edit and publish it', async () => {
    const user = await buildUser(t.db);
    const slug = `fair-${Date.now() % 100000}`;
    expect((await t.as(user.id, 'GET', `/partners/events/slug-availability?slug=${slug}`)).json()).toEqual({
      slug,
      available: true,
      reason: null,
    });
    const created = await t.as(user.id, 'POST', '/partners/events', { name: ' Spring Fair ', slug });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Spring Fair',
      slug,
      eventStatus: 'Draft',
      isAccessible: true,
    });
    expect((await t.as(null, 'GET', `/partners/events/${slug}`)).json().accessDenial).toBe('unpublished');

    const mine = await t.as(user.id, 'GET', '/partners/events');
    expect(mine.json().events).toEqual([expect.objectContaining({ slug, role: 'ss_event_owner' })]);

    const published = await t.as(user.id, 'PATCH', `/partners/events/${slug}`, {
      status: 'Published',
      primaryColor: '#123abc',
      description: 'Bring your robots',
    });
    expect(published.json()).toMatchObject({ eventStatus: 'Published', colors: { primary: '#123abc' } });
    expect((await t.as(null, 'GET', `/partners/events/${slug}`)).json().isAccessible).toBe(true);
  });

  it('keeps the time zone, venue and organiser the home page shows, and clears them when emptied', async () => {
    const owner = await buildUser(t.db);
    const event = await buildEvent(t.db);
    await addEventMember(t.db, event.id, owner.id, 'ss_event_owner');
    const facts = { timeZone: 'Europe/Paris', venue: ' Town hall, Lyon ', organiser: 'Lyon Makers' };
    const saved = await t.as(owner.id, 'PATCH', `/partners/events/${event.slug}`, facts);
    expect(saved.statusCode).toBe(200);
    expect((await t.as(null, 'GET', `/partners/events/${event.slug}`)).json()).toMatchObject({
      timeZone: 'Europe/Paris',
      venue: 'Town hall, Lyon',
      organiser: 'Lyon Makers',
    });
    const cleared = await t.as(owner.id, 'PATCH', `/partners/events/${event.slug}`, {
      timeZone: null,
      venue: '',
    });
    expect(cleared.json()).toMatchObject({ timeZone: null, venue: null, organiser: 'Lyon Makers' });
    const unknownZone = await t.as(owner.id, 'PATCH', `/partners/events/${event.slug}`, {
      timeZone: 'Mars/Olympus',
    });
    expect(unknownZone.statusCode).toBe(400);
    const stranger = await buildUser(t.db);
    expect((await t.as(stranger.id, 'PATCH', `/partners/events/${event.slug}`, facts)).statusCode).toBe(403);
    expect((await t.as(null, 'PATCH', `/partners/events/${event.slug}`, facts)).statusCode).toBe(401);
  });

  it('refuses taken, reserved and malformed addresses and bad details', async () => {
    const user = await buildUser(t.db);
    const existing = await buildEvent(t.db);
    const cases: [object, number, string][] = [
      [{ name: 'X', slug: existing.slug }, 409, 'This address is already taken'],
      [{ name: 'X', slug: 'login' }, 400, 'This address is reserved'],
      [{ name: 'X', slug: 'Bad Slug!' }, 400, 'lower-case letters'],
      // Digits alone are read as an event id everywhere an address is: such an event could not be reached.
      [{ name: 'X', slug: '20261126' }, 400, 'not digits alone'],
      [{ name: '  ', slug: `ok-${Date.now()}` }, 400, 'Please enter an event name'],
      [{ name: 'X', slug: `ok-${Date.now()}`, primaryColor: 'red' }, 400, 'Colours must look like #1a2b3c'],
      [{ name: 'X' }, 400, "Invalid body field 'slug'"],
    ];
    for (const [payload, status, message] of cases) {
      const response = await t.as(user.id, 'POST', '/partners/events', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect((await t.as(null, 'POST', '/partners/events', { name: 'X', slug: 'anon-x' })).statusCode).toBe(
      401,
    );
  });

  it('names each refused field with a plain-words key beside the developer message', async () => {
    const user = await buildUser(t.db);
    const response = await t.as(user.id, 'POST', '/partners/events', { name: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining("Invalid body field 'name'"),
      key: 'fieldError.summary',
      fields: { name: 'fieldError.required', slug: 'fieldError.required' },
    });
  });

  it('lets editors edit but not participants or viewers', async () => {
    const event = await buildEvent(t.db);
    const roles = { ss_event_editor: 200, ss_event_viewer: 403, ss_event_participant: 403 } as const;
    for (const [role, status] of Object.entries(roles)) {
      const user = await buildUser(t.db);
      await addEventMember(t.db, event.id, user.id, role as keyof typeof roles);
      const response = await t.as(user.id, 'PATCH', `/partners/events/${event.id}`, { name: `By ${role}` });
      expect(response.statusCode, role).toBe(status);
    }
  });
});
