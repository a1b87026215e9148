import { describe, expect, it } from 'vitest';
import { STORY_TEMPLATE } from '../../common/registration-form';
import { submissionAnswers } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildProject,
  buildUser,
} from '../test/factories';

const t = testAppForFile();

/** A published event with an approved project, its owner and teammate, and an outsider. */
async function projectWithTeam() {
  const { event, owner: organiser } = await buildEventWithOwner(t.db);
  const project = await buildProject(t.db, { eventId: event.id });
  const owner = await buildUser(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
  const teammate = await buildUser(t.db);
  const outsider = await buildUser(t.db);
  await addTeamMember(t.db, project.id, owner.id, 'Owner');
  await addTeamMember(t.db, project.id, teammate.id, 'Contributor');
  await addEventMember(t.db, event.id, outsider.id, 'ss_event_participant');
  return { event, organiser, project, owner, teammate, outsider };
}

const page = {
  media: [
    { url: '/uploads/shot-1.png', caption: 'The board' },
    { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', caption: '' },
  ],
  links: [
    { kind: 'demo', url: 'https://example.com/try', label: '' },
    { kind: 'other', url: 'https://example.com/slides', label: 'Slides' },
  ],
};

describe('PUT /projects/:id/page', () => {
  it('lets the team replace the media, the links and what each member did, in order', async () => {
    const { project, owner, teammate } = await projectWithTeam();
    const saved = await t.as(owner.id, 'PUT', `/projects/${project.id}/page`, {
      ...page,
      roles: [{ userId: teammate.id, title: 'Hardware and wiring' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().media).toEqual(page.media);
    expect(saved.json().links).toEqual(page.links);
    const read = (await t.as(null, 'GET', `/project/${project.id}`)).json();
    expect(read.media.map((item: { url: string }) => item.url)).toEqual(page.media.map((item) => item.url));
    expect(read.links[1]).toEqual({ kind: 'other', url: 'https://example.com/slides', label: 'Slides' });
    const titles = Object.fromEntries(
      read.memberships.map((m: { userId: number; title: string | null }) => [m.userId, m.title]),
    );
    expect(titles).toEqual({ [owner.id]: null, [teammate.id]: 'Hardware and wiring' });
  });

  it('refuses anonymous callers (401) and people outside the team (403)', async () => {
    const { project, outsider } = await projectWithTeam();
    expect((await t.as(null, 'PUT', `/projects/${project.id}/page`, page)).statusCode).toBe(401);
    const stranger = await t.as(outsider.id, 'PUT', `/projects/${project.id}/page`, page);
    expect(stranger.statusCode).toBe(403);
  });

  it('names every broken rule with a key per row, and writes nothing', async () => {
    const { project, owner, outsider } = await projectWithTeam();
    const refused = await t.as(owner.id, 'PUT', `/projects/${project.id}/page`, {
      media: [
        { url: 'javascript:alert(1)', caption: '' },
        { url: '/uploads/a.png', caption: '<b>bold</b>' },
      ],
      links: [
        { kind: 'source', url: '/relative/path', label: '' },
        { kind: 'demo', url: 'https://example.com', label: '' },
        { kind: 'demo', url: 'https://example.com', label: '' },
      ],
      roles: [{ userId: outsider.id, title: 'Spy' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'media.0.url': 'page.error.mediaUrl',
      'media.1.caption': 'page.error.caption',
      'links.0.url': 'page.error.linkUrl',
      'links.2.url': 'page.error.duplicate',
    });
    expect(refused.json().key).toBe('page.error.mediaUrl');
    const notMember = await t.as(owner.id, 'PUT', `/projects/${project.id}/page`, {
      media: [],
      links: [],
      roles: [{ userId: outsider.id, title: 'Spy' }],
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().fields).toEqual({ 'roles.0.userId': 'page.error.notMember' });
    const read = (await t.as(null, 'GET', `/project/${project.id}`)).json();
    expect(read.media).toEqual([]);
    expect(read.links).toEqual([]);
  });

  it('refuses a malformed body (400) and more items than the page holds', async () => {
    const { project, owner } = await projectWithTeam();
    const malformed = await t.as(owner.id, 'PUT', `/projects/${project.id}/page`, { media: 'lots' });
    expect(malformed.statusCode).toBe(400);
    const many = Array.from({ length: 13 }, (_, i) => ({ url: `/uploads/${i}.png`, caption: '' }));
    const tooMany = await t.as(owner.id, 'PUT', `/projects/${project.id}/page`, { media: many, links: [] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ media: 'page.error.mediaCount' });
  });
});

describe('GET /projects?builtWith', () => {
  it('lists the projects whose public built-with answer has the tag, whatever its case', async () => {
    const { event, owner: organiser } = await buildEventWithOwner(t.db);
    const template = await t.as(
      organiser.id,
      'POST',
      `/partners/events/${event.id}/submission-fields/story-template`,
    );
    const builtWith = template.json().fields.find((f: { type: string }) => f.type === 'built_with');
    const arduino = await buildProject(t.db, { eventId: event.id, title: 'Arduino thing' });
    const web = await buildProject(t.db, { eventId: event.id, title: 'Web thing' });
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await t.db.insert(submissionAnswers).values([
      { projectId: arduino.id, fieldId: builtWith.id, value: ['Arduino', 'C++'] },
      { projectId: web.id, fieldId: builtWith.id, value: ['React'] },
      { projectId: draft.id, fieldId: builtWith.id, value: ['Arduino'] },
    ]);
    const titles = async (tag: string) => {
      const answer = await t.as(
        null,
        'GET',
        `/projects?eventId=${event.id}&builtWith=${encodeURIComponent(tag)}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().projects.map((p: { title: string }) => p.title);
    };
    expect(await titles('arduino')).toEqual(['Arduino thing']);
    expect(await titles(' C++ ')).toEqual(['Arduino thing']);
    expect(await titles('Rust')).toEqual([]);
    const tooLong = await t.as(null, 'GET', `/projects?eventId=${event.id}&builtWith=${'x'.repeat(81)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the story template', () => {
  it('adds the five story sections and the built-with field once, for event editors only', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const path = `/partners/events/${event.id}/submission-fields/story-template`;
    expect((await t.as(null, 'POST', path)).statusCode).toBe(401);
    expect((await t.as(participant.id, 'POST', path)).statusCode).toBe(403);
    const first = await t.as(owner.id, 'POST', path);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().fields.map((f: { label: string }) => f.label)).toEqual(
      STORY_TEMPLATE.map((f) => f.label),
    );
    const again = await t.as(owner.id, 'POST', path);
    expect(again.json().fields).toHaveLength(STORY_TEMPLATE.length);
  });
});

describe('GET /projects/:id/neighbours', () => {
  it('names the projects before and after in the gallery order, for approved projects only', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const [first, second, third] = [
      await buildProject(t.db, { eventId: event.id, title: 'First' }),
      await buildProject(t.db, { eventId: event.id, title: 'Second' }),
      await buildProject(t.db, { eventId: event.id, title: 'Third' }),
    ];
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    const owner = await buildUser(t.db);
    await addTeamMember(t.db, draft.id, owner.id);
    // Newest first: Third, Second, First.
    const middle = (await t.as(null, 'GET', `/projects/${second!.id}/neighbours`)).json();
    expect(middle.previous).toMatchObject({ id: third!.id, title: 'Third' });
    expect(middle.next).toMatchObject({ id: first!.id, title: 'First' });
    const end = (await t.as(null, 'GET', `/projects/${first!.id}/neighbours`)).json();
    expect(end).toMatchObject({ previous: { id: second!.id }, next: null });
    expect((await t.as(null, 'GET', `/projects/${draft.id}/neighbours`)).statusCode).toBe(404);
    expect((await t.as(owner.id, 'GET', `/projects/${draft.id}/neighbours`)).json()).toEqual({
      previous: null,
      next: null,
    });
    expect((await t.as(null, 'GET', '/projects/abc/neighbours')).statusCode).toBe(400);
  });
});
