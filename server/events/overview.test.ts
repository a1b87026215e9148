import { describe, expect, it } from 'vitest';
import { OVERVIEW_DAYS } from '../../common/overview';
import { banners, projectLikes } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  addEventMember,
  buildCategory,
  buildEventWithOwner,
  buildProject,
  buildTimelineEntry,
  buildUser,
} from '../test/factories';

const t = testAppForFile();

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

describe('organiser overview', () => {
  it('counts projects and likes per day, review progress and a checklist from the event data', async () => {
    const { event, owner } = await eventWithOwnerDraft();
    const empty = await t.as(owner.id, 'GET', `/partners/events/${event.slug}/overview`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().checklist).toEqual({
      banner: false,
      dates: false,
      categories: false,
      publish: false,
    });
    expect(empty.json().days).toHaveLength(OVERVIEW_DAYS);
    expect(empty.json().days.at(-1)).toEqual({ day: today(), projects: 0, likes: 0, views: 0 });

    const fan = await buildUser(t.db);
    const fresh = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    const old = await buildProject(t.db, {
      eventId: event.id,
      submissionStatus: 'APPROVED',
      createdAt: new Date(Date.now() - 3 * DAY),
    });
    await buildProject(t.db, { eventId: event.id, isTemplate: true });
    await t.db.insert(projectLikes).values([
      { projectId: fresh.id, userId: fan.id },
      { projectId: old.id, userId: fan.id, createdAt: new Date(Date.now() - 90 * DAY) },
    ]);
    await t.db.insert(banners).values({ eventId: event.id, imageUrl: '/b.png' });
    await buildCategory(t.db, event.id, 'Health');
    await buildTimelineEntry(t.db, event.id, 1, 0, 60);

    const stats = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/overview`)).json();
    expect(stats.days.at(-1)).toEqual({ day: today(), projects: 1, likes: 1, views: 0 });
    const threeDaysAgo = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    expect(stats.days.find((d: { day: string }) => d.day === threeDaysAgo).projects).toBe(1);
    expect(stats.likesBefore).toBe(1);
    expect(stats.review).toEqual({ DRAFT: 0, SUBMITTED: 1, APPROVED: 1, DECLINED: 0 });
    expect(stats.checklist).toEqual({ banner: true, dates: true, categories: true, publish: false });
  });

  it('is for event staff only', async () => {
    const { event } = await eventWithOwnerDraft();
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    expect((await t.as(viewer.id, 'GET', `/partners/events/${event.slug}/overview`)).statusCode).toBe(200);
    const stranger = await buildUser(t.db);
    expect((await t.as(stranger.id, 'GET', `/partners/events/${event.slug}/overview`)).statusCode).toBe(403);
    expect((await t.as(null, 'GET', `/partners/events/${event.slug}/overview`)).statusCode).toBe(401);
  });
});

const eventWithOwnerDraft = () => buildEventWithOwner(t.db, { status: 'Draft' });
