import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { addEventMember, buildEventWithOwner, buildProject, buildUser } from '../test/factories';
import { buildPlanWith } from '../test/plan-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const hour = 3_600_000;
const stream = (url: string, startOffset = -hour) => ({
  title: 'Opening ceremony',
  url,
  startsAt: new Date(Date.now() + startOffset).toISOString(),
  endsAt: new Date(Date.now() + startOffset + 2 * hour).toISOString(),
});

describe('live streams', () => {
  it('lets organisers add streams whose embeds come from the allowlist, shown on the public schedule', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/live-streams`;
    const youtube = await t.as(owner.id, 'POST', base, stream('https://www.youtube.com/watch?v=dQw4w9WgXcQ'));
    expect(youtube.statusCode).toBe(201);
    expect(youtube.json().embed).toEqual({
      kind: 'iframe',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const twitch = await t.as(owner.id, 'POST', base, stream('https://www.twitch.tv/SomeChannel', 3 * hour));
    expect(twitch.json().embed.src).toBe('https://player.twitch.tv/?channel=somechannel&parent=localhost');
    const hls = await t.as(
      owner.id,
      'POST',
      base,
      stream('https://cdn.example.org/live/main.m3u8', 6 * hour),
    );
    expect(hls.json().embed).toEqual({
      kind: 'hls',
      provider: 'hls',
      src: 'https://cdn.example.org/live/main.m3u8',
    });

    const schedule = await t.as(null, 'GET', `/events/${event.slug}/live-streams`);
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json().streams.map((s: { embed: { provider: string } }) => s.embed.provider)).toEqual([
      'youtube',
      'twitch',
      'hls',
    ]);

    const changed = await t.as(owner.id, 'PUT', `${base}/${youtube.json().id}`, {
      ...stream('https://vimeo.com/76979871'),
      title: 'Keynote',
    });
    expect(changed.json()).toMatchObject({
      title: 'Keynote',
      embed: { src: 'https://player.vimeo.com/video/76979871' },
    });
    expect((await t.as(owner.id, 'DELETE', `${base}/${hls.json().id}`)).statusCode).toBe(200);
    expect((await t.as(null, 'GET', `/events/${event.slug}/live-streams`)).json().streams).toHaveLength(2);
  });

  it('refuses addresses outside the allowlist and streams that end before they start', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/live-streams`;
    for (const url of [
      'https://evil.example.com/embed.html',
      'javascript:alert(1)',
      'http://cdn.example.org/live/main.m3u8',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      const answer = await t.as(owner.id, 'POST', base, stream(url));
      expect(answer.statusCode, url).toBe(400);
    }
    const backwards = await t.as(owner.id, 'POST', base, {
      ...stream('https://vimeo.com/76979871'),
      endsAt: new Date(Date.now() - 2 * hour).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('lets only event editors change streams', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const base = `/partners/events/${event.id}/live-streams`;
    expect((await t.as(null, 'POST', base, stream('https://vimeo.com/1'))).statusCode).toBe(401);
    expect((await t.as(participant.id, 'POST', base, stream('https://vimeo.com/1'))).statusCode).toBe(403);
  });

  it('gives approved projects a live demo slot on the public schedule', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const approved = await buildProject(t.db, {
      eventId: event.id,
      submissionStatus: 'APPROVED',
      title: 'Robot',
    });
    const draft = await buildProject(t.db, {
      eventId: event.id,
      title: 'Secret draft',
      submissionStatus: 'DRAFT',
    });
    const other = await buildEventWithOwner(t.db);
    const foreign = await buildProject(t.db, { eventId: other.event.id, submissionStatus: 'APPROVED' });
    const slot = {
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
    };
    const slotPath = (projectId: number) => `/partners/events/${event.id}/projects/${projectId}/demo-slot`;
    expect((await t.as(owner.id, 'PUT', slotPath(approved.id), slot)).statusCode).toBe(200);
    expect((await t.as(owner.id, 'PUT', slotPath(draft.id), slot)).statusCode).toBe(200);
    expect((await t.as(owner.id, 'PUT', slotPath(foreign.id), slot)).statusCode).toBe(404);

    const publicSlots = (await t.as(null, 'GET', `/events/${event.id}/live-streams`)).json().demoSlots;
    expect(publicSlots).toEqual([
      { projectId: approved.id, projectTitle: 'Robot', projectSlug: approved.slug, ...slot },
    ]);
    const staffSlots = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/live-streams`)).json()
      .demoSlots;
    expect(staffSlots).toHaveLength(2);

    expect((await t.as(owner.id, 'DELETE', slotPath(approved.id))).statusCode).toBe(200);
    expect((await t.as(null, 'GET', `/events/${event.id}/live-streams`)).json().demoSlots).toEqual([]);
  });

  it('is closed on a plan without enable_live_streams', async () => {
    const plan = await buildPlanWith(t.db, 'enable_event_notification');
    const { event, owner } = await buildEventWithOwner(t.db, { planId: plan.id });
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'APPROVED' });
    const slot = { startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + hour).toISOString() };
    for (const [userId, method, url, body] of [
      [null, 'GET', `/events/${event.id}/live-streams`, undefined],
      [owner.id, 'GET', `/partners/events/${event.id}/live-streams`, undefined],
      [owner.id, 'POST', `/partners/events/${event.id}/live-streams`, stream('https://vimeo.com/1')],
      [owner.id, 'PUT', `/partners/events/${event.id}/live-streams/1`, stream('https://vimeo.com/1')],
      [owner.id, 'DELETE', `/partners/events/${event.id}/live-streams/1`, undefined],
      [owner.id, 'PUT', `/partners/events/${event.id}/projects/${project.id}/demo-slot`, slot],
    ] as const) {
      const answer = await t.as(userId, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual({
        message: "This event's plan does not include live streams",
        key: 'enable_live_streams',
      });
    }
  });

  it('is open on a plan with enable_live_streams', async () => {
    const plan = await buildPlanWith(t.db, 'enable_live_streams');
    const { event, owner } = await buildEventWithOwner(t.db, { planId: plan.id });
    const added = await t.as(
      owner.id,
      'POST',
      `/partners/events/${event.id}/live-streams`,
      stream('https://vimeo.com/1'),
    );
    expect(added.statusCode).toBe(201);
    expect((await t.as(null, 'GET', `/events/${event.id}/live-streams`)).json().streams).toHaveLength(1);
  });
});
