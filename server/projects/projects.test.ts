import { describe, expect, it } from 'vitest';
import { assignAward } from '../awards/service';
import { awards } from '../db/schema';
import { testAppForFile } from '../test/app';
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

const titles = (body: { projects: { title: string }[] }) => body.projects.map((p) => p.title);

describe('GET /api-v2/projects', () => {
  it('lists only approved projects to visitors, newest first, 24 a page by default', async () => {
    const event = await buildEvent(t.db);
    for (let i = 0; i < 26; i++) await buildProject(t.db, { eventId: event.id, title: `P${i}` });
    await buildProject(t.db, { eventId: event.id, title: 'Draft', submissionStatus: 'DRAFT' });
    await buildProject(t.db, { eventId: event.id, title: 'Submitted', submissionStatus: 'SUBMITTED' });
    const response = await t.app.inject({ url: `/api-v2/projects?eventId=${event.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.projects).toHaveLength(24);
    expect(body.projects[0]).toMatchObject({
      title: 'P25',
      submissionStatus: 'APPROVED',
      project_status: 'APPROVED',
    });
    const next = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&nextPageToken=${body.nextPageToken}`,
    });
    expect(titles(next.json())).toEqual(['P1', 'P0']);
    expect(next.json().nextPageToken).toBeNull();
  });

  it('keeps paging stable while projects are added', async () => {
    const event = await buildEvent(t.db);
    for (let i = 0; i < 6; i++) await buildProject(t.db, { eventId: event.id, title: `S${i}` });
    const first = await t.app.inject({ url: `/api-v2/projects?eventId=${event.id}&pageSize=3` });
    await buildProject(t.db, { eventId: event.id, title: 'Newcomer' });
    const second = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&pageSize=3&nextPageToken=${first.json().nextPageToken}`,
    });
    expect([...titles(first.json()), ...titles(second.json())]).toEqual(['S5', 'S4', 'S3', 'S2', 'S1', 'S0']);
  });

  it('filters by category and sorts by title or likes', async () => {
    const event = await buildEvent(t.db);
    const robots = await buildCategory(t.db, event.id, 'Robots');
    const a = await buildProject(t.db, { eventId: event.id, title: 'beta', likesCount: 5 });
    const b = await buildProject(t.db, { eventId: event.id, title: 'Alpha', likesCount: 1 });
    await buildProject(t.db, { eventId: event.id, title: 'gamma', likesCount: 3 });
    await linkCategory(t.db, a.id, robots.id);
    await linkCategory(t.db, b.id, robots.id);
    const filtered = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&categoryIds=${robots.id}&sort=title&includes=categories`,
    });
    expect(titles(filtered.json())).toEqual(['Alpha', 'beta']);
    expect(filtered.json().projects[0].categories).toMatchObject([{ name: 'Robots' }]);
    const byLikes = await t.app.inject({ url: `/api-v2/projects?eventId=${event.id}&sort=likes&pageSize=2` });
    expect(titles(byLikes.json())).toEqual(['beta', 'gamma']);
    const rest = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&sort=likes&pageSize=2&nextPageToken=${byLikes.json().nextPageToken}`,
    });
    expect(titles(rest.json())).toEqual(['Alpha']);
  });

  it('searches titles and descriptions literally, with any sort and paging', async () => {
    const event = await buildEvent(t.db);
    await buildProject(t.db, { eventId: event.id, title: 'Solar Sprout', description: 'Grows herbs.' });
    await buildProject(t.db, {
      eventId: event.id,
      title: 'Pulse Pal',
      description: 'A SOLAR powered wearable.',
    });
    await buildProject(t.db, { eventId: event.id, title: 'Quiz 100%', description: 'Trivia.' });
    await buildProject(t.db, {
      eventId: event.id,
      title: 'Hidden',
      submissionStatus: 'DRAFT',
      description: 'solar',
    });
    const search = (query: string) =>
      t.app.inject({ url: `/api-v2/projects?eventId=${event.id}&sort=title&pageSize=1&${query}` });
    const first = await search('search=solar');
    expect(titles(first.json())).toEqual(['Pulse Pal']);
    const second = await search(`search=solar&nextPageToken=${first.json().nextPageToken}`);
    expect(titles(second.json())).toEqual(['Solar Sprout']);
    expect(second.json().nextPageToken).toBeNull();
    expect(titles((await search('search=100%25')).json())).toEqual(['Quiz 100%']);
    expect(titles((await search('search=%25')).json())).toEqual(['Quiz 100%']);
    expect((await search('search=zzz')).json().projects).toEqual([]);
    expect((await search(`search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('sorts by awards and includes them once awards are published, and hides them before', async () => {
    const event = await buildEvent(t.db);
    const plain = await buildProject(t.db, { eventId: event.id, title: 'Plain' });
    const winner = await buildProject(t.db, { eventId: event.id, title: 'Winner' });
    const runnerUp = await buildProject(t.db, { eventId: event.id, title: 'Runner-up' });
    const [gold, silver] = await t.db
      .insert(awards)
      .values([
        { eventId: event.id, name: 'Gold', rank: 2 },
        { eventId: event.id, name: 'Silver', rank: 1 },
      ])
      .returning();
    await assignAward(t.db, gold!.id, [winner.id]);
    await assignAward(t.db, silver!.id, [runnerUp.id]);
    expect(plain.awardRank).toBe(0);

    const hidden = await t.app.inject({ url: `/api-v2/projects?eventId=${event.id}&includes=awards` });
    expect(titles(hidden.json())).toEqual(['Runner-up', 'Winner', 'Plain']);
    expect(hidden.json().projects[0].awards).toBeUndefined();
    const sortByHiddenAwards = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&sort=awards`,
    });
    expect(sortByHiddenAwards.statusCode).toBe(400);

    await t.db.update((await import('../db/schema')).events).set({ awardsPublished: true });
    const published = await t.app.inject({ url: `/api-v2/projects?eventId=${event.id}` });
    expect(titles(published.json())).toEqual(['Winner', 'Runner-up', 'Plain']);
    expect(published.json().projects[0].awards).toMatchObject([{ name: 'Gold' }]);
    const byAward = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&awardIds=${silver!.id}`,
    });
    expect(titles(byAward.json())).toEqual(['Runner-up']);
  });

  it('lets staff list other statuses and refuses it to others', async () => {
    const event = await buildEvent(t.db);
    await buildProject(t.db, { eventId: event.id, title: 'Waiting', submissionStatus: 'SUBMITTED' });
    const editor = await buildUser(t.db);
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const url = `/api-v2/projects?eventId=${event.id}&submissionStatus=SUBMITTED`;
    expect((await t.app.inject({ url })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: await t.authHeaders(participant.id) })).statusCode).toBe(403);
    const asEditor = await t.app.inject({ url, headers: await t.authHeaders(editor.id) });
    expect(titles(asEditor.json())).toEqual(['Waiting']);
  });

  it('shows a user every status of their own projects', async () => {
    const event = await buildEvent(t.db);
    const user = await buildUser(t.db);
    const mine = await buildProject(t.db, { eventId: event.id, title: 'Mine', submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, mine.id, user.id);
    await buildProject(t.db, { eventId: event.id, title: 'Theirs' });
    const response = await t.app.inject({
      url: `/api-v2/projects?eventId=${event.id}&userIds=${user.id}&pageSize=100`,
      headers: await t.authHeaders(user.id),
    });
    expect(titles(response.json())).toEqual(['Mine']);
  });

  it('refuses bad query values with 400', async () => {
    const event = await buildEvent(t.db);
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'sort=random',
      'order=up',
      'categoryIds=a,b',
      'nextPageToken=xyz',
      'submissionStatus=LOST',
    ]) {
      const response = await t.app.inject({ url: `/api-v2/projects?eventId=${event.id}&${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });

  it('answers 404 for an unknown event', async () => {
    const response = await t.app.inject({ url: '/api-v2/projects', headers: { 'x-event': 'nowhere' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api-v2/project/:idOrSlug', () => {
  it('returns an approved project by id or by slug with its team but no e-mail', async () => {
    const event = await buildEvent(t.db);
    const user = await buildUser(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const project = await buildProject(t.db, { eventId: event.id, slug: 'engine', title: 'Engine' });
    await addTeamMember(t.db, project.id, user.id, 'Owner');
    const byId = await t.app.inject({ url: `/api-v2/project/${project.id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      title: 'Engine',
      memberships: [{ role: 'Owner', userId: user.id, user: { fullName: 'Ada Lovelace' } }],
    });
    expect(JSON.stringify(byId.json())).not.toContain(user.email);
    const bySlug = await t.app.inject({ url: '/api-v2/project/engine', headers: { 'x-event': event.slug } });
    expect(bySlug.json().id).toBe(project.id);
  });

  it('hides drafts from everyone but the team and staff', async () => {
    const event = await buildEvent(t.db);
    const member = await buildUser(t.db);
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, draft.id, member.id, 'Contributor');
    expect((await t.app.inject({ url: `/api-v2/project/${draft.id}` })).statusCode).toBe(404);
    const asMember = await t.app.inject({
      url: `/api-v2/project/${draft.id}`,
      headers: await t.authHeaders(member.id),
    });
    expect(asMember.statusCode).toBe(200);
  });

  it('answers 404 for unknown projects and 400 for bad ids', async () => {
    expect((await t.app.inject({ url: '/api-v2/project/999999' })).json()).toEqual({
      message: 'Project not found',
    });
    expect((await t.app.inject({ url: '/api-v2/project/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api-v2/project/bad%20id' })).statusCode).toBe(400);
  });
});
