import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_RATE_LIMIT_PER_MINUTE } from '../../common/comments';
import { type EventFeatureCode, TIMELINE_TYPES } from '../../common/constants';
import { events } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildProject,
  buildUser,
} from '../test/factories';
import { buildPlanWithout } from '../test/plan-fixtures';

const t = testAppForFile();

const planWithout = (without: EventFeatureCode[], limits: Partial<Record<EventFeatureCode, number>> = {}) =>
  buildPlanWithout(t.db, without, limits);

describe('archiving events', () => {
  it('freezes an archived event: public, marked, every write 409, restorable by owner or admin', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, { planId: await planWithout([]) });
    const admin = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const project = await buildProject(t.db, { eventId: event.id });
    await addTeamMember(t.db, project.id, owner.id);

    expect((await t.as(editor.id, 'POST', `/partners/events/${event.id}/archive`)).statusCode).toBe(403);
    const archived = await t.as(owner.id, 'POST', `/partners/events/${event.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();

    const page = await t.as(null, 'GET', `/partners/events/${event.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().archivedAt).not.toBeNull();
    expect((await t.as(null, 'GET', `/project/${project.id}`)).statusCode).toBe(200);

    const writes = [
      await t.as(owner.id, 'PATCH', `/partners/events/${event.id}`, { description: 'New' }),
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/sponsors`, { name: 'Acme' }),
      await t.as(owner.id, 'PATCH', `/projects/${project.id}`, { title: 'Changed' }),
      await t.as(owner.id, 'POST', '/projects', { eventId: event.id, title: 'New one' }),
      await t.as(owner.id, 'POST', `/projects/${project.id}/comments`, { body: 'Hello' }),
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/peoples-choice/awards/1/votes`, {
        projectId: project.id,
      }),
      await t.as(
        owner.id,
        'DELETE',
        `/partners/events/${event.id}/peoples-choice/awards/1/votes/${project.id}`,
      ),
    ];
    for (const write of writes) {
      expect(write.statusCode).toBe(409);
      expect(write.json()).toMatchObject({
        key: 'archive.eventReadOnly',
        message: 'This event is archived and read-only: restore it to make changes',
      });
    }

    const restored = await t.as(admin.id, 'DELETE', `/partners/events/${event.id}/archive`);
    expect(restored.json().archivedAt).toBeNull();
    expect(
      (await t.as(owner.id, 'PATCH', `/partners/events/${event.id}`, { description: 'New' })).statusCode,
    ).toBe(200);
  });

  it('refuses to archive when the plan lacks can_archive_event, naming it', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, {
      planId: await planWithout(['can_archive_event']),
    });
    const refused = await t.as(owner.id, 'POST', `/partners/events/${event.id}/archive`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'can_archive_event' });
  });
});

