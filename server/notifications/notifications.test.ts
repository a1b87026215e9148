import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { jobs, mailOutbox, notifications, planFeatures, plans } from '../db/schema';
import { createJobWorker } from '../jobs/worker';
import { createTestApp, lastMailTo, type TestApp } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildTimelineEntry,
  buildUser,
} from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A plan that lists exactly these features. */
async function planWith(...codes: string[]) {
  const [plan] = await t.db
    .insert(plans)
    .values({ code: `plan-${Math.random().toString(36).slice(2)}`, name: 'Test plan' })
    .returning();
  for (const code of codes) {
    await t.db
      .insert(planFeatures)
      .values({ planId: plan!.id, code: code as 'enable_awards', enabled: true });
  }
  return plan!.id;
}

async function eventWithTeams(planId: number | null) {
  const { event, owner } = await buildEventWithOwner(t.db, { planId });
  const participant = await buildUser(t.db);
  const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
  await addTeamMember(t.db, draft.id, participant.id);
  const submittedMember = await buildUser(t.db);
  const submitted = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
  await addTeamMember(t.db, submitted.id, submittedMember.id);
  const { user: judge } = await buildJudge(t.db, event.id);
  return { event, owner, participant, submittedMember, judge, draft };
}

const runJobs = async () => {
  await t.app.background.settled();
  await t.app.jobs.tick();
};

const mailCount = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

