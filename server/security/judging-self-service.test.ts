import { describe, expect, it } from 'vitest';
import { selfConflictCap } from '../../common/judging';
import { testAppForFile } from '../test/app';
import { buildEventWithOwner, buildJudge, buildProject, buildUser } from '../test/factories';

/**
 * Judging self-service keeps to the event's access rule, and a judge's own conflicts cannot steer their
 * assignment nor tell them which drafts exist.
 */
const t = testAppForFile();

describe('judging self-service and event access', () => {
  it('tells a stranger nothing of a private or draft event and lets them not register', async () => {
    for (const overrides of [{ privacy: 'PRIVATE' as const }, { status: 'Draft' as const }]) {
      const { event, owner } = await buildEventWithOwner(t.db, overrides);
      const base = `/partners/events/${event.id}/judging`;
      await t.as(owner.id, 'PUT', `${base}/settings`, { judgeRegistration: true });
      const stranger = await buildUser(t.db);
      expect((await t.as(stranger.id, 'GET', `${base}/me`)).statusCode).toBe(403);
      expect((await t.as(stranger.id, 'POST', `${base}/registrations`)).statusCode).toBe(403);
      // Judges the event named keep their way in.
      const { user: judge } = await buildJudge(t.db, event.id);
      expect((await t.as(judge.id, 'GET', `${base}/me`)).json()).toMatchObject({ status: 'active' });
    }
  });
});

describe("a judge's own conflicts", () => {
  it('name approved projects only, with one answer for drafts and unknown ids', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const approved = await buildProject(t.db, { eventId: event.id });
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    const { user } = await buildJudge(t.db, event.id);
    const declare = (projectIds: number[]) => t.as(user.id, 'PUT', `${base}/me/conflicts`, { projectIds });
    const onDraft = await declare([draft.id]);
    const onNothing = await declare([draft.id + 100_000]);
    expect(onDraft.statusCode).toBe(400);
    expect(onNothing.statusCode).toBe(400);
    expect(onDraft.json()).toEqual(onNothing.json());
    expect((await declare([approved.id])).json().conflictProjectIds).toEqual([approved.id]);
  });

  it('are capped by a setting, shown to the organiser, who may overrule them', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const projects = await Promise.all(
      Array.from({ length: 12 }, () => buildProject(t.db, { eventId: event.id })),
    );
    const ids = projects.map((project) => project.id).sort((a, b) => a - b);
    const { judge, user } = await buildJudge(t.db, event.id);
    const declare = (projectIds: number[]) => t.as(user.id, 'PUT', `${base}/me/conflicts`, { projectIds });

    // Every project but one, to force the next look: refused.
    const steering = await declare(ids.slice(1));
    expect(steering.statusCode).toBe(400);
    expect(steering.json()).toMatchObject({ key: 'judging.tooManyConflicts' });
    expect((await t.as(user.id, 'GET', `${base}/me`)).json()).toMatchObject({
      conflictProjectIds: [],
      selfConflictCap: 3,
    });
    expect((await declare(ids.slice(0, 3))).statusCode).toBe(200);
    expect((await declare(ids.slice(0, 4))).statusCode).toBe(400);

    // The organiser sees which conflicts the judge declared, and may take them away.
    const listed = (await t.as(owner.id, 'GET', `${base}/judges`)).json();
    const row = listed.judges.find((candidate: { id: number }) => candidate.id === judge.id);
    expect(row).toMatchObject({
      conflictProjectIds: ids.slice(0, 3),
      selfDeclaredConflictIds: ids.slice(0, 3),
    });
    const overruled = await t.as(owner.id, 'PUT', `${base}/judges/${judge.id}/conflicts`, {
      projectIds: [ids[0], ids[5], ids[6], ids[7]],
    });
    expect(overruled.json()).toMatchObject({
      conflictProjectIds: [ids[0], ids[5], ids[6], ids[7]],
      selfDeclaredConflictIds: [ids[0]],
    });

    // A larger share for this event.
    const settings = await t.as(owner.id, 'PUT', `${base}/settings`, {
      judgeRegistration: false,
      selfConflictPercent: 50,
    });
    expect(settings.json()).toMatchObject({ selfConflictPercent: 50 });
    expect((await declare(ids.slice(0, 6))).statusCode).toBe(200);
    const none = await t.as(owner.id, 'PUT', `${base}/settings`, {
      judgeRegistration: false,
      selfConflictPercent: 0,
    });
    expect(none.statusCode).toBe(200);
    // With no share, a judge may still shrink their list, never grow it.
    expect((await declare(ids.slice(0, 2))).statusCode).toBe(200);
    expect((await declare(ids.slice(0, 3))).statusCode).toBe(400);
  });

  it('cap: a share of the approved projects, at least three, none at 0 %', () => {
    expect(selfConflictCap(12, 10)).toBe(3);
    expect(selfConflictCap(200, 10)).toBe(20);
    expect(selfConflictCap(5, 0)).toBe(0);
  });
});
