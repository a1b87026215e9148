import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { eventMemberships, judges, judgingLooks, planFeatures, plans, timelines } from '../db/schema';
import { lastMailTo, testAppForFile } from '../test/app';
import {
  addEventMember,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildRound,
  buildUser,
} from '../test/factories';

/** The judge list: invitations, self-registration, conflicts, removal, settings and the plan gate. */
const t = testAppForFile();

const DAY = 24 * 60 * 60 * 1000;

async function tokenMailedTo(email: string): Promise<string> {
  const text = (await lastMailTo(t.db, email))?.text ?? '';
  const token = /\/manage\/invitation\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function roleOf(eventId: number, userId: number) {
  const [row] = await t.db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId)));
  return row?.role ?? null;
}

describe('judge invitations', () => {
  it('mail a link by e-mail or user name; accepting makes an active judge with the judge role', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const byMail = await buildUser(t.db);
    const byName = await buildUser(t.db);
    const sent = await t.as(owner.id, 'POST', `${base}/judges`, { email: byMail.email });
    expect(sent.json()).toEqual({ invited: byMail.email, pending: true });
    const named = await t.as(owner.id, 'POST', `${base}/judges`, { userName: byName.userName.toUpperCase() });
    expect(named.json()).toEqual({ invited: byName.userName, pending: true });
    const mail = await lastMailTo(t.db, byName.email);
    expect(mail?.subject).toBe(`${owner.userName} invited you to judge ${event.name} on Showcase`);

    const listed = (await t.as(owner.id, 'GET', `${base}/judges`)).json();
    expect(listed.judges).toEqual([]);
    // An invitation by user name never shows the address.
    expect(listed.invitations).toEqual([
      { id: expect.any(Number), email: byMail.email, userName: null, expiresAt: expect.any(String) },
      { id: expect.any(Number), email: null, userName: byName.userName, expiresAt: expect.any(String) },
    ]);
    // Judge invitations are not staff invitations.
    expect((await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json().invitations).toEqual(
      [],
    );

    const token = await tokenMailedTo(byName.email);
    const offer = await t.as(null, 'GET', `/partners/events/${event.slug}/staff-invitation?token=${token}`);
    expect(offer.json().role).toBe('ss_event_judge');
    const accepted = await t.as(byName.id, 'POST', `/partners/events/${event.slug}/staff-invitation/accept`, {
      token,
    });
    expect(accepted.json()).toEqual({ eventId: event.id, slug: event.slug, role: 'ss_event_judge' });
    expect(await roleOf(event.id, byName.id)).toBe('ss_event_judge');
    const me = (await t.as(byName.id, 'GET', `${base}/me`)).json();
    expect(me).toMatchObject({ status: 'active', judgeId: expect.any(Number), conflictProjectIds: [] });

    const again = await t.as(owner.id, 'POST', `${base}/judges`, { userName: byName.userName });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('judging.alreadyJudge');
    // Nobody named, or both ways at once: the key the invitation form shows under its box.
    for (const body of [{}, { email: byMail.email, userName: byName.userName }]) {
      const refused = await t.as(owner.id, 'POST', `${base}/judges`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Enter an e-mail address or a user name',
        key: 'staffInvitation.inviteeRequired',
      });
    }

    const cancelled = await t.as(owner.id, 'DELETE', `${base}/invitations/${listed.invitations[0].id}`);
    expect(cancelled.statusCode).toBe(200);
    expect((await t.as(owner.id, 'GET', `${base}/judges`)).json().invitations).toEqual([]);
  });

  it('let participants and staff judge beside their own role', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/judging/judges`, { email: participant.email });
    await t.as(participant.id, 'POST', `/partners/events/${event.slug}/staff-invitation/accept`, {
      token: await tokenMailedTo(participant.email),
    });
    expect(await roleOf(event.id, participant.id)).toBe('ss_event_participant');
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/judging/judges`, { email: owner.email });
    const ownerAccepts = await t.as(
      owner.id,
      'POST',
      `/partners/events/${event.slug}/staff-invitation/accept`,
      {
        token: await tokenMailedTo(owner.email),
      },
    );
    expect(ownerAccepts.statusCode, ownerAccepts.body).toBe(200);
    expect(await roleOf(event.id, owner.id)).toBe('ss_event_owner');
    const listed = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/judging/judges`)).json().judges;
    expect(listed.map((judge: { userId: number }) => judge.userId)).toEqual([participant.id, owner.id]);
  });

  it('refuse bad input', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    expect((await t.as(owner.id, 'POST', `${base}/judges`, {})).statusCode).toBe(400);
    expect((await t.as(owner.id, 'POST', `${base}/judges`, { email: 'nope' })).json().key).toBe(
      'register.error.email',
    );
    const unknown = await t.as(owner.id, 'POST', `${base}/judges`, { userName: 'nobodyhere' });
    expect(unknown.json()).toEqual({ message: "There is no user named 'nobodyhere'" });
  });
});

describe('judge self-registration', () => {
  it('is open only when allowed and inside the judge-registration window, and waits for an organiser', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const volunteer = await buildUser(t.db);
    const closed = await t.as(volunteer.id, 'POST', `${base}/registrations`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().key).toBe('judging.registrationClosed');

    await t.as(owner.id, 'PUT', `${base}/settings`, { judgeRegistration: true });
    // Allowed, but no judge-registration window on the timeline: still closed.
    expect((await t.as(volunteer.id, 'POST', `${base}/registrations`)).statusCode).toBe(403);
    await t.db.insert(timelines).values({
      eventId: event.id,
      timelineType: TIMELINE_TYPES.JUDGE_REGISTRATION,
      startAt: new Date(Date.now() - DAY),
      endAt: new Date(Date.now() + DAY),
    });
    const settings = (await t.as(owner.id, 'GET', `${base}/settings`)).json();
    expect(settings).toMatchObject({
      judgeRegistration: true,
      registrationOpen: true,
      registrationWindow: { state: 'open' },
    });

    const unverified = await buildUser(t.db, { isVerified: false });
    expect((await t.as(unverified.id, 'POST', `${base}/registrations`)).statusCode).toBe(403);

    const registered = await t.as(volunteer.id, 'POST', `${base}/registrations`);
    expect(registered.json()).toMatchObject({ status: 'pending', registration: { open: true } });
    expect((await t.as(volunteer.id, 'POST', `${base}/registrations`)).statusCode).toBe(409);
    const round = await buildRound(t.db, event.id);
    // Pending judges cannot score yet, but may declare conflicts.
    expect((await t.as(volunteer.id, 'POST', `${base}/rounds/${round.id}/next`)).statusCode).toBe(403);
    const project = await buildProject(t.db, { eventId: event.id });
    expect(
      (await t.as(volunteer.id, 'PUT', `${base}/me/conflicts`, { projectIds: [project.id] })).json()
        .conflictProjectIds,
    ).toEqual([project.id]);

    const pending = (await t.as(owner.id, 'GET', `${base}/judges`)).json().judges[0];
    expect(pending).toMatchObject({
      status: 'pending',
      source: 'registration',
      conflictProjectIds: [project.id],
    });
    const accepted = await t.as(owner.id, 'POST', `${base}/judges/${pending.id}/accept`);
    expect(accepted.json()).toMatchObject({ id: pending.id, status: 'active' });
    expect(await roleOf(event.id, volunteer.id)).toBe('ss_event_judge');
    expect((await t.as(volunteer.id, 'POST', `${base}/rounds/${round.id}/next`)).statusCode).toBe(200);
  });
});

describe('conflicts and removal', () => {
  it("an organiser's conflict list stays when the judge changes theirs", async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => buildProject(t.db, { eventId: event.id })));
    const { judge, user } = await buildJudge(t.db, event.id);
    const set = await t.as(owner.id, 'PUT', `${base}/judges/${judge.id}/conflicts`, { projectIds: [a!.id] });
    expect(set.json().conflictProjectIds).toEqual([a!.id]);
    const mine = await t.as(user.id, 'PUT', `${base}/me/conflicts`, { projectIds: [b!.id, c!.id] });
    expect(mine.json().conflictProjectIds).toEqual([a!.id, b!.id, c!.id].sort((x, y) => x - y));
    const fewer = await t.as(user.id, 'PUT', `${base}/me/conflicts`, { projectIds: [] });
    expect(fewer.json().conflictProjectIds).toEqual([a!.id]);
    const other = await buildProject(t.db);
    const foreign = await t.as(user.id, 'PUT', `${base}/me/conflicts`, { projectIds: [other.id] });
    expect(foreign.statusCode).toBe(400);
  });

  it('removing a judge keeps their finished looks, releases the unfinished one and takes the role back', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const [p1, p2] = await Promise.all([1, 2].map(() => buildProject(t.db, { eventId: event.id })));
    const round = await buildRound(t.db, event.id, { mode: 'pairwise' });
    const { judge, user } = await buildJudge(t.db, event.id);
    await t.db.insert(judgingLooks).values([
      {
        roundId: round.id,
        judgeId: judge.id,
        projectId: p1!.id,
        status: 'done',
        reason: 'needs-looks',
        finishedAt: new Date(),
      },
      {
        roundId: round.id,
        judgeId: judge.id,
        projectId: p2!.id,
        status: 'in-progress',
        reason: 'needs-looks',
      },
    ]);
    const removed = await t.as(owner.id, 'DELETE', `${base}/judges/${judge.id}`);
    expect(removed.statusCode).toBe(200);
    const looks = await t.db.select().from(judgingLooks).where(eq(judgingLooks.judgeId, judge.id));
    expect(looks.map((look) => look.status)).toEqual(['done']);
    expect(await roleOf(event.id, user.id)).toBeNull();
    expect((await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().key).toBe(
      'judging.notJudge',
    );
    expect((await t.as(user.id, 'GET', `${base}/me`)).json().status).toBe('none');
    expect((await t.as(owner.id, 'GET', `${base}/judges`)).json().judges).toEqual([]);
    expect((await t.as(owner.id, 'DELETE', `${base}/judges/${judge.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(judges).where(eq(judges.id, judge.id));
    expect(row?.status).toBe('removed');
  });
});