describe('announcements', () => {
  it('reach the chosen audience in the bell and by e-mail', async () => {
    const { event, owner, participant, judge } = await eventWithTeams(null);
    const sent = await t.as(owner.id, 'POST', `/partners/events/${event.id}/announcements`, {
      audience: 'participants',
      title: 'Lunch is served',
      body: 'Come to the hall.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ audience: 'participants', recipientCount: 2 });
    await runJobs();

    const bell = await t.as(participant.id, 'GET', `/notifications?eventId=${event.slug}`);
    expect(bell.statusCode).toBe(200);
    expect(bell.json()).toMatchObject({
      unreadCount: 1,
      notifications: [
        { kind: 'announcement', title: 'Lunch is served', body: 'Come to the hall.', isRead: false },
      ],
    });
    expect((await lastMailTo(t.db, participant.email))?.subject).toBe(`${event.name}: Lunch is served`);
    const judgeBell = await t.as(judge.id, 'GET', `/notifications?eventId=${event.id}`);
    expect(judgeBell.json().notifications).toEqual([]);
    expect(await mailCount(judge.email)).toBe(0);
  });

  it('marks one or all notifications read', async () => {
    const { event, owner, participant } = await eventWithTeams(null);
    for (const title of ['One', 'Two']) {
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/announcements`, {
        audience: 'everyone',
        title,
        body: 'Body',
      });
    }
    await runJobs();
    const list = (await t.as(participant.id, 'GET', `/notifications?eventId=${event.id}`)).json();
    expect(list.unreadCount).toBe(2);
    const read = await t.as(participant.id, 'PATCH', `/notifications/${list.notifications[0].id}`, {
      isRead: true,
    });
    expect(read.json().isRead).toBe(true);
    expect((await t.as(participant.id, 'GET', `/notifications?eventId=${event.id}`)).json().unreadCount).toBe(
      1,
    );
    // Someone else's notification is not theirs to read.
    expect(
      (await t.as(owner.id, 'PATCH', `/notifications/${list.notifications[1].id}`, { isRead: true }))
        .statusCode,
    ).toBe(404);
    const allRead = await t.as(participant.id, 'POST', '/notifications/read-all', { eventId: event.id });
    expect(allRead.json()).toEqual({ unreadCount: 0 });
    expect((await t.as(participant.id, 'GET', `/notifications?eventId=${event.id}`)).json().unreadCount).toBe(
      0,
    );
  });

  it('are for organisers only', async () => {
    const { event, participant } = await eventWithTeams(null);
    const answer = await t.as(participant.id, 'POST', `/partners/events/${event.id}/announcements`, {
      audience: 'everyone',
      title: 'Hi',
      body: 'Hi',
    });
    expect(answer.statusCode).toBe(403);
    expect((await t.as(null, 'GET', `/notifications?eventId=${event.id}`)).statusCode).toBe(401);
  });
});

describe('the plan gate of notifications', () => {
  it('refuses the bell and announcements without enable_event_notification, and sends nothing', async () => {
    const planId = await planWith('enable_awards');
    const { event, owner, participant, draft } = await eventWithTeams(planId);
    for (const [userId, method, url, body] of [
      [participant.id, 'GET', `/notifications?eventId=${event.id}`, undefined],
      [owner.id, 'GET', `/partners/events/${event.id}/announcements`, undefined],
      [
        owner.id,
        'POST',
        `/partners/events/${event.id}/announcements`,
        { audience: 'everyone', title: 'x', body: 'y' },
      ],
    ] as const) {
      const answer = await t.as(userId, method, url, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        message: "This event's plan does not include notifications and announcements",
        key: 'enable_event_notification',
      });
    }
    // Reminders are not scheduled, and a review decision stays out of the (absent) bell.
    await buildTimelineEntry(t.db, event.id, TIMELINE_TYPES.PROJECT_SUBMISSION, -60, 30);
    await runJobs();
    const review = await t.as(owner.id, 'PATCH', `/projects/${draft.id}/updateProjectStatuses`, {
      submissionStatus: 'SUBMITTED',
    });
    expect(review.statusCode).toBeLessThan(500);
    const rows = await t.db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(rows).toEqual([]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'deadline-reminder'));
    expect(queued.filter((job) => job.payload.eventId === event.id)).toEqual([]);
  });

  it('works on a plan that includes enable_event_notification', async () => {
    const planId = await planWith('enable_event_notification');
    const { event, participant } = await eventWithTeams(planId);
    expect((await t.as(participant.id, 'GET', `/notifications?eventId=${event.id}`)).statusCode).toBe(200);
  });
});

describe('deadline reminders', () => {
  it('remind teams whose projects are still drafts, once, however many servers run the queue', async () => {
    const { event, participant, submittedMember } = await eventWithTeams(null);
    // The deadline is 30 minutes away: the 1-hour reminder is due, the 24-hour one passed unsent.
    await buildTimelineEntry(t.db, event.id, TIMELINE_TYPES.PROJECT_SUBMISSION, -600, 30);
    const first = createJobWorker(t.app, 'server-a');
    const second = createJobWorker(t.app, 'server-b');
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);

    const reminders = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventId, event.id), eq(notifications.kind, 'reminder')));
    expect(reminders.map((row) => [row.userId, row.title])).toEqual([
      [participant.id, 'Submissions close in 1 hour'],
    ]);
    expect(await mailCount(participant.email)).toBe(1);
    expect((await lastMailTo(t.db, participant.email))?.subject).toBe(
      `${event.name}: submissions close in 1 hour`,
    );
    expect(await mailCount(submittedMember.email)).toBe(0);
    const done = await t.db.select().from(jobs).where(eq(jobs.kind, 'deadline-reminder'));
    const mine = done.filter((job) => job.payload.eventId === event.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.doneAt).not.toBeNull();
  });

  it('schedules the 24-hour reminder for a deadline two days away, to run a day before it', async () => {
    const { event } = await eventWithTeams(null);
    const entry = await buildTimelineEntry(t.db, event.id, TIMELINE_TYPES.PROJECT_SUBMISSION, -60, 48 * 60);
    await runJobs();
    const queued = (await t.db.select().from(jobs).where(eq(jobs.kind, 'deadline-reminder'))).filter(
      (job) => job.payload.eventId === event.id,
    );
    expect(queued.map((job) => job.payload.hours).sort()).toEqual([1, 24]);
    const day = queued.find((job) => job.payload.hours === 24)!;
    expect(day.runAt.getTime()).toBe(entry.endAt!.getTime() - 24 * 3600_000);
    expect(day.doneAt).toBeNull();
  });
});

describe('status changes and invitations', () => {
  it('appear in the bell of the team', async () => {
    const { event, owner, participant, draft } = await eventWithTeams(null);
    await t.as(participant.id, 'PATCH', `/projects/${draft.id}/updateProjectStatuses`, {
      submissionStatus: 'SUBMITTED',
    });
    const reviewed = await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
      projectIds: [draft.id],
      submissionStatus: 'APPROVED',
    });
    const invitee = await buildUser(t.db);
    await addEventMember(t.db, event.id, invitee.id, 'ss_event_participant');
    const invited = await t.as(participant.id, 'POST', `/project/${draft.id}/invite`, {
      teamInvitations: [{ email: invitee.email, role: 'Contributor' }],
    });
    const bell = (await t.as(participant.id, 'GET', `/notifications?eventId=${event.id}`)).json();
    expect({
      reviewed: reviewed.statusCode,
      kinds: bell.notifications.map((n: { kind: string }) => n.kind),
    }).toEqual({
      reviewed: 200,
      kinds: ['status'],
    });
    expect(invited.statusCode).toBeLessThan(300);
    const inviteeBell = (await t.as(invitee.id, 'GET', `/notifications?eventId=${event.id}`)).json();
    expect(inviteeBell.notifications.map((n: { kind: string }) => n.kind)).toEqual(['invitation']);
  });

  it('include an invitation to judge for someone who has an account', async () => {
    const { event, owner } = await eventWithTeams(null);
    const invitee = await buildUser(t.db);
    const invited = await t.as(owner.id, 'POST', `/partners/events/${event.id}/judging/judges`, {
      userName: invitee.userName,
    });
    expect(invited.statusCode).toBe(200);
    const bell = (await t.as(invitee.id, 'GET', `/notifications?eventId=${event.id}`)).json();
    expect(bell.notifications).toMatchObject([
      { kind: 'invitation', title: `${owner.userName} invited you to judge ${event.name}` },
    ]);
    expect(bell.notifications[0].link).toMatch(new RegExp(`^/${event.slug}/manage/invitation\\?token=`));
  });
});
