import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { addTeamMember, buildCategory, buildEvent, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

describe('/categories/projects', () => {
  it('links, lists and unlinks categories of the project event', async () => {
    const event = await buildEvent(t.db);
    const owner = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id });
    await addTeamMember(t.db, project.id, owner.id, 'Owner');
    const robots = await buildCategory(t.db, event.id, 'Robots');
    const health = await buildCategory(t.db, event.id, 'Health');
    const other = await buildCategory(t.db, (await buildEvent(t.db)).id, 'Elsewhere');

    const linked = await t.as(owner.id, 'POST', '/categories/projects', {
      projectId: project.id,
      categoryIds: [robots.id, health.id],
    });
    expect(linked.statusCode).toBe(200);
    await t.as(owner.id, 'POST', '/categories/projects', { projectId: project.id, categoryIds: [robots.id] });
    const foreign = await t.as(owner.id, 'POST', '/categories/projects', {
      projectId: project.id,
      categoryIds: [other.id],
    });
    expect(foreign.json().message).toBe("Every category must belong to the project's event");

    const list = await t.as(
      null,
      'GET',
      `/categories/projects?projectIds=${project.id}&includes=category&pageSize=1`,
    );
    expect(list.json().projectCategories).toEqual([
      { projectId: project.id, categoryId: robots.id, category: expect.objectContaining({ name: 'Robots' }) },
    ]);
    const next = await t.as(
      null,
      'GET',
      `/categories/projects?projectIds=${project.id}&pageSize=1&nextPageToken=${list.json().nextPageToken}`,
    );
    expect(next.json().projectCategories).toEqual([{ projectId: project.id, categoryId: health.id }]);

    const stranger = await buildUser(t.db);
    const refused = await t.as(stranger.id, 'DELETE', '/categories/projects', {
      projectId: project.id,
      categoryIds: [robots.id],
    });
    expect(refused.statusCode).toBe(403);
    await t.as(owner.id, 'DELETE', '/categories/projects', {
      projectId: project.id,
      categoryIds: [robots.id],
    });
    const after = await t.as(null, 'GET', `/categories/projects?projectIds=${project.id}`);
    expect(after.json().projectCategories).toEqual([{ projectId: project.id, categoryId: health.id }]);
  });

  it('never lists links of projects the caller cannot see', async () => {
    const draft = await buildProject(t.db, { submissionStatus: 'DRAFT' });
    const category = await buildCategory(t.db, draft.eventId!, 'Secret');
    const owner = await buildUser(t.db);
    await addTeamMember(t.db, draft.id, owner.id, 'Owner');
    await t.as(owner.id, 'POST', '/categories/projects', { projectId: draft.id, categoryIds: [category.id] });
    expect(
      (await t.as(null, 'GET', `/categories/projects?projectIds=${draft.id}`)).json().projectCategories,
    ).toEqual([]);
    expect(
      (await t.as(owner.id, 'GET', `/categories/projects?projectIds=${draft.id}`)).json().projectCategories,
    ).toHaveLength(1);
  });
});
