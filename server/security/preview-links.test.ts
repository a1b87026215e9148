import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMemberships, projectLikes, supportMessages } from '../db/schema';
import { testAppForFile } from '../test/app';
import { buildEventWithOwner, buildProject, buildUser } from '../test/factories';

/** A preview link is read-only: it opens a draft or private event to read, never to write or to join. */
const t = testAppForFile();

async function previewOf(ownerId: number, slug: string): Promise<string> {
  const created = await t.as(ownerId, 'POST', `/partners/events/${slug}/preview-tokens`, {});
  return created.json().token as string;
}

async function callWithPreview(userId: number, token: string, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'POST',
    url: `/api-v2${url}`,
    headers: { ...(await t.authHeaders(userId)), 'x-preview-token': token },
    ...(payload ? { payload } : {}),
  });
}

describe('preview links', () => {
  it('never make their holder a member of a private event', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, { privacy: 'PRIVATE' });
    const token = await previewOf(owner.id, event.slug);
    const holder = await buildUser(t.db);

    const read = await callWithPreview(holder.id, token, 'GET', `/projects?eventId=${event.id}`);
    expect(read.statusCode).toBe(200);
    const started = await callWithPreview(holder.id, token, 'POST', '/projects', { eventId: event.id });
    expect(started.statusCode).toBe(403);
    const memberships = await t.db
      .select()
      .from(eventMemberships)
      .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, holder.id)));
    expect(memberships).toEqual([]);
    // Without the token, the event stays closed to them.
    expect((await t.as(holder.id, 'GET', `/projects?eventId=${event.id}`)).statusCode).toBe(403);
  });

  it('allow no likes, comments or support messages on a draft', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, { status: 'Draft' });
    const project = await buildProject(t.db, { eventId: event.id });
    const token = await previewOf(owner.id, event.slug);
    const holder = await buildUser(t.db);

    expect((await callWithPreview(holder.id, token, 'GET', `/project/${project.id}`)).statusCode).toBe(200);
    const writes = [
      await callWithPreview(holder.id, token, 'POST', `/projects/${project.id}/like`),
      await callWithPreview(holder.id, token, 'POST', `/projects/${project.id}/comments`, { body: 'Nice' }),
      await callWithPreview(holder.id, token, 'POST', `/partners/events/${event.slug}/support-messages`, {
        subject: 'Hello',
        body: 'A question',
      }),
    ];
    for (const answer of writes) expect(answer.statusCode).toBe(403);
    expect(await t.db.select().from(projectLikes).where(eq(projectLikes.projectId, project.id))).toEqual([]);
    expect(await t.db.select().from(supportMessages).where(eq(supportMessages.eventId, event.id))).toEqual(
      [],
    );
  });
});
