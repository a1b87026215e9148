import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { addTeamMember, buildEvent, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

const slugs = (body: { events: { slug: string }[] }) => body.events.map((event) => event.slug);

describe('GET /api-v2/public-events', () => {
  it('lists published public events without an access code, newest first, a page at a time', async () => {
    const older = await buildEvent(t.db, {
      slug: 'dir-robot-fair',
      name: 'Robot Fair',
      description: '<p>Bots</p>',
    });
    await buildProject(t.db, { eventId: older.id });
    await buildProject(t.db, { eventId: older.id, submissionStatus: 'DRAFT' });
    await buildEvent(t.db, { slug: 'dir-draft', name: 'Draft Fair', status: 'Draft' });
    await buildEvent(t.db, { slug: 'dir-private', name: 'Private Fair', privacy: 'PRIVATE' });
    await buildEvent(t.db, { slug: 'dir-coded', name: 'Coded Fair', accessCodeHash: 'x' });
    await buildEvent(t.db, { slug: 'dir-science-fair', name: 'Science Fair' });

    const all = await t.app.inject({ url: '/api-v2/public-events?search=fair' });
    expect(all.statusCode).toBe(200);
    expect(slugs(all.json())).toEqual(['dir-science-fair', 'dir-robot-fair']);
    expect(all.json().events[1]).toMatchObject({ name: 'Robot Fair', summary: 'Bots', projectCount: 1 });

    const first = await t.app.inject({ url: '/api-v2/public-events?search=fair&pageSize=1' });
    expect(slugs(first.json())).toEqual(['dir-science-fair']);
    const next = await t.app.inject({
      url: `/api-v2/public-events?search=fair&pageSize=1&nextPageToken=${first.json().nextPageToken}`,
    });
    expect(slugs(next.json())).toEqual(['dir-robot-fair']);
    expect(next.json().nextPageToken).toBeNull();

    expect(slugs((await t.app.inject({ url: '/api-v2/public-events?search=ROBOT' })).json())).toEqual([
      'dir-robot-fair',
    ]);
    expect((await t.app.inject({ url: '/api-v2/public-events?search=_' })).json().events).toEqual([]);
    expect((await t.app.inject({ url: '/api-v2/public-events?nextPageToken=nope' })).statusCode).toBe(400);
  });
});

describe('GET /api-v2/public-events/:slug/stats', () => {
  it('counts public projects, their distinct participants and likes', async () => {
    const event = await buildEvent(t.db);
    const [ada, bob] = [await buildUser(t.db), await buildUser(t.db)];
    const one = await buildProject(t.db, { eventId: event.id, likesCount: 4 });
    const two = await buildProject(t.db, { eventId: event.id, likesCount: 3 });
    const draft = await buildProject(t.db, { eventId: event.id, likesCount: 9, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, one.id, ada.id);
    await addTeamMember(t.db, one.id, bob.id, 'Contributor');
    await addTeamMember(t.db, two.id, ada.id);
    await addTeamMember(t.db, draft.id, (await buildUser(t.db)).id);
    const response = await t.app.inject({ url: `/api-v2/public-events/${event.slug}/stats` });
    expect(response.json()).toEqual({ projects: 2, participants: 2, likes: 7 });
  });

  it('answers like the event itself for events a visitor may not open', async () => {
    const hidden = await buildEvent(t.db, { privacy: 'PRIVATE' });
    expect((await t.app.inject({ url: `/api-v2/public-events/${hidden.slug}/stats` })).statusCode).not.toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api-v2/public-events/no-such-event/stats' })).statusCode).toBe(404);
  });
});
