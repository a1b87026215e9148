import { describe, expect, it } from 'vitest';
import { VIEW_RATE_LIMIT_PER_MINUTE } from '../../common/overview';
import { projectViews } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildProject,
  buildUser,
} from '../test/factories';

const t = testAppForFile();

const today = () => new Date().toISOString().slice(0, 10);
const viewsToday = async (owner: number, event: string) =>
  (await t.as(owner, 'GET', `/partners/events/${event}/overview`)).json().days.at(-1).views as number;

describe('project page views', () => {
  it('counts visitors per day in one row and shows them in the organiser overview', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const visitor = await buildUser(t.db);
    expect((await t.as(null, 'POST', `/projects/${project.id}/views`)).statusCode).toBe(204);
    expect((await t.as(null, 'POST', `/projects/${project.id}/views`)).statusCode).toBe(204);
    expect((await t.as(visitor.id, 'POST', `/projects/${project.id}/views`)).statusCode).toBe(204);
    const rows = await t.db.select().from(projectViews);
    expect(rows).toEqual([{ projectId: project.id, day: today(), count: 3 }]);
    expect(await viewsToday(owner.id, event.slug)).toBe(3);
  });

  it("does not count the team's or the event staff's own visits", async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const member = await buildUser(t.db);
    await addTeamMember(t.db, project.id, member.id);
    const judge = await buildUser(t.db);
    await addEventMember(t.db, event.id, judge.id, 'ss_event_viewer');
    for (const who of [member.id, judge.id, owner.id])
      expect((await t.as(who, 'POST', `/projects/${project.id}/views`)).statusCode).toBe(204);
    expect(await viewsToday(owner.id, event.slug)).toBe(0);
  });

  it('refuses drafts, hidden projects, unpublished events and unknown ids like missing ones', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    const declined = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DECLINED' });
    const template = await buildProject(t.db, { eventId: event.id, isTemplate: true });
    const { event: hidden } = await buildEventWithOwner(t.db, { status: 'Draft' });
    const inHidden = await buildProject(t.db, { eventId: hidden.id });
    for (const id of [draft.id, declined.id, template.id, 999_999])
      expect((await t.as(null, 'POST', `/projects/${id}/views`)).statusCode).toBe(404);
    // An unpublished event answers as its pages do: sign in first.
    expect((await t.as(null, 'POST', `/projects/${inHidden.id}/views`)).statusCode).toBe(401);
    expect(await t.db.select().from(projectViews)).toHaveLength(1); // the first test's row only
    expect(await viewsToday(owner.id, event.slug)).toBe(0);
  });

  it('is rate limited per address', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const codes = [];
    for (let i = 0; i <= VIEW_RATE_LIMIT_PER_MINUTE; i++)
      codes.push((await t.as(null, 'POST', `/projects/${project.id}/views`)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
