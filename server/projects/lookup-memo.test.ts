import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, projectLikes, projects } from '../db/schema';
import { parseChange } from '../http/change-message';
import { announcementsHeard, unannounced } from '../test/announcements';
import { createTestApp, type TestApp } from '../test/app';
import { addEventMember, addTeamMember, buildEvent, buildProject, buildUser } from '../test/factories';
import { ProjectLookupMemo } from './lookup-memo';
import type { ProjectRow } from './presenter';

describe('the like memo', () => {
  const row = (id: number, eventId: number) => ({
    project: { id, eventId } as ProjectRow,
    event: { id: eventId } as never,
    eventRole: null,
    teamRole: null,
  });

  it('keeps a project and a viewer’s roles in its event, and drops them when the event changes', () => {
    const memo = new ProjectLookupMemo();
    memo.store(row(1, 10), 7, { '2': 'Owner' }, memo.generation);
    expect(memo.get(1, 7)?.teamRole).toBeNull();
    expect(memo.get(1, 8)).toBeUndefined();
    memo.store(row(2, 10), 7, { '2': 'Owner' }, memo.generation);
    expect(memo.get(2, 7)?.teamRole).toBe('Owner');
    // Like counts change nothing a like is checked against.
    memo.hear(parseChange('10:1:5:3'));
    expect(memo.get(1, 7)).toBeDefined();
    memo.hear(parseChange('11'));
    expect(memo.get(1, 7)).toBeDefined();
    memo.hear(parseChange('10'));
    expect(memo.get(1, 7)).toBeUndefined();
    expect(memo.get(2, 7)).toBeUndefined();
  });

  it('does not keep a lookup a change overtook, and forgets all on "*" or a loss', () => {
    const memo = new ProjectLookupMemo();
    const before = memo.generation;
    memo.hear(parseChange('10'));
    memo.store(row(1, 10), 7, {}, before);
    expect(memo.get(1, 7)).toBeUndefined();
    memo.store(row(1, 10), 7, {}, memo.generation);
    memo.hear(parseChange('*'));
    expect(memo.get(1, 7)).toBeUndefined();
    memo.store(row(1, 10), 7, {}, memo.generation);
    memo.reset();
    expect(memo.get(1, 7)).toBeUndefined();
  });
});

describe('likes checked against the memo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { publicCache: true });
  });
  afterAll(() => t.close());

  const like = (userId: number, projectId: number, method: 'POST' | 'DELETE' = 'POST') =>
    t.as(userId, method, `/projects/${projectId}/like`);

  const setStatus = (projectId: number, submissionStatus: 'APPROVED' | 'DRAFT') =>
    t.db.update(projects).set({ submissionStatus }).where(eq(projects.id, projectId));

  it('checks a like against what the last lookup read until the database announces a change', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const user = await buildUser(t.db);
    expect((await like(user.id, project.id)).statusCode).toBe(200);
    // Unheard, the project's withdrawal is not seen: the like did not look the project up again.
    await unannounced(t, 'projects', 'projects_public_change', () => setStatus(project.id, 'DRAFT'));
    expect((await like(user.id, project.id, 'DELETE')).statusCode).toBe(200);
    // Heard, it is: a draft is hidden from those outside its team.
    await setStatus(project.id, 'DRAFT');
    await announcementsHeard(t);
    expect((await like(user.id, project.id)).statusCode).toBe(404);
    await setStatus(project.id, 'APPROVED');
    await announcementsHeard(t);
    expect((await like(user.id, project.id)).json()).toEqual({ hasLiked: true, metadataLikes: 1 });
  });

  it('follows the event’s privacy and the liker’s roles', async () => {
    const event = await buildEvent(t.db);
    const [first, second] = await Promise.all([
      buildProject(t.db, { eventId: event.id }),
      buildProject(t.db, { eventId: event.id }),
    ]);
    const user = await buildUser(t.db);
    expect((await like(user.id, first!.id)).statusCode).toBe(200);
    await t.db.update(events).set({ privacy: 'PRIVATE' }).where(eq(events.id, event.id));
    await announcementsHeard(t);
    expect((await like(user.id, second!.id)).statusCode).toBe(403);
    await addEventMember(t.db, event.id, user.id, 'ss_event_participant');
    await announcementsHeard(t);
    expect((await like(user.id, second!.id)).statusCode).toBe(200);
    // A team member of a draft sees it but may not like it: the role read for the memo says so.
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, draft.id, user.id);
    await announcementsHeard(t);
    expect((await like(user.id, draft.id)).statusCode).toBe(403);
    // Someone without a role in the private event may like nothing in it.
    const stranger = await buildUser(t.db);
    expect((await like(stranger.id, first!.id)).statusCode).toBe(403);
  });

  it('keeps counts exact under concurrent likes and unlikes from many users', async () => {
    const event = await buildEvent(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    const users = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db)));
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        like(users[i % 20]!.id, project.id, i % 3 === 0 ? 'DELETE' : 'POST'),
      ),
    );
    const [stored] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    const [rows] = await t.db
      .select({ likes: count() })
      .from(projectLikes)
      .where(eq(projectLikes.projectId, project.id));
    expect(stored!.likesCount).toBe(rows!.likes);
  });
});