describe('the plan gate', () => {
  it('refuses every judging call on a plan without enable_judging', async () => {
    const [plan] = await t.db
      .insert(plans)
      .values({ code: `no-judging-${Date.now()}`, name: 'Small' })
      .returning();
    await t.db.insert(planFeatures).values({ planId: plan!.id, code: 'enable_awards', enabled: true });
    const { event, owner } = await buildEventWithOwner(t.db, { planId: plan!.id });
    const { user } = await buildJudge(t.db, event.id);
    for (const [userId, url] of [
      [owner.id, `/partners/events/${event.id}/judging/judges`],
      [owner.id, `/partners/events/${event.id}/judging/rounds`],
      [user.id, `/partners/events/${event.id}/judging/me`],
    ] as const) {
      const answer = await t.as(userId, 'GET', url);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        message: "This event's plan does not include judging",
        key: 'enable_judging',
      });
    }
  });
});

describe('private events', () => {
  it('open to their judges', async () => {
    const { event } = await buildEventWithOwner(t.db, { privacy: 'PRIVATE' });
    const { user } = await buildJudge(t.db, event.id);
    expect((await t.as(user.id, 'GET', `/partners/events/${event.slug}`)).json().isAccessible).toBe(true);
    const stranger = await buildUser(t.db);
    expect((await t.as(stranger.id, 'GET', `/partners/events/${event.slug}`)).json().isAccessible).toBe(
      false,
    );
  });
});
