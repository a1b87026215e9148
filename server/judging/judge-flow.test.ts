import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judgeConflicts, judgingLooks, judgingScores } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  addTeamMember,
  buildCriteria,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildRound,
  buildUser,
} from '../test/factories';

/** The judge's side of a round: next project, submit with idempotency keys, skip, undo, pairwise. */
const t = testAppForFile();

let keyCounter = 0;
const key = () => `key-${Date.now()}-${keyCounter++}`;

async function rubricRound(options: { projects?: number; mode?: 'rubric' | 'pairwise' | 'both' } = {}) {
  const { event, owner } = await buildEventWithOwner(t.db);
  const projects = [];
  for (let i = 0; i < (options.projects ?? 4); i++) {
    const project = await buildProject(t.db, { eventId: event.id, tableNumber: `T${i + 1}` });
    await addTeamMember(t.db, project.id, (await buildUser(t.db)).id);
    projects.push(project);
  }
  const criteria = await buildCriteria(t.db, event.id, [
    { name: 'Impact', weight: 2 },
    { name: 'Execution', weight: 1, min: 0, max: 10 },
  ]);
  const round = await buildRound(t.db, event.id, { mode: options.mode ?? 'rubric' });
  const { judge, user } = await buildJudge(t.db, event.id);
  const base = `/partners/events/${event.id}/judging`;
  return { event, owner, projects, criteria, round, judge, user, base };
}

const sheet = (criteria: { id: number }[], impact = 4, execution = 7) => [
  { criterionId: criteria[0]!.id, score: impact },
  { criterionId: criteria[1]!.id, score: execution },
];

