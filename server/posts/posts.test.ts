import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { addTeamMember, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

describe('posts', () => {
  it('lets the team write posts that visitors of an approved project read', async () => {
    const owner = await buildUser(t.db);
    const project = await buildProject(t.db);
    await addTeamMember(t.db, project.id, owner.id, 'Owner');
    const created = await t.as(owner.id, 'POST', '/posts', {
      projectId: project.id,
      body: '<p>Prototype flies!<script>x</script></p>',
      instructions: 'Read me first',
      attachments: ['/uploads/selfserve-event/2026-11/a.png'],
    });
    expect(created.statusCode).toBe(200);
    const post = created.json();
    expect(post).toMatchObject({ body: '<p>Prototype flies!</p>', instructions: 'Read me first' });

    const list = await t.as(null, 'GET', `/posts?projectId=${project.id}`);
    expect(list.json().posts.map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect((await t.as(null, 'GET', `/posts/${post.id}`)).json().body).toBe('<p>Prototype flies!</p>');

    const byDefaultMask = await t.as(owner.id, 'PATCH', `/posts/${post.id}`, {
      body: 'New body',
      post_features: { pinned: true },
    });
    expect(byDefaultMask.json()).toMatchObject({ body: 'New body', instructions: '', post_features: {} });
    const features = await t.as(owner.id, 'PATCH', `/posts/${post.id}`, {
      updateMask: 'post_features',
      post_features: { pinned: true },
    });
    expect(features.json()).toMatchObject({ body: 'New body', post_features: { pinned: true } });
    expect((await t.as(owner.id, 'DELETE', `/posts/${post.id}`)).statusCode).toBe(200);
    expect((await t.as(null, 'GET', `/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('refuses strangers, empty posts and bad attachments', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const project = await buildProject(t.db);
    await addTeamMember(t.db, project.id, owner.id, 'Owner');
    expect(
      (await t.as(stranger.id, 'POST', '/posts', { projectId: project.id, body: 'hi' })).statusCode,
    ).toBe(403);
    expect((await t.as(null, 'POST', '/posts', { projectId: project.id, body: 'hi' })).statusCode).toBe(401);
    const empty = await t.as(owner.id, 'POST', '/posts', { projectId: project.id, body: ' ' });
    expect(empty.json().message).toBe('Please enter a body');
    const badLink = await t.as(owner.id, 'POST', '/posts', {
      projectId: project.id,
      body: 'x',
      attachments: ['javascript:alert(1)'],
    });
    expect(badLink.json().message).toBe('Please enter a valid URL');
    const tooMany = await t.as(owner.id, 'POST', '/posts', {
      projectId: project.id,
      body: 'x',
      attachments: Array.from({ length: 11 }, (_, i) => `/uploads/x/${i}.png`),
    });
    expect(tooMany.json().message).toBe('Max number of files exceeded');
    const draft = await buildProject(t.db, { submissionStatus: 'DRAFT' });
    expect((await t.as(null, 'GET', `/posts?projectId=${draft.id}`)).statusCode).toBe(404);
  });
});
