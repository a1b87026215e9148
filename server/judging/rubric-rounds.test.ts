import { describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { judgingLooks, timelines } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  buildCategory,
  buildCriteria,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildRound,
  linkCategory,
} from '../test/factories';

/** Organisers' set-up: rubrics (general and per category, locked once scored) and rounds. */
const t = testAppForFile();

const DAY = 24 * 60 * 60 * 1000;
const criterion = (name: string, extra = {}) => ({ name, weight: 1, min: 1, max: 5, ...extra });

describe('rubrics', () => {
  it('are replaced whole, keep the ids they are given, and lock once a score arrives', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    expect((await t.as(owner.id, 'GET', `${base}/rubrics`)).json()).toEqual({
      rubrics: [{ categoryId: null, criteria: [], locked: false }],
    });
    const first = await t.as(owner.id, 'PUT', `${base}/rubrics/general`, {
      criteria: [criterion('Impact', { weight: 3, description: 'Who it helps' }), criterion('Design')],
    });
    expect(first.statusCode, first.body).toBe(200);
    const [impact, design] = first.json().criteria;
    expect(impact).toEqual({
      id: expect.any(Number),
      name: 'Impact',
      description: 'Who it helps',
      weight: 3,
      min: 1,
      max: 5,
    });
    const second = await t.as(owner.id, 'PUT', `${base}/rubrics/general`, {
      criteria: [criterion('Craft', { max: 10 }), { ...criterion('Impact'), id: impact.id }],
    });
    expect(
      second.json().criteria.map((c: { id: number; name: string }) => [c.name, c.id === impact.id]),
    ).toEqual([
      ['Craft', false],
      ['Impact', true],
    ]);
    expect(second.json().criteria.some((c: { id: number }) => c.id === design.id)).toBe(false);

    const bad = await t.as(owner.id, 'PUT', `${base}/rubrics/general`, {
      criteria: [criterion('Flat', { min: 3, max: 3 })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('judging.invalidRubric');
    const negative = await t.as(owner.id, 'PUT', `${base}/rubrics/general`, {
      criteria: [criterion('X', { weight: -1 })],
    });
    expect(negative.statusCode).toBe(400);
    const foreignId = await t.as(owner.id, 'PUT', `${base}/rubrics/general`, {
      criteria: [{ ...criterion('X'), id: 999999 }],
    });
    expect(foreignId.statusCode).toBe(400);

    // A judge scores once: the rubric is locked.
    await buildProject(t.db, { eventId: event.id });
    const round = await buildRound(t.db, event.id);
    const { user } = await buildJudge(t.db, event.id);
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const scores = look.rubric.map((c: { id: number; min: number }) => ({ criterionId: c.id, score: c.min }));
    await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, {
      idempotencyKey: 'first-score-1',
      scores,
    });
    const locked = await t.as(owner.id, 'PUT', `${base}/rubrics/general`, { criteria: [criterion('Late')] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({
      message: 'Scores have arrived for this rubric, so its criteria can no longer change',
      key: 'judging.rubricLocked',
    });
    expect((await t.as(owner.id, 'GET', `${base}/rubrics`)).json().rubrics[0].locked).toBe(true);
  });

  it("per category: a category's projects are scored with its own rubric", async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const robots = await buildCategory(t.db, event.id, `Robots ${Date.now()}`);
    const project = await buildProject(t.db, { eventId: event.id });
    await linkCategory(t.db, project.id, robots.id);
    await buildCriteria(t.db, event.id, [{ name: 'General' }]);
    const own = await t.as(owner.id, 'PUT', `${base}/rubrics/${robots.id}`, {
      criteria: [criterion('Mechanics')],
    });
    expect(own.json()).toMatchObject({ categoryId: robots.id, locked: false });
    expect(
      (await t.as(owner.id, 'GET', `${base}/rubrics`))
        .json()
        .rubrics.map((r: { categoryId: number | null }) => r.categoryId),
    ).toEqual([null, robots.id]);
    const round = await buildRound(t.db, event.id);
    const { user } = await buildJudge(t.db, event.id);
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(look.rubric.map((c: { name: string }) => c.name)).toEqual(['Mechanics']);
    expect((await t.as(owner.id, 'PUT', `${base}/rubrics/999999`, { criteria: [] })).statusCode).toBe(404);
  });
});

describe('rounds', () => {
  it('are created as drafts, edited, opened and closed by hand', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    await buildProject(t.db, { eventId: event.id });
    await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    const created = await t.as(owner.id, 'POST', `${base}/rounds`, { name: 'Expo', mode: 'both' });
    expect(created.statusCode, created.body).toBe(200);
    const round = created.json();
    expect(round).toMatchObject({
      name: 'Expo',
      mode: 'both',
      projectSet: 'approved',
      targetLooks: 3,
      state: 'draft',
      projectCount: 1,
      lookCount: 0,
      feedbackReleased: false,
    });
    expect(
      (await t.as(owner.id, 'PATCH', `${base}/rounds/${round.id}`, { targetLooks: 5 })).json().targetLooks,
    ).toBe(5);
    expect((await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/open`)).json().state).toBe('open');
    expect((await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/close`)).json().state).toBe('closed');
    expect((await t.as(owner.id, 'GET', `${base}/rounds`)).json().rounds).toHaveLength(1);
    const detail = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}`)).json();
    expect(detail).toMatchObject({ pins: [], projects: [expect.objectContaining({ tableNumber: null })] });

    expect((await t.as(owner.id, 'POST', `${base}/rounds`, { name: '', mode: 'rubric' })).statusCode).toBe(
      400,
    );
    expect((await t.as(owner.id, 'POST', `${base}/rounds`, { name: 'X', mode: 'stars' })).statusCode).toBe(
      400,
    );
    const noCategory = await t.as(owner.id, 'POST', `${base}/rounds`, {
      name: 'X',
      mode: 'rubric',
      projectSet: 'category',
    });
    expect(noCategory.json()).toEqual({ message: 'A category round needs a categoryId' });
    expect((await t.as(owner.id, 'GET', `${base}/rounds/999999`)).statusCode).toBe(404);
  });

  it('follow their timeline entry when tied to one', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const [later] = await t.db
      .insert(timelines)
      .values({ eventId: event.id, timelineType: TIMELINE_TYPES.CUSTOM, startAt: new Date(Date.now() + DAY) })
      .returning();
    const round = (
      await t.as(owner.id, 'POST', `${base}/rounds`, { name: 'Day 2', mode: 'rubric', timelineId: later!.id })
    ).json();
    expect(round).toMatchObject({
      state: 'scheduled',
      timelineId: later!.id,
      opensAt: later!.startAt!.toISOString(),
    });
    const [now] = await t.db
      .insert(timelines)
      .values({
        eventId: event.id,
        timelineType: TIMELINE_TYPES.CUSTOM,
        startAt: new Date(Date.now() - DAY),
        endAt: new Date(Date.now() + DAY),
      })
      .returning();
    expect(
      (await t.as(owner.id, 'PATCH', `${base}/rounds/${round.id}`, { timelineId: now!.id })).json().state,
    ).toBe('open');
    const [past] = await t.db
      .insert(timelines)
      .values({ eventId: event.id, timelineType: TIMELINE_TYPES.CUSTOM, endAt: new Date(Date.now() - DAY) })
      .returning();
    const pastAnswer = await t.as(owner.id, 'PATCH', `${base}/rounds/${round.id}`, { timelineId: past!.id });
    expect(pastAnswer.json(), pastAnswer.body).toMatchObject({ state: 'closed' });
    // Opening by hand unties it.
    expect((await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/open`)).json()).toMatchObject({
      state: 'open',
      timelineId: null,
    });
  });

  it('keep their mode and projects once judging started, and cannot be deleted then', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const project = await buildProject(t.db, { eventId: event.id });
    const round = await buildRound(t.db, event.id);
    const { judge } = await buildJudge(t.db, event.id);
    await t.db.insert(judgingLooks).values({
      roundId: round.id,
      judgeId: judge.id,
      projectId: project.id,
      status: 'skipped',
      reason: 'needs-looks',
      finishedAt: new Date(),
    });
    const changed = await t.as(owner.id, 'PATCH', `${base}/rounds/${round.id}`, { mode: 'pairwise' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().key).toBe('judging.roundStarted');
    expect(
      (await t.as(owner.id, 'PATCH', `${base}/rounds/${round.id}`, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect((await t.as(owner.id, 'DELETE', `${base}/rounds/${round.id}`)).statusCode).toBe(409);
    const fresh = await buildRound(t.db, event.id);
    expect((await t.as(owner.id, 'DELETE', `${base}/rounds/${fresh.id}`)).statusCode).toBe(200);
  });

  it('of finalists take the top N of an earlier round, fixed when they open', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    const projects = await Promise.all([1, 2, 3, 4].map(() => buildProject(t.db, { eventId: event.id })));
    const first = await buildRound(t.db, event.id, { mode: 'rubric' });
    const judges = await Promise.all([1, 2].map(() => buildJudge(t.db, event.id)));
    // Raw scores: project 3 best, then 1, then 0; project 2 unseen.
    const raw = [0.2, 0.6, null, 0.9];
    for (const { judge } of judges) {
      await t.db.insert(judgingLooks).values(
        projects.flatMap((project, i) =>
          raw[i] === null
            ? []
            : [
                {
                  roundId: first.id,
                  judgeId: judge.id,
                  projectId: project.id,
                  status: 'done' as const,
                  reason: 'needs-looks' as const,
                  rawScore: raw[i]! + judge.id / 1000,
                  finishedAt: new Date(),
                },
              ],
        ),
      );
    }
    const finals = (
      await t.as(owner.id, 'POST', `${base}/rounds`, {
        name: 'Finals',
        mode: 'pairwise',
        projectSet: 'finalists',
        sourceRoundId: first.id,
        finalistCount: 2,
      })
    ).json();
    expect(finals).toMatchObject({
      projectCount: 2,
      sourceRoundId: first.id,
      finalistCount: 2,
      state: 'draft',
    });
    const ids = (r: { projects: { id: number }[] }) => r.projects.map((p) => p.id).sort((a, b) => a - b);
    const before = (await t.as(owner.id, 'GET', `${base}/rounds/${finals.id}`)).json();
    expect(ids(before)).toEqual([projects[1]!.id, projects[3]!.id].sort((a, b) => a - b));
    await t.as(owner.id, 'POST', `${base}/rounds/${finals.id}/open`);
    // A late score in the first round no longer changes the fixed finalists.
    await t.db.insert(judgingLooks).values({
      roundId: first.id,
      judgeId: judges[0]!.judge.id,
      projectId: projects[2]!.id,
      status: 'done',
      reason: 'needs-looks',
      rawScore: 1,
      finishedAt: new Date(),
    });
    const after = (await t.as(owner.id, 'GET', `${base}/rounds/${finals.id}`)).json();
    expect(ids(after)).toEqual(ids(before));
    const unstarted = await buildRound(t.db, event.id);
    const backwards = await t.as(owner.id, 'PATCH', `${base}/rounds/${unstarted.id}`, {
      projectSet: 'finalists',
      sourceRoundId: unstarted.id,
      finalistCount: 1,
    });
    expect(backwards.json()).toEqual({ message: 'Finalists come from an earlier round' });
  });
});

