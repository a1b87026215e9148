import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import * as s from '../db/schema';
import { type TestApp, testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildCategory,
  buildEvent,
  buildProject,
  buildUser,
  linkCategory,
} from '../test/factories';

const t = testAppForFile();

const DAY = 24 * 60 * 60 * 1000;

const as = (...args: Parameters<TestApp['as']>) => t.as(...args);

async function submissionWindow(eventId: number, startOffset: number, endOffset: number) {
  await t.db.insert(s.timelines).values({
    eventId,
    timelineType: TIMELINE_TYPES.PROJECT_SUBMISSION,
    startAt: new Date(Date.now() + startOffset),
    endAt: new Date(Date.now() + endOffset),
  });
}

async function draftOf(ownerId: number, eventId?: number, overrides = {}) {
  const project = await buildProject(t.db, {
    submissionStatus: 'DRAFT',
    ...(eventId ? { eventId } : {}),
    ...overrides,
  });
  await addTeamMember(t.db, project.id, ownerId, 'Owner');
  return project;
}

describe('POST /api-v2/projects', () => {
  it('refuses anonymous callers', async () => {
    const event = await buildEvent(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api-v2/projects',
      payload: { eventId: event.id },
    });
    expect(response.statusCode).toBe(401);
  });

  it('starts a draft owned by the caller, who becomes a participant', async () => {
    const event = await buildEvent(t.db);
    const user = await buildUser(t.db);
    const response = await as(user.id, 'POST', '/projects', { eventId: event.id, title: 'Solar Kites' });
    expect(response.statusCode).toBe(200);
    const project = response.json();
    expect(project).toMatchObject({ title: 'Solar Kites', submissionStatus: 'DRAFT', eventId: event.id });
    expect(project.slug).toBe('solar-kites');
    expect(project.memberships).toEqual([expect.objectContaining({ role: 'Owner', userId: user.id })]);
    const [membership] = await t.db
      .select()
      .from(s.eventMemberships)
      .where(eq(s.eventMemberships.userId, user.id));
    expect(membership?.role).toBe('ss_event_participant');
  });

  it('numbers the slugs of projects with the same title within one event only', async () => {
    const event = await buildEvent(t.db);
    const other = await buildEvent(t.db);
    const user = await buildUser(t.db);
    const slugOf = async (eventId: number, title: string) =>
      (await as(user.id, 'POST', '/projects', { eventId, title })).json().slug;
    expect(await slugOf(event.id, 'Mood Board')).toBe('mood-board');
    expect(await slugOf(event.id, 'Mood board!')).toBe('mood-board-2');
    expect(await slugOf(event.id, 'mood  BOARD')).toBe('mood-board-3');
    expect(await slugOf(other.id, 'Mood Board')).toBe('mood-board');
    expect(await slugOf(event.id, '')).toBe('project');
    expect(await slugOf(event.id, '2024')).toBe('project-2024');
  });

  it('starts from the published event template', async () => {
    const event = await buildEvent(t.db);
    const template = await buildProject(t.db, {
      eventId: event.id,
      isTemplate: true,
      submissionStatus: 'DRAFT',
      instructionSection: '<p>Describe your impact</p>',
      description: '<h2>Problem</h2><h2>Solution</h2>',
    });
    await t.db
      .insert(s.eventTemplates)
      .values({ eventId: event.id, projectId: template.id, status: 'Published' });
    const user = await buildUser(t.db);
    const project = (await as(user.id, 'POST', '/projects', { eventId: event.id })).json();
    expect(project.instruction_section).toBe('<p>Describe your impact</p>');
    expect(project.description).toBe('<h2>Problem</h2><h2>Solution</h2>');
    expect(project.isTemplate).toBe(false);
  });

  it('creates the project from the first save of the editor: the typed text, its slug, nothing before', async () => {
    const event = await buildEvent(t.db);
    const user = await buildUser(t.db);
    const rowsOf = async () =>
      (await t.db.select({ n: count() }).from(s.projects).where(eq(s.projects.eventId, event.id)))[0]?.n;
    expect(await rowsOf()).toBe(0);
    const response = await as(user.id, 'POST', '/projects', {
      eventId: event.id,
      title: ' Tide Watcher ',
      description: '<p>Buoys<script>alert(1)</script></p>',
      video_url: 'https://video.example/tide.mp4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Tide Watcher',
      slug: 'tide-watcher',
      description: '<p>Buoys</p>',
      video_url: 'https://video.example/tide.mp4',
    });
    expect(await rowsOf()).toBe(1);
    const badLink = await as(user.id, 'POST', '/projects', {
      eventId: event.id,
      title: 'Rain',
      video_url: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(400);
    expect(await rowsOf()).toBe(1);
  });

  it('is refused after the submission deadline', async () => {
    const event = await buildEvent(t.db);
    await submissionWindow(event.id, -3 * DAY, -DAY);
    const user = await buildUser(t.db);
    const response = await as(user.id, 'POST', '/projects', { eventId: event.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/deadline has passed/);
  });
});

describe('PATCH /api-v2/projects/:id', () => {
  it('writes the fields of a shortcut mask only and sanitises rich text', async () => {
    const owner = await buildUser(t.db);
    const project = await draftOf(owner.id);
    const response = await as(owner.id, 'PATCH', `/projects/${project.id}`, {
      updateMask: 'imageUrl,title,description',
      project: {
        title: '  Rain Sensor ',
        description: '<p>Hi<script>alert(1)</script></p>',
        imageUrl: '/uploads/a.png',
        video_url: 'https://ignored.example',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Rain Sensor',
      description: '<p>Hi</p>',
      imageUrl: '/uploads/a.png',
      video_url: null,
    });
    const instructions = await as(owner.id, 'PATCH', `/projects/${project.id}`, {
      updateMask: 'video_url,instruction_video',
      video_url: 'https://video.example/v.mp4',
      instruction_video: null,
    });
    expect(instructions.json()).toMatchObject({
      video_url: 'https://video.example/v.mp4',
      title: 'Rain Sensor',
    });
  });

  it('follows the title in the slug of a draft but keeps the slug of a public project', async () => {
    const owner = await buildUser(t.db);
    const draft = await draftOf(owner.id, undefined, { title: 'Old', slug: 'old' });
    await buildProject(t.db, { eventId: draft.eventId!, slug: 'rain-gauge' });
    const rename = (id: number, title: string) =>
      as(owner.id, 'PATCH', `/projects/${id}`, { updateMask: 'title', project: { title } });
    expect((await rename(draft.id, 'Rain Gauge')).json().slug).toBe('rain-gauge-2');
    expect((await rename(draft.id, 'Rain Gauge')).json().slug).toBe('rain-gauge-2');
    const approved = await draftOf(owner.id, draft.eventId!, {
      title: 'Wind Vane',
      slug: 'wind-vane',
      submissionStatus: 'APPROVED',
      description: 'Measures the wind',
      imageUrl: '/uploads/v.png',
    });
    const renamed = await rename(approved.id, 'Weather Vane');
    expect(renamed.json()).toMatchObject({ title: 'Weather Vane', slug: 'wind-vane' });
  });

  it('answers bad input with clear messages', async () => {
    const owner = await buildUser(t.db);
    const project = await draftOf(owner.id);
    const cases: [object, number, RegExp][] = [
      [{ imageUrl: 'javascript:alert(1)' }, 400, /Please enter a valid URL/],
      [{ title: 'x'.repeat(300) }, 400, /Title cannot be more than 255/],
      [{ updateMask: 'owner', title: 'x' }, 400, /Unknown field in updateMask: owner/],
      [{}, 400, /Nothing to update/],
      [{ title: 42 }, 400, /Invalid body field 'title'/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await as(owner.id, 'PATCH', `/projects/${project.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
  });

  it('hides drafts from strangers and refuses viewers', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const viewer = await buildUser(t.db);
    const project = await draftOf(owner.id);
    await addTeamMember(t.db, project.id, viewer.id, 'Viewer');
    expect((await as(stranger.id, 'PATCH', `/projects/${project.id}`, { title: 'x' })).statusCode).toBe(404);
    const refused = await as(viewer.id, 'PATCH', `/projects/${project.id}`, { title: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the project team or event staff may edit this project');
  });

  it('keeps a submitted project complete', async () => {
    const owner = await buildUser(t.db);
    const project = await draftOf(owner.id, undefined, { submissionStatus: 'SUBMITTED' });
    const response = await as(owner.id, 'PATCH', `/projects/${project.id}`, { imageUrl: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select a imageUrl');
  });

  it('locks projects for the team after the deadline but not for event editors', async () => {
    const event = await buildEvent(t.db);
    await submissionWindow(event.id, -3 * DAY, -DAY);
    const owner = await buildUser(t.db);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const project = await draftOf(owner.id, event.id);
    const locked = await as(owner.id, 'PATCH', `/projects/${project.id}`, { title: 'Late' });
    expect(locked.statusCode).toBe(403);
    expect((await as(editor.id, 'PATCH', `/projects/${project.id}`, { title: 'Fixed' })).statusCode).toBe(
      200,
    );
  });
});

describe('PATCH /api-v2/projects/:id/updateProjectStatuses', () => {
  const setStatus = (userId: number, id: number, submissionStatus: string) =>
    as(userId, 'PATCH', `/projects/${id}/updateProjectStatuses`, { submissionStatus });

  it('runs the submit → review journey with the right actor at each step', async () => {
    const event = await buildEvent(t.db);
    await submissionWindow(event.id, -DAY, DAY);
    const owner = await buildUser(t.db);
    const admin = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    const project = await draftOf(owner.id, event.id);

    expect((await setStatus(owner.id, project.id, 'SUBMITTED')).json().submissionStatus).toBe('SUBMITTED');
    const selfApproval = await setStatus(owner.id, project.id, 'APPROVED');
    expect(selfApproval.statusCode).toBe(403);
    expect(selfApproval.json().message).toBe('You may not change a SUBMITTED project to APPROVED');
    expect((await setStatus(owner.id, project.id, 'SUBMITTED')).statusCode).toBe(409);
    expect((await setStatus(owner.id, project.id, 'DRAFT')).json().submissionStatus).toBe('DRAFT');
    await setStatus(owner.id, project.id, 'SUBMITTED');
    const approved = await setStatus(admin.id, project.id, 'APPROVED');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().submissionStatus).toBe('APPROVED');
    expect((await setStatus(owner.id, project.id, 'DRAFT')).statusCode).toBe(403);
  });

  it('refuses incomplete projects with the documented messages', async () => {
    const owner = await buildUser(t.db);
    const noImage = await draftOf(owner.id, undefined, { imageUrl: null });
    const noImageResponse = await setStatus(owner.id, noImage.id, 'SUBMITTED');
    expect(noImageResponse.statusCode).toBe(400);
    expect(noImageResponse.json().message).toBe('Please select a imageUrl');
    const noTitle = await draftOf(owner.id, undefined, { title: '' });
    expect((await setStatus(owner.id, noTitle.id, 'SUBMITTED')).json().message).toBe('Please enter a title');
  });

  it('refuses submissions outside the window', async () => {
    const early = await buildEvent(t.db);
    await submissionWindow(early.id, DAY, 2 * DAY);
    const late = await buildEvent(t.db);
    await submissionWindow(late.id, -2 * DAY, -DAY);
    const owner = await buildUser(t.db);
    const before = await setStatus(owner.id, (await draftOf(owner.id, early.id)).id, 'SUBMITTED');
    expect(before.json().message).toBe('Submissions for this event have not opened yet');
    const after = await setStatus(owner.id, (await draftOf(owner.id, late.id)).id, 'SUBMITTED');
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toMatch(/deadline has passed/);
  });

  it("enforces the plan's approved project limit", async () => {
    const [plan] = await t.db
      .insert(s.plans)
      .values({ code: `tiny-${Date.now()}`, name: 'Tiny' })
      .returning();
    await t.db
      .insert(s.planFeatures)
      .values({ planId: plan!.id, code: 'number_of_approved_projects', limit: 1 });
    const event = await buildEvent(t.db, { planId: plan!.id });
    const owner = await buildUser(t.db);
    await addEventMember(t.db, event.id, owner.id, 'ss_event_owner');
    await buildProject(t.db, { eventId: event.id });
    const waiting = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    const response = await setStatus(owner.id, waiting.id, 'APPROVED');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      key: 'plan.limit.approvedProjects',
      message: "This event's plan allows 1 approved project; upgrade to approve more",
    });
  });

  it('rejects unknown statuses', async () => {
    const owner = await buildUser(t.db);
    const project = await draftOf(owner.id);
    expect((await setStatus(owner.id, project.id, 'PUBLISHED')).statusCode).toBe(400);
  });
});

describe('team roles', () => {
  const actions = {
    edit: (id: number, userId: number) => as(userId, 'PATCH', `/projects/${id}`, { title: 'Edited' }),
    submit: (id: number, userId: number) =>
      as(userId, 'PATCH', `/projects/${id}/updateProjectStatuses`, { submissionStatus: 'SUBMITTED' }),
    copy: async (id: number, userId: number) => {
      const [project] = await t.db.select().from(s.projects).where(eq(s.projects.id, id));
      return as(userId, 'POST', `/projects/copy/${id}`, { eventId: project!.eventId });
    },
    delete: (id: number, userId: number) => as(userId, 'DELETE', `/projects/${id}`),
  };
  const expected: Record<string, Record<keyof typeof actions, number>> = {
    Owner: { edit: 200, submit: 200, copy: 200, delete: 200 },
    CoOwner: { edit: 200, submit: 200, copy: 200, delete: 403 },
    Contributor: { edit: 200, submit: 403, copy: 200, delete: 403 },
    Viewer: { edit: 403, submit: 403, copy: 403, delete: 403 },
    none: { edit: 404, submit: 404, copy: 404, delete: 404 },
  };
  for (const [role, outcomes] of Object.entries(expected)) {
    for (const [action, status] of Object.entries(outcomes)) {
      it(`${role} → ${action} → ${status}`, async () => {
        const owner = await buildUser(t.db);
        const member = await buildUser(t.db);
        const project = await draftOf(owner.id);
        if (role !== 'none') await addTeamMember(t.db, project.id, member.id, role as 'Owner');
        const response = await actions[action as keyof typeof actions](project.id, member.id);
        expect(response.statusCode, response.body).toBe(status);
      });
    }
  }
});

describe('copy and delete', () => {
  it('copies a master template into an event as a private draft with the caller as owner', async () => {
    const event = await buildEvent(t.db);
    const [master] = await t.db
      .insert(s.projects)
      .values({ slug: 'master-x', title: 'Master', isTemplate: true, instructionSection: 'Steps' })
      .returning();
    const user = await buildUser(t.db);
    const response = await as(user.id, 'POST', `/projects/copy/${master!.id}`, { eventId: event.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventId: event.id,
      isTemplate: false,
      submissionStatus: 'DRAFT',
      instruction_section: 'Steps',
      memberships: [expect.objectContaining({ userId: user.id, role: 'Owner' })],
    });
    const asTemplate = await as(user.id, 'POST', `/projects/copy/${master!.id}`, {
      eventId: event.id,
      isTemplate: true,
    });
    expect(asTemplate.statusCode).toBe(403);
  });

  it('copies categories within the same event', async () => {
    const owner = await buildUser(t.db);
    const project = await draftOf(owner.id);
    const category = await buildCategory(t.db, project.eventId!, 'Robots');
    await linkCategory(t.db, project.id, category.id);
    const copy = (
      await as(owner.id, 'POST', `/projects/copy/${project.id}`, { eventId: project.eventId })
    ).json();
    expect(copy.categories.map((c: { name: string }) => c.name)).toEqual(['Robots']);
    expect(copy.id).not.toBe(project.id);
  });

  it('lets an event admin delete any project of the event', async () => {
    const owner = await buildUser(t.db);
    const admin = await buildUser(t.db);
    const project = await draftOf(owner.id);
    await addEventMember(t.db, project.eventId!, admin.id, 'ss_event_admin');
    expect((await as(admin.id, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(200);
    expect((await as(owner.id, 'PATCH', `/projects/${project.id}`, { title: 'gone' })).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('counts a like once however often it is sent', async () => {
    const project = await buildProject(t.db);
    const user = await buildUser(t.db);
    const anonymous = await t.app.inject({ url: `/api-v2/projects/${project.id}/like` });
    expect(anonymous.json()).toEqual({ hasLiked: false, metadataLikes: 0 });
    await as(user.id, 'POST', `/projects/${project.id}/like`);
    const twice = await as(user.id, 'POST', `/projects/${project.id}/like`);
    expect(twice.json()).toEqual({ hasLiked: true, metadataLikes: 1 });
    expect((await as(user.id, 'GET', `/projects/${project.id}/like`)).json().hasLiked).toBe(true);
    await as(user.id, 'DELETE', `/projects/${project.id}/like`);
    const unlikedTwice = await as(user.id, 'DELETE', `/projects/${project.id}/like`);
    expect(unlikedTwice.json()).toEqual({ hasLiked: false, metadataLikes: 0 });
  });

  it('refuses anonymous likes and likes of unapproved projects', async () => {
    const project = await buildProject(t.db);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api-v2/projects/${project.id}/like` });
    expect(anonymous.statusCode).toBe(401);
    const owner = await buildUser(t.db);
    const draft = await draftOf(owner.id);
    expect((await as(owner.id, 'POST', `/projects/${draft.id}/like`)).statusCode).toBe(403);
  });

  it('keeps the count exact under 200 concurrent likes and unlikes from 50 users', async () => {
    const project = await buildProject(t.db);
    const users = await Promise.all(Array.from({ length: 50 }, () => buildUser(t.db)));
    const calls = Array.from({ length: 200 }, (_, i) => {
      const user = users[i % users.length]!;
      return as(user.id, i % 3 === 0 ? 'DELETE' : 'POST', `/projects/${project.id}/like`);
    });
    const responses = await Promise.all(calls);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [rows] = await t.db
      .select({ likes: count() })
      .from(s.projectLikes)
      .where(eq(s.projectLikes.projectId, project.id));
    const [stored] = await t.db.select().from(s.projects).where(eq(s.projects.id, project.id));
    expect(stored!.likesCount).toBe(rows!.likes);
    expect(rows!.likes).toBeGreaterThan(0);
  });
});