describe('archiving projects', () => {
  it('freezes an archived project until its owner or an event admin restores it', async () => {
    const { event, owner: eventOwner } = await buildEventWithOwner(t.db, { planId: await planWithout([]) });
    const teamOwner = await buildUser(t.db);
    const contributor = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    await addTeamMember(t.db, project.id, teamOwner.id, 'Owner');
    await addTeamMember(t.db, project.id, contributor.id, 'Contributor');

    expect((await t.as(contributor.id, 'POST', `/projects/${project.id}/archive`)).statusCode).toBe(403);
    const archived = await t.as(teamOwner.id, 'POST', `/projects/${project.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await t.as(null, 'GET', `/project/${project.id}`)).json().archivedAt).not.toBeNull();

    const edit = await t.as(teamOwner.id, 'PATCH', `/projects/${project.id}`, { title: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().key).toBe('archive.projectReadOnly');
    expect((await t.as(contributor.id, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(403);
    expect((await t.as(eventOwner.id, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(409);

    expect(
      (await t.as(eventOwner.id, 'DELETE', `/projects/${project.id}/archive`)).json().archivedAt,
    ).toBeNull();
    expect(
      (await t.as(teamOwner.id, 'PATCH', `/projects/${project.id}`, { title: 'Changed' })).statusCode,
    ).toBe(200);
  });

  it('refuses to archive when the plan lacks can_archive_project', async () => {
    const { event } = await buildEventWithOwner(t.db, { planId: await planWithout(['can_archive_project']) });
    const owner = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    await addTeamMember(t.db, project.id, owner.id);
    const refused = await t.as(owner.id, 'POST', `/projects/${project.id}/archive`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('can_archive_project');
  });
});

describe('restoring', () => {
  it('is open to an event admin and needs no plan feature, so a smaller plan cannot trap content', async () => {
    const { event } = await buildEventWithOwner(t.db, { planId: await planWithout([]) });
    const admin = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    const project = await buildProject(t.db, { eventId: event.id });
    expect((await t.as(admin.id, 'POST', `/projects/${project.id}/archive`)).statusCode).toBe(200);
    expect((await t.as(admin.id, 'POST', `/partners/events/${event.id}/archive`)).statusCode).toBe(200);

    const smaller = await planWithout(['can_archive_event', 'can_archive_project']);
    await t.db.update(events).set({ planId: smaller }).where(eq(events.id, event.id));
    const restored = await t.as(admin.id, 'DELETE', `/partners/events/${event.id}/archive`);
    expect(restored.json().archivedAt).toBeNull();
    expect((await t.as(admin.id, 'DELETE', `/projects/${project.id}/archive`)).json().archivedAt).toBeNull();
    expect((await t.as(admin.id, 'POST', `/projects/${project.id}/archive`)).json().key).toBe(
      'can_archive_project',
    );
  });
});

describe('plan limits', () => {
  it('number_of_events: an owner whose events all have a limit may not pass it; without a limit they may', async () => {
    const limited = await buildEventWithOwner(t.db, {
      planId: await planWithout([], { number_of_events: 1 }),
    });
    const refused = await t.as(limited.owner.id, 'POST', '/partners/events', {
      name: 'Second',
      slug: `second-${Date.now()}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      key: 'plan.limit.events',
      values: { count: 1 },
      message: 'Your plan allows 1 event; upgrade to create more',
    });

    const open = await buildEventWithOwner(t.db, { planId: await planWithout([]) });
    const created = await t.as(open.owner.id, 'POST', '/partners/events', {
      name: 'Second',
      slug: `second-open-${Date.now()}`,
    });
    expect(created.statusCode).toBe(200);
  });

  it('event_duration: a showcase window longer than the plan allows is refused', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, {
      planId: await planWithout([], { event_duration: 7 }),
    });
    const base = `/partners/events/${event.id}/timelines`;
    const tooLong = await t.as(owner.id, 'POST', base, {
      timelineType: TIMELINE_TYPES.PUBLIC,
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2026-01-09T00:00:00Z',
    });
    expect(tooLong.statusCode).toBe(403);
    expect(tooLong.json()).toMatchObject({
      key: 'plan.limit.duration',
      values: { count: 7 },
      message: "This event's plan allows a showcase of 7 days; upgrade for a longer one",
    });
    const fits = await t.as(owner.id, 'POST', base, {
      timelineType: TIMELINE_TYPES.PUBLIC,
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2026-01-08T00:00:00Z',
    });
    expect(fits.statusCode).toBe(200);
    const stretched = await t.as(owner.id, 'PATCH', `${base}/${fits.json().id}`, {
      endAt: '2026-02-01T00:00:00Z',
    });
    expect(stretched.statusCode).toBe(403);
  });

  it('number_of_participants: joining a full event is refused; people already in keep their seat', async () => {
    const { event } = await buildEventWithOwner(t.db, {
      planId: await planWithout([], { number_of_participants: 1 }),
    });
    const first = await buildUser(t.db);
    const second = await buildUser(t.db);
    expect((await t.as(first.id, 'POST', '/projects', { eventId: event.id, title: 'One' })).statusCode).toBe(
      200,
    );
    expect((await t.as(first.id, 'POST', '/projects', { eventId: event.id, title: 'Two' })).statusCode).toBe(
      200,
    );
    const full = await t.as(second.id, 'POST', '/projects', { eventId: event.id, title: 'Three' });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({
      key: 'plan.limit.participants',
      values: { count: 1 },
      message: "This event's plan allows 1 participant; the event is full",
    });
  });

  it('can_customize_event_name and can_customize_event_slug lock the name and address', async () => {
    const locked = await buildEventWithOwner(t.db, {
      planId: await planWithout(['can_customize_event_name', 'can_customize_event_slug']),
    });
    const base = `/partners/events/${locked.event.id}`;
    const rename = await t.as(locked.owner.id, 'PATCH', base, { name: 'Renamed' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toMatchObject({
      key: 'plan.locked.eventName',
      message: "This event's plan does not include renaming the event",
    });
    const move = await t.as(locked.owner.id, 'PATCH', base, { slug: `moved-${Date.now()}` });
    expect(move.json().key).toBe('plan.locked.eventSlug');
    // Sending the unchanged name (a whole form saved) is not a rename.
    expect(
      (await t.as(locked.owner.id, 'PATCH', base, { name: locked.event.name, description: 'Hi' })).statusCode,
    ).toBe(200);

    const free = await buildEventWithOwner(t.db, { planId: await planWithout([]) });
    const renamed = await t.as(free.owner.id, 'PATCH', `/partners/events/${free.event.id}`, {
      name: 'Renamed',
      slug: `moved-free-${Date.now()}`,
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('can_customize_project_template: the event template project is read-only without it', async () => {
    for (const [without, status] of [
      [['can_customize_project_template'], 403],
      [[], 200],
    ] as const) {
      const { event, owner } = await buildEventWithOwner(t.db, { planId: await planWithout([...without]) });
      const template = await buildProject(t.db, {
        eventId: event.id,
        isTemplate: true,
        submissionStatus: 'DRAFT',
      });
      const edit = await t.as(owner.id, 'PATCH', `/projects/${template.id}`, { title: 'Our template' });
      expect(edit.statusCode).toBe(status);
      if (status === 403) expect(edit.json().key).toBe('plan.locked.projectTemplate');
    }
  });
});

describe('comments', () => {
  it('signed-in users comment on approved projects; authors edit and delete; team and staff hide', async () => {
    const { event, owner: eventOwner } = await buildEventWithOwner(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const member = await buildUser(t.db);
    await addTeamMember(t.db, project.id, member.id);
    const visitor = await buildUser(t.db);
    const other = await buildUser(t.db);
    const url = `/projects/${project.id}/comments`;

    const anonymous = await t.as(null, 'GET', url);
    expect(anonymous.json()).toMatchObject({ comments: [], count: 0, canComment: false, refusal: 'login' });
    expect((await t.as(null, 'POST', url, { body: 'Hi' })).statusCode).toBe(401);
    expect((await t.as(visitor.id, 'POST', url, { body: '   ' })).statusCode).toBe(400);

    const posted = await t.as(visitor.id, 'POST', url, { body: '<b>Great</b> see https://example.com' });
    expect(posted.statusCode).toBe(200);
    const [comment] = posted.json().comments;
    expect(comment).toMatchObject({
      body: '<b>Great</b> see https://example.com',
      canEdit: true,
      hidden: false,
    });

    expect((await t.as(other.id, 'PATCH', `/comments/${comment.id}`, { body: 'Mine now' })).statusCode).toBe(
      403,
    );
    expect((await t.as(other.id, 'DELETE', `/comments/${comment.id}`)).statusCode).toBe(403);
    expect((await t.as(other.id, 'PUT', `/comments/${comment.id}/hidden`, { hidden: true })).statusCode).toBe(
      403,
    );
    const edited = await t.as(visitor.id, 'PATCH', `/comments/${comment.id}`, { body: 'Edited' });
    expect(edited.json().comments[0]).toMatchObject({ body: 'Edited' });
    expect(edited.json().comments[0].editedAt).not.toBeNull();

    const hidden = await t.as(member.id, 'PUT', `/comments/${comment.id}/hidden`, { hidden: true });
    expect(hidden.json()).toMatchObject({ count: 0, comments: [{ hidden: true, canHide: true }] });
    expect((await t.as(null, 'GET', url)).json().comments).toEqual([]);
    const shown = await t.as(eventOwner.id, 'PUT', `/comments/${comment.id}/hidden`, { hidden: false });
    expect(shown.json().count).toBe(1);

    const deleted = await t.as(visitor.id, 'DELETE', `/comments/${comment.id}`);
    expect(deleted.json()).toMatchObject({ comments: [], count: 0 });
  });

  it('refuses comments on projects that are not approved', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    const member = await buildUser(t.db);
    await addTeamMember(t.db, draft.id, member.id);
    const refused = await t.as(member.id, 'POST', `/projects/${draft.id}/comments`, { body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect((await t.as(member.id, 'GET', `/projects/${draft.id}/comments`)).json().refusal).toBe(
      'not_approved',
    );
  });

  it('rate limits one person posting too fast', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const chatty = await buildUser(t.db);
    const answers: number[] = [];
    for (let i = 0; i <= COMMENT_RATE_LIMIT_PER_MINUTE; i += 1) {
      answers.push(
        (await t.as(chatty.id, 'POST', `/projects/${project.id}/comments`, { body: `n${i}` })).statusCode,
      );
    }
    expect(answers.slice(0, COMMENT_RATE_LIMIT_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('disable_ads', () => {
  it('is listed with the event features when the plan removes ads, and missing when it does not', async () => {
    for (const [without, listed] of [
      [[], true],
      [['disable_ads'], false],
    ] as const) {
      const { event } = await buildEventWithOwner(t.db, { planId: await planWithout([...without]) });
      const answer = await t.as(null, 'GET', `/partners/events/${event.slug}?include=features`);
      const codes = answer
        .json()
        .features.map((f: { featureGroup: { code: string } }) => f.featureGroup.code);
      expect(codes.includes('disable_ads')).toBe(listed);
    }
  });
});
