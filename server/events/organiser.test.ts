import { describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { planFeatures, plans, timelines } from '../db/schema';
import { lastMailTo, testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEvent,
  buildEventWithOwner,
  buildProject,
  buildUser,
} from '../test/factories';

const t = testAppForFile();

const eventWithOwner = (overrides = {}) => buildEventWithOwner(t.db, overrides);

async function planWith(features: { code: string; enabled?: boolean; limit?: number }[]) {
  const [plan] = await t.db
    .insert(plans)
    .values({ code: `plan-${Math.random()}`, name: 'Plan' })
    .returning();
  await t.db.insert(planFeatures).values(features.map((f, i) => ({ planId: plan!.id, priority: i, ...f })));
  return plan!.id;
}

describe('event lists (timeline, categories, sponsors, awards, banners, FAQ, resources)', () => {
  it('creates, edits, lists and deletes items, with clear errors', async () => {
    const { event, owner } = await eventWithOwner();
    const base = `/partners/events/${event.id}`;
    const sponsor = await t.as(owner.id, 'POST', `${base}/sponsors`, {
      name: 'Acme',
      logoUrl: '/uploads/logo.png',
      link: 'https://acme.example',
      position: 2,
    });
    expect(sponsor.statusCode).toBe(200);
    const edited = await t.as(owner.id, 'PATCH', `${base}/sponsors/${sponsor.json().id}`, { position: 0 });
    expect(edited.json()).toMatchObject({ name: 'Acme', position: 0 });
    expect(
      (await t.as(null, 'GET', `/partners/events/${event.slug}?include=sponsors`)).json().sponsors,
    ).toHaveLength(1);

    const category = await t.as(owner.id, 'POST', `${base}/categories`, { name: 'Green Tech' });
    expect(category.json()).toMatchObject({ name: 'Green Tech', slug: 'green-tech' });
    const duplicate = await t.as(owner.id, 'POST', `${base}/categories`, { name: 'green tech' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A category with this name already exists');
    const renamed = await t.as(owner.id, 'PATCH', `${base}/categories/${category.json().id}`, {
      name: 'Clean Energy',
    });
    expect(renamed.json().slug).toBe('clean-energy');

    const window = await t.as(owner.id, 'POST', `${base}/timelines`, {
      timelineType: TIMELINE_TYPES.PROJECT_SUBMISSION,
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2026-02-01T00:00:00Z',
    });
    expect(window.json()).toMatchObject({ timelineType: 2, startAt: '2026-01-01T00:00:00.000Z' });
    const backwards = await t.as(owner.id, 'PATCH', `${base}/timelines/${window.json().id}`, {
      endAt: '2025-12-01T00:00:00Z',
    });
    expect(backwards.json().message).toBe('The start must come before the end');
    expect((await t.as(owner.id, 'POST', `${base}/timelines`, { timelineType: 9 })).statusCode).toBe(400);

    const faq = await t.as(owner.id, 'POST', `${base}/faqs`, { question: 'When?', answer: 'Soon.' });
    expect((await t.as(null, 'GET', `/faqs?eventId=${event.id}`)).json().faqs).toEqual([
      { id: faq.json().id, question: 'When?', answer: 'Soon.' },
    ]);
    const badLink = await t.as(owner.id, 'POST', `${base}/resources`, {
      title: 'Guide',
      url: 'javascript:x',
    });
    expect(badLink.json().message).toContain('Please enter a valid URL');
    expect((await t.as(owner.id, 'DELETE', `${base}/faqs/${faq.json().id}`)).statusCode).toBe(200);
    expect((await t.as(owner.id, 'DELETE', `${base}/faqs/${faq.json().id}`)).statusCode).toBe(404);
    expect((await t.as(owner.id, 'GET', `${base}/faqs`)).json().items).toEqual([]);
  });

  it('refuses what the plan does not include and people who may not edit', async () => {
    const planId = await planWith([{ code: 'enable_categories' }]);
    const { event, owner } = await eventWithOwner({ planId });
    const sponsors = await t.as(owner.id, 'POST', `/partners/events/${event.id}/sponsors`, { name: 'Acme' });
    expect(sponsors.statusCode).toBe(403);
    expect(sponsors.json()).toEqual({
      message: "This event's plan does not include sponsors",
      key: 'enable_sponsor',
    });
    expect(
      (await t.as(owner.id, 'POST', `/partners/events/${event.id}/categories`, { name: 'Ok' })).statusCode,
    ).toBe(200);
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    expect((await t.as(viewer.id, 'GET', `/partners/events/${event.id}/categories`)).statusCode).toBe(200);
    expect(
      (await t.as(viewer.id, 'POST', `/partners/events/${event.id}/faqs`, { question: 'a', answer: 'b' }))
        .statusCode,
    ).toBe(403);
  });
});

/** The token of the newest staff invitation mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const text = (await lastMailTo(t.db, email))?.text ?? '';
  const token = /\/manage\/invitation\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no staff invitation mailed to ${email}`);
  return token;
}

describe('members', () => {
  it('invites staff by e-mail within the plan seats, changes roles and removes them, never the owner', async () => {
    const planId = await planWith([{ code: 'number_of_admin_seats', limit: 2 }]);
    const { event, owner } = await eventWithOwner({ planId });
    const base = `/partners/events/${event.id}/members`;
    const editor = await buildUser(t.db);
    const third = await buildUser(t.db);
    const viewer = await buildUser(t.db);
    const invited = await t.as(owner.id, 'POST', base, {
      email: editor.email.toUpperCase(),
      role: 'ss_event_editor',
    });
    expect(invited.json()).toEqual({
      email: editor.email.toUpperCase(),
      role: 'ss_event_editor',
      pending: true,
    });
    expect((await lastMailTo(t.db, editor.email.toUpperCase()))?.subject).toContain('help run');
    // The pending invitation holds a seat: owner + editor fill the plan's two.
    const full = await t.as(owner.id, 'POST', base, { email: third.email, role: 'ss_event_admin' });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({
      key: 'plan.limit.adminSeats',
      message: expect.stringMatching(/allows 2 admin seats/),
    });
    expect(
      (await t.as(owner.id, 'POST', base, { email: viewer.email, role: 'ss_event_viewer' })).statusCode,
    ).toBe(200);
    const badAddress = await t.as(owner.id, 'POST', base, {
      email: 'not-an-address',
      role: 'ss_event_viewer',
    });
    expect(badAddress.json().message).toBe('Please enter a valid e-mail address');
    expect(
      (await t.as(owner.id, 'POST', base, { email: 'x@example.test', role: 'ss_event_owner' })).statusCode,
    ).toBe(400);

    for (const person of [editor, viewer]) {
      const email = person === editor ? editor.email.toUpperCase() : person.email;
      const accepted = await t.as(
        person.id,
        'POST',
        `/partners/events/${event.slug}/staff-invitation/accept`,
        {
          token: await invitationToken(email),
        },
      );
      expect(accepted.statusCode).toBe(200);
    }
    const list = (await t.as(viewer.id, 'GET', base)).json();
    expect(list.members.map((m: { role: string }) => m.role)).toEqual([
      'ss_event_owner',
      'ss_event_editor',
      'ss_event_viewer',
    ]);
    expect(list.invitations).toEqual([]);
    expect(
      (await t.as(editor.id, 'POST', base, { email: third.email, role: 'ss_event_viewer' })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(owner.id, 'PATCH', `${base}/${viewer.id}`, { role: 'ss_event_admin' })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(owner.id, 'PATCH', `${base}/${owner.id}`, { role: 'ss_event_viewer' })).json().message,
    ).toBe('The owner keeps their role');
    expect((await t.as(owner.id, 'DELETE', `${base}/${owner.id}`)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'DELETE', `${base}/${editor.id}`)).statusCode).toBe(200);
  });
});

describe('export, calendar, gallery opening and deletion', () => {
  it('exports projects as CSV with teams, categories and neutralised formulas', async () => {
    const { event, owner } = await eventWithOwner();
    const project = await buildProject(t.db, { eventId: event.id, title: '=HYPERLINK("x")' });
    const member = await buildUser(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    await addTeamMember(t.db, project.id, member.id, 'Owner');
    const response = await t.as(owner.id, 'GET', `/partners/events/${event.id}/export.csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,title,status,likes,categories,awards,team,description,link,created_at');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`Ada Lovelace (@${member.userName}, Owner)`);
    const participant = await buildUser(t.db);
    expect((await t.as(participant.id, 'GET', `/partners/events/${event.id}/export.csv`)).statusCode).toBe(
      403,
    );
  });

  it('serves the agenda as an iCal feed for public events only', async () => {
    const { event } = await eventWithOwner();
    await t.db.insert(timelines).values({
      eventId: event.id,
      timelineType: TIMELINE_TYPES.PROJECT_SUBMISSION,
      startAt: new Date('2026-03-01T09:00:00Z'),
      endAt: new Date('2026-03-20T17:00:00Z'),
    });
    const feed = await t.app.inject({ url: `/${event.slug}/agenda.ics` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain(`SUMMARY:${event.name}: Project submission`);
    expect(feed.body).toContain('DTSTART:20260301T090000Z');
    const draft = await buildEvent(t.db, { status: 'Draft' });
    expect((await t.app.inject({ url: `/${draft.slug}/agenda.ics` })).statusCode).toBe(401);
  });

  it('keeps the gallery closed to visitors until the showcase starts', async () => {
    const { event, owner } = await eventWithOwner();
    await buildProject(t.db, { eventId: event.id });
    const opensAt = new Date(Date.now() + 86_400_000);
    await t.db
      .insert(timelines)
      .values({ eventId: event.id, timelineType: TIMELINE_TYPES.PUBLIC, startAt: opensAt });
    const visitor = (await t.as(null, 'GET', `/projects?eventId=${event.id}`)).json();
    expect(visitor).toEqual({ projects: [], nextPageToken: null, galleryOpensAt: opensAt.toISOString() });
    expect((await t.as(owner.id, 'GET', `/projects?eventId=${event.id}`)).json().projects).toHaveLength(1);
  });

  it('lets only the owner delete the event', async () => {
    const { event, owner } = await eventWithOwner();
    const admin = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    expect((await t.as(admin.id, 'DELETE', `/partners/events/${event.id}`)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'DELETE', `/partners/events/${event.id}`)).statusCode).toBe(200);
    expect((await t.as(null, 'GET', `/partners/events/${event.slug}`)).statusCode).toBe(404);
  });
});

describe('staff invitations for people without an account', () => {
  it('mails a link that gives the role once the new account accepts it', async () => {
    const { event, owner } = await eventWithOwner();
    const email = `newcomer${Date.now()}@example.test`;
    const invited = await t.as(owner.id, 'POST', `/partners/events/${event.id}/members`, {
      email,
      role: 'ss_event_editor',
    });
    expect(invited.json()).toEqual({ email, role: 'ss_event_editor', pending: true });
    const token = await invitationToken(email);
    expect((await lastMailTo(t.db, email))?.text).toContain(`/${event.slug}/manage/invitation?token=`);
    const listed = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json();
    expect(listed.invitations).toEqual([
      { id: expect.any(Number), email, role: 'ss_event_editor', expiresAt: expect.any(String) },
    ]);

    const userName = `new${Date.now() % 100000}`;
    await t.as(null, 'POST', '/auth/signup', {
      user_name: userName,
      email: email.toUpperCase(),
      password: 'Garden42x',
      first_name: 'New',
      last_name: 'Comer',
    });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.db, email.toUpperCase()))!.text)![1];
    const verified = await t.as(null, 'POST', '/auth/verifyaccount', {
      usernameOrEmail: userName,
      verificationCode: code,
    });
    expect(verified.statusCode).toBe(200);
    // Signing up is not saying yes: the role waits for the link.
    const waiting = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json();
    expect(waiting.invitations).toHaveLength(1);
    const accepted = await t.as(
      verified.json().user.id,
      'POST',
      `/partners/events/${event.slug}/staff-invitation/accept`,
      { token },
    );
    expect(accepted.json()).toEqual({ eventId: event.id, slug: event.slug, role: 'ss_event_editor' });
    const after = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json();
    expect(after.invitations).toEqual([]);
    expect(after.members.map((m: { role: string }) => m.role)).toEqual(['ss_event_owner', 'ss_event_editor']);
  });

  it('lets owners cancel a pending invitation', async () => {
    const { event, owner } = await eventWithOwner();
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/members`, {
      email: 'later@example.test',
      role: 'ss_event_viewer',
    });
    const [invitation] = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json()
      .invitations;
    expect(
      (await t.as(owner.id, 'DELETE', `/partners/events/${event.id}/invitations/${invitation.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as(owner.id, 'DELETE', `/partners/events/${event.id}/invitations/${invitation.id}`))
        .statusCode,
    ).toBe(404);
  });
});