describe('the next project', () => {
  it('is stored as an unfinished look, so a reload shows the same project with what a phone needs', async () => {
    const { base, round, user, criteria } = await rubricRound();
    const first = await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`);
    expect(first.statusCode, first.body).toBe(200);
    const queue = first.json();
    expect(queue.look).toMatchObject({
      reason: 'needs-looks',
      project: { title: expect.any(String), tableNumber: expect.stringMatching(/^T\d$/), links: [] },
      rubric: criteria.map((c) => ({ id: c.id, name: c.name })),
      draft: null,
      comparedWith: null,
    });
    const again = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json();
    expect(again.look).toMatchObject({ id: queue.look.id, reason: 'in-progress' });
    expect(again.look.project.id).toBe(queue.look.project.id);
  });

  it('never gives a judge a project of their own team or one they declared a conflict with', async () => {
    const { event, base, round, projects } = await rubricRound({ projects: 3 });
    const member = await buildUser(t.db);
    await addTeamMember(t.db, projects[0]!.id, member.id, 'Contributor');
    const { user } = await buildJudge(t.db, event.id, member);
    const declared = await t.as(user.id, 'PUT', `${base}/me/conflicts`, { projectIds: [projects[1]!.id] });
    expect(declared.json().conflictProjectIds).toEqual([projects[1]!.id]);
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(look.project.id).toBe(projects[2]!.id);
    await t.as(user.id, 'POST', `${base}/looks/${look.id}/skip`, { idempotencyKey: key(), reason: 'absent' });
    expect((await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look).toBeNull();
  });

  it('serves an organiser’s pin first, and refuses pins that break a hard rule', async () => {
    const { event, owner, base, round, projects, judge, user } = await rubricRound();
    const pinned = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/pins`, {
      judgeId: judge.id,
      projectId: projects[3]!.id,
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().pins).toEqual([{ judgeId: judge.id, projectId: projects[3]!.id }]);
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(look).toMatchObject({ reason: 'pinned', project: { id: projects[3]!.id } });

    const teamMember = await buildUser(t.db);
    await addTeamMember(t.db, projects[0]!.id, teamMember.id, 'Viewer');
    const other = await buildJudge(t.db, event.id, teamMember);
    const refused = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/pins`, {
      judgeId: other.judge.id,
      projectId: projects[0]!.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This judge is on this project’s team',
      key: 'judging.assignmentBreaksRule',
    });

    // Reassign: the first judge's unfinished look goes to the other judge as a pin.
    const moved = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/reassign`, {
      projectId: projects[3]!.id,
      fromJudgeId: judge.id,
      toJudgeId: other.judge.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const othersLook = (await t.as(other.user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(othersLook.project.id).toBe(projects[3]!.id);
    const mine = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(mine.project.id).not.toBe(projects[3]!.id);
  });

  it('answers 409 while the round is not open', async () => {
    const { event, base, user } = await rubricRound();
    const draft = await buildRound(t.db, event.id, { status: 'draft' });
    const answer = await t.as(user.id, 'POST', `${base}/rounds/${draft.id}/next`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().key).toBe('judging.roundNotOpen');
  });
});

describe('submitting a score sheet', () => {
  it('stores a retried submission once and answers it the same', async () => {
    const { base, round, user, criteria } = await rubricRound();
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const body = { idempotencyKey: key(), scores: sheet(criteria), note: 'Great demo', comment: 'Well done' };
    const first = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ lookId: look.id, status: 'done', replayed: false });
    const retry = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, body);
    expect(retry.json()).toEqual({ ...first.json(), replayed: true });
    const stored = await t.db.select().from(judgingLooks).where(eq(judgingLooks.id, look.id));
    expect(stored[0]).toMatchObject({ status: 'done', note: 'Great demo', comment: 'Well done' });
    // (4−1)/4 · 2/3 + 7/10 · 1/3
    expect(stored[0]!.rawScore).toBeCloseTo((0.75 * 2 + 0.7) / 3, 10);
    expect(await t.db.select().from(judgingScores).where(eq(judgingScores.lookId, look.id))).toHaveLength(2);

    const again = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, {
      ...body,
      idempotencyKey: key(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('judging.lookFinished');
    const next = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const reused = await t.as(user.id, 'POST', `${base}/looks/${next.id}/submit`, body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().key).toBe('judging.idempotencyKeyReused');
  });

  it('lands once when the same submission arrives twice at the same moment', async () => {
    const { base, round, user, criteria } = await rubricRound();
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const body = { idempotencyKey: key(), scores: sheet(criteria) };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => !answer.json().replayed)).toHaveLength(1);
  });

  it('refuses a sheet that does not fit the rubric, listing every problem', async () => {
    const { base, round, user, criteria } = await rubricRound();
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const answer = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, {
      idempotencyKey: key(),
      scores: [{ criterionId: criteria[0]!.id, score: 9 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'Criterion "Impact" needs a score from 1 to 5; got 9. Criterion "Execution" has no score.',
      key: 'judging.invalidScoreSheet',
    });
    const badKey = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, {
      idempotencyKey: 'short',
    });
    expect(badKey.statusCode).toBe(400);
    const someoneElse = await buildUser(t.db);
    expect(
      (await t.as(someoneElse.id, 'POST', `${base}/looks/${look.id}/submit`, { idempotencyKey: key() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(null, 'POST', `${base}/looks/${look.id}/submit`, { idempotencyKey: key() })).statusCode,
    ).toBe(401);
  });

  it("is refused on another judge's look", async () => {
    const { event, base, round, user } = await rubricRound();
    const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const other = await buildJudge(t.db, event.id);
    const answer = await t.as(other.user.id, 'POST', `${base}/looks/${look.id}/skip`, {
      idempotencyKey: key(),
      reason: 'absent',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('skip and undo', () => {
  it('records a conflict skip, and undo reopens the last submission with what was entered', async () => {
    const { base, round, user, judge, criteria } = await rubricRound();
    const first = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const skipped = await t.as(user.id, 'POST', `${base}/looks/${first.id}/skip`, {
      idempotencyKey: key(),
      reason: 'conflict',
    });
    expect(skipped.json()).toMatchObject({ status: 'skipped', replayed: false });
    const conflicts = await t.db.select().from(judgeConflicts).where(eq(judgeConflicts.judgeId, judge.id));
    expect(conflicts).toEqual([expect.objectContaining({ projectId: first.project.id, source: 'skip' })]);

    const second = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json();
    expect(second.undoableLookId).toBe(first.id);
    await t.as(user.id, 'POST', `${base}/looks/${second.look.id}/submit`, {
      idempotencyKey: key(),
      scores: sheet(criteria, 5, 10),
      comment: 'Loved it',
    });
    const third = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json();
    expect(third.undoableLookId).toBe(second.look.id);

    const tooOld = await t.as(user.id, 'POST', `${base}/looks/${first.id}/undo`);
    expect(tooOld.statusCode).toBe(409);
    expect(tooOld.json().key).toBe('judging.cannotUndo');

    const undone = await t.as(user.id, 'POST', `${base}/looks/${second.look.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().look).toMatchObject({
      id: second.look.id,
      reason: 'in-progress',
      draft: { scores: sheet(criteria, 5, 10), comment: 'Loved it', preferred: null, note: null },
    });
    // The project given after it was released; undo again answers the same.
    const released = await t.db
      .select()
      .from(judgingLooks)
      .where(and(eq(judgingLooks.id, third.look.id)));
    expect(released).toEqual([]);
    expect((await t.as(user.id, 'POST', `${base}/looks/${second.look.id}/undo`)).json().look.id).toBe(
      second.look.id,
    );
    // One step only: the skip before it cannot be undone while the reopened look is open.
    expect((await t.as(user.id, 'POST', `${base}/looks/${first.id}/undo`)).statusCode).toBe(409);

    const mine = (await t.as(user.id, 'GET', `${base}/rounds/${round.id}/my-looks`)).json().looks;
    expect(mine.map((look: { status: string }) => look.status).sort()).toEqual(['in-progress', 'skipped']);
  });
});

describe('pairwise rounds', () => {
  it('chain projects and need an answer once there is a previous project', async () => {
    const { base, round, user } = await rubricRound({ mode: 'pairwise', projects: 4 });
    const first = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json();
    expect(first.look).toMatchObject({ comparedWith: null, rubric: null });
    await t.as(user.id, 'POST', `${base}/looks/${first.look.id}/submit`, { idempotencyKey: key() });
    const second = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(second.comparedWith).toMatchObject({ id: first.look.project.id });
    const missing = await t.as(user.id, 'POST', `${base}/looks/${second.id}/submit`, {
      idempotencyKey: key(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().key).toBe('judging.pairwiseAnswerRequired');
    const answered = await t.as(user.id, 'POST', `${base}/looks/${second.id}/submit`, {
      idempotencyKey: key(),
      preferred: 'previous',
    });
    expect(answered.statusCode).toBe(200);
    const [stored] = await t.db.select().from(judgingLooks).where(eq(judgingLooks.id, second.id));
    expect(stored).toMatchObject({ preferred: 'previous', comparedWithId: first.look.project.id });
  });

  it('take a graded answer: a margin beside the choice, or about the same without one', async () => {
    const { base, round, user, owner } = await rubricRound({ mode: 'pairwise', projects: 4 });
    const first = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json();
    await t.as(user.id, 'POST', `${base}/looks/${first.look.id}/submit`, { idempotencyKey: key() });
    const second = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    // An unknown margin is a bad body; "about the same" names no winner, so a choice with it is refused.
    const unknown = await t.as(user.id, 'POST', `${base}/looks/${second.id}/submit`, {
      idempotencyKey: key(),
      preferred: 'current',
      margin: 'enormous',
    });
    expect(unknown.statusCode).toBe(400);
    const both = await t.as(user.id, 'POST', `${base}/looks/${second.id}/submit`, {
      idempotencyKey: key(),
      preferred: 'current',
      margin: 'same',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().key).toBe('judging.pairwiseAnswerRequired');
    const onlyMargin = await t.as(user.id, 'POST', `${base}/looks/${second.id}/submit`, {
      idempotencyKey: key(),
      margin: 'much',
    });
    expect(onlyMargin.statusCode).toBe(400);
    expect(onlyMargin.json().key).toBe('judging.pairwiseAnswerRequired');

    const same = await t.as(user.id, 'POST', `${base}/looks/${second.id}/submit`, {
      idempotencyKey: key(),
      margin: 'same',
    });
    expect(same.statusCode, same.body).toBe(200);
    const third = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const much = await t.as(user.id, 'POST', `${base}/looks/${third.id}/submit`, {
      idempotencyKey: key(),
      preferred: 'current',
      margin: 'much',
    });
    expect(much.statusCode, much.body).toBe(200);
    const stored = await t.db.select().from(judgingLooks).where(eq(judgingLooks.roundId, round.id));
    expect(stored.find((look) => look.id === second.id)).toMatchObject({ preferred: null, margin: 'same' });
    expect(stored.find((look) => look.id === third.id)).toMatchObject({
      preferred: 'current',
      margin: 'much',
    });
    const mine = (await t.as(user.id, 'GET', `${base}/rounds/${round.id}/my-looks`)).json().looks;
    expect(mine.find((look: { id: number }) => look.id === second.id)).toMatchObject({ margin: 'same' });

    // Undo brings the graded answer back as the draft.
    const undone = (await t.as(user.id, 'POST', `${base}/looks/${third.id}/undo`)).json();
    expect(undone.look.draft).toMatchObject({ preferred: 'current', margin: 'much' });

    // The leaderboard reads both answers; the CSV names the margin.
    const board = await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard`);
    expect(board.statusCode).toBe(200);
    const csv = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/scores.csv`)).body;
    expect(csv).toContain('preferred,margin,winner_id');
    expect(csv).toMatch(/,same,/);
  });
});
