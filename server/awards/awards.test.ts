import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { buildEventWithOwner, buildProject } from '../test/factories';

const t = testAppForFile();

const eventWithOwner = (overrides = {}) => buildEventWithOwner(t.db, overrides);

describe('awards and winners', () => {
  it("refuses the event's template, approved or not: it is no public project", async () => {
    const { event, owner } = await eventWithOwner();
    const template = await buildProject(t.db, {
      eventId: event.id,
      isTemplate: true,
      submissionStatus: 'APPROVED',
    });
    const award = (
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/awards`, { name: 'Best', rank: 1 })
    ).json();
    const refused = await t.as(owner.id, 'POST', `/partners/events/${event.id}/awards/${award.id}/projects`, {
      projectIds: [template.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Awards go to approved projects of this event only');
  });

  it('gives awards to approved projects and shows winners once published, best first', async () => {
    const { event, owner } = await eventWithOwner();
    const base = `/partners/events/${event.id}`;
    const winner = await buildProject(t.db, { eventId: event.id, title: 'Winner' });
    const runnerUp = await buildProject(t.db, { eventId: event.id, title: 'Runner up' });
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    const grand = (await t.as(owner.id, 'POST', `${base}/awards`, { name: 'Grand Prize', rank: 10 })).json();
    const merit = (await t.as(owner.id, 'POST', `${base}/awards`, { name: 'Merit', rank: 1 })).json();
    const refused = await t.as(owner.id, 'POST', `${base}/awards/${grand.id}/projects`, {
      projectIds: [draft.id],
    });
    expect(refused.json().message).toBe('Awards go to approved projects of this event only');
    await t.as(owner.id, 'POST', `${base}/awards/${grand.id}/projects`, { projectIds: [winner.id] });
    await t.as(owner.id, 'POST', `${base}/awards/${merit.id}/projects`, { projectIds: [runnerUp.id] });

    expect((await t.as(null, 'GET', `/partners/events/${event.slug}/winners`)).json()).toEqual({
      published: false,
      awards: [],
    });
    const preview = (await t.as(owner.id, 'GET', `/partners/events/${event.slug}/winners`)).json();
    expect(preview.awards.map((a: { name: string }) => a.name)).toEqual(['Grand Prize', 'Merit']);

    await t.as(owner.id, 'PATCH', `/partners/events/${event.id}`, { awardsPublished: true });
    const winners = (await t.as(null, 'GET', `/partners/events/${event.slug}/winners`)).json();
    expect(winners.published).toBe(true);
    expect(winners.awards[0]).toMatchObject({ name: 'Grand Prize', projects: [{ title: 'Winner' }] });
    const gallery = (await t.as(null, 'GET', `/projects?eventId=${event.id}`)).json();
    expect(gallery.projects.map((p: { title: string }) => p.title).slice(0, 2)).toEqual([
      'Winner',
      'Runner up',
    ]);
    expect(gallery.projects[0].awards[0].name).toBe('Grand Prize');

    await t.as(owner.id, 'DELETE', `${base}/awards/${grand.id}/projects`, { projectIds: [winner.id] });
    const after = (await t.as(null, 'GET', `/projects?eventId=${event.id}`)).json();
    expect(after.projects[0].title).toBe('Runner up');
  });
});