describe('table numbers and pins', () => {
  it('set where projects stand, and pins can be removed', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    // One after the other: the list comes in id order.
    const a = await buildProject(t.db, { eventId: event.id });
    const b = await buildProject(t.db, { eventId: event.id });
    const set = await t.as(owner.id, 'PUT', `${base}/table-numbers`, {
      tableNumbers: [
        { projectId: a!.id, tableNumber: ' B12 ' },
        { projectId: b!.id, tableNumber: null },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set.json().projects.map((p: { id: number; tableNumber: string | null }) => [p.id, p.tableNumber]),
    ).toEqual([
      [a!.id, 'B12'],
      [b!.id, null],
    ]);
    expect((await t.as(owner.id, 'GET', `${base}/projects`)).json().projects[0].tableNumber).toBe('B12');
    const foreign = await buildProject(t.db);
    const refused = await t.as(owner.id, 'PUT', `${base}/table-numbers`, {
      tableNumbers: [{ projectId: foreign.id, tableNumber: '1' }],
    });
    expect(refused.statusCode).toBe(400);
    const tooLong = await t.as(owner.id, 'PUT', `${base}/table-numbers`, {
      tableNumbers: [{ projectId: a!.id, tableNumber: 'x'.repeat(33) }],
    });
    expect(tooLong.statusCode).toBe(400);

    const round = await buildRound(t.db, event.id);
    const { judge } = await buildJudge(t.db, event.id);
    await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/pins`, { judgeId: judge.id, projectId: a!.id });
    const removed = await t.as(owner.id, 'DELETE', `${base}/rounds/${round.id}/pins/${judge.id}/${a!.id}`);
    expect(removed.json().pins).toEqual([]);
    expect(
      (await t.as(owner.id, 'DELETE', `${base}/rounds/${round.id}/pins/${judge.id}/${a!.id}`)).statusCode,
    ).toBe(404);
    const notInRound = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/pins`, {
      judgeId: judge.id,
      projectId: foreign.id,
    });
    expect(notInRound.statusCode).toBe(404);
    expect((await t.as(owner.id, 'PUT', `${base}/settings`, { judgeRegistration: 'yes' })).statusCode).toBe(
      400,
    );
  });
});
