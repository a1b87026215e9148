import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judgeConflicts, judgingLooks, judgingRounds, projects as projectsTable } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  buildAward,
  buildCategory,
  buildCriteria,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildRound,
  linkCategory,
} from '../test/factories';

/**
 * What makes judging trustworthy, each case a reproduction of a way it went wrong: the board shows
 * only competing projects, moved projects stay moved, a sheet does not change under a judge, a late
 * score is kept for the organiser to decide, a reused key with other answers is refused, and a conflict
 * declared at any moment keeps the project away from the judge.
 */
const t = testAppForFile();

let keys = 0;
const key = () => `trust-${keys++}-${Date.now()}`;

async function round(options: { projects?: number; judges?: number } = {}) {
  const { event, owner } = await buildEventWithOwner(t.db);
  const base = `/partners/events/${event.id}/judging`;
  const projects = [];
  for (let i = 0; i < (options.projects ?? 3); i++) {
    projects.push(await buildProject(t.db, { eventId: event.id, title: `Project ${i}` }));
  }
  const [criterion] = await buildCriteria(t.db, event.id, [{ name: 'Overall', min: 1, max: 10 }]);
  const judgingRound = await buildRound(t.db, event.id, { targetLooks: 2 });
  const judges = [];
  for (let i = 0; i < (options.judges ?? 2); i++) judges.push(await buildJudge(t.db, event.id));
  const next = async (userId: number) =>
    (await t.as(userId, 'POST', `${base}/rounds/${judgingRound.id}/next`)).json().look;
  const submit = (userId: number, lookId: number, score: number, idempotencyKey = key()) =>
    t.as(userId, 'POST', `${base}/looks/${lookId}/submit`, {
      idempotencyKey,
      scores: [{ criterionId: criterion!.id, score }],
    });
  const board = async () =>
    (await t.as(owner.id, 'GET', `${base}/rounds/${judgingRound.id}/leaderboard`)).json();
  return {
    event,
    owner,
    base,
    projects,
    criterion: criterion!,
    round: judgingRound,
    judges,
    next,
    submit,
    board,
  };
}

describe('the board', () => {
  it('drops declined, withdrawn and archived projects, which then cannot receive an award from it', async () => {
    const f = await round({ projects: 4, judges: 1 });
    const user = f.judges[0]!.user;
    for (let i = 0; i < 4; i++) {
      const look = await f.next(user.id);
      expect((await f.submit(user.id, look.id, 10 - i)).statusCode).toBe(200);
    }
    const before = await f.board();
    const top = before.entries[0].project.id;
    const second = before.entries[1].project.id;
    const third = before.entries[2].project.id;
    await t.db.update(projectsTable).set({ submissionStatus: 'DECLINED' }).where(eq(projectsTable.id, top));
    await t.db.update(projectsTable).set({ submissionStatus: 'DRAFT' }).where(eq(projectsTable.id, second));
    await t.db.update(projectsTable).set({ archivedAt: new Date() }).where(eq(projectsTable.id, third));
    const after = await f.board();
    expect(after.entries.map((entry: { project: { id: number } }) => entry.project.id)).toEqual([
      before.entries[3].project.id,
    ]);
    expect(after.entries[0].project.title).not.toBe('');
    const award = await buildAward(t.db, f.event.id);
    const given = await t.as(f.owner.id, 'POST', `${f.base}/rounds/${f.round.id}/awards`, {
      places: [award.id],
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().given).toEqual([
      expect.objectContaining({ projectId: before.entries[3].project.id, title: 'Project 3' }),
    ]);
    const twoPlaces = await t.as(f.owner.id, 'POST', `${f.base}/rounds/${f.round.id}/awards`, {
      places: [award.id, award.id],
    });
    expect(twoPlaces.json().key).toBe('judging.notEnoughResults');
  });

  it('gives no rank without a look, and a rank range where intervals overlap', async () => {
    const f = await round({ projects: 3, judges: 1 });
    const empty = await f.board();
    expect(empty.entries.every((entry: { rank: number | null }) => entry.rank === null)).toBe(true);
    expect(empty.entries.every((entry: { rankRange: unknown }) => entry.rankRange === null)).toBe(true);
    const user = f.judges[0]!.user;
    const look = await f.next(user.id);
    await f.submit(user.id, look.id, 7);
    const one = await f.board();
    expect(one.entries[0]).toMatchObject({ rank: 1, rankRange: { best: 1, worst: 1 }, looks: 1 });
    expect(one.entries.slice(1).map((entry: { rank: number | null }) => entry.rank)).toEqual([null, null]);
    const second = await f.next(user.id);
    await f.submit(user.id, second.id, 6);
    const two = await f.board();
    // One look each from one judge: the data cannot order them, so both may be first or second.
    expect(two.entries.slice(0, 2).map((entry: { rankRange: unknown }) => entry.rankRange)).toEqual([
      { best: 1, worst: 2 },
      { best: 1, worst: 2 },
    ]);
  });
});

describe('an organiser moving a project', () => {
  it('does not hand it back to the judge it was taken from', async () => {
    const f = await round({ projects: 3, judges: 2 });
    const [a, b] = f.judges;
    const held = await f.next(a!.user.id);
    const moved = await t.as(f.owner.id, 'POST', `${f.base}/rounds/${f.round.id}/reassign`, {
      projectId: held.project.id,
      fromJudgeId: a!.judge.id,
      toJudgeId: b!.judge.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (let i = 0; i < 5; i++) {
      const look = await f.next(a!.user.id);
      if (!look) break;
      expect(look.project.id).not.toBe(held.project.id);
      await f.submit(a!.user.id, look.id, 5);
    }
    expect((await f.next(b!.user.id)).project.id).toBe(held.project.id);
  });
});

describe('a score sheet', () => {
  it('stays the one handed out when a category rubric is added mid-round', async () => {
    const f = await round({ projects: 2, judges: 2 });
    const category = await buildCategory(t.db, f.event.id, `Hardware ${Date.now()}`);
    for (const project of f.projects) await linkCategory(t.db, project.id, category.id);
    const user = f.judges[0]!.user;
    const look = await f.next(user.id);
    expect(look.rubric.map((c: { id: number }) => c.id)).toEqual([f.criterion.id]);
    const added = await t.as(f.owner.id, 'PUT', `${f.base}/rubrics/${category.id}`, {
      criteria: [{ name: 'Build', weight: 1, min: 1, max: 5 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const reloaded = await f.next(user.id);
    expect(reloaded.rubric.map((c: { id: number }) => c.id)).toEqual([f.criterion.id]);
    expect((await f.submit(user.id, look.id, 8)).statusCode).toBe(200);
    // A look handed out after the change uses the category's rubric.
    const later = await f.next(f.judges[1]!.user.id);
    expect(later.rubric.map((c: { name: string }) => c.name)).toEqual(['Build']);
  });
});

describe('a score arriving after the round closed', () => {
  it('is kept, marked late, and counts only once the organiser decides so', async () => {
    const f = await round({ projects: 2, judges: 1 });
    const user = f.judges[0]!.user;
    const look = await f.next(user.id);
    await t.db.update(judgingRounds).set({ status: 'closed' }).where(eq(judgingRounds.id, f.round.id));
    const late = await f.submit(user.id, look.id, 9);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ status: 'done', late: true, replayed: false });
    const board = await f.board();
    expect(board.entries.every((entry: { looks: number }) => entry.looks === 0)).toBe(true);
    expect(board.lateLooks).toEqual([
      expect.objectContaining({ lookId: look.id, projectId: look.project.id, decision: 'pending' }),
    ]);
    const counted = await t.as(f.owner.id, 'PUT', `${f.base}/rounds/${f.round.id}/late-looks/${look.id}`, {
      counted: true,
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const after = await f.board();
    expect(after.entries[0]).toMatchObject({ project: { id: look.project.id }, looks: 1, rank: 1 });
    expect(after.lateLooks[0].decision).toBe('counted');
    const judge = await t.as(user.id, 'PUT', `${f.base}/rounds/${f.round.id}/late-looks/${look.id}`, {
      counted: false,
    });
    expect(judge.statusCode).toBe(403);
  });
});

describe('an idempotency key', () => {
  it('reused with other scores is refused with 409, not replayed', async () => {
    const f = await round({ projects: 2, judges: 1 });
    const user = f.judges[0]!.user;
    const look = await f.next(user.id);
    const shared = key();
    expect((await f.submit(user.id, look.id, 6, shared)).statusCode).toBe(200);
    const same = await f.submit(user.id, look.id, 6, shared);
    expect(same.json()).toMatchObject({ replayed: true });
    const other = await f.submit(user.id, look.id, 9, shared);
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('judging.idempotencyKeyMismatch');
  });
});

describe('a conflict declared while a project is in front of the judge', () => {
  it('takes the project back on the next call, refuses its score and never counts it', async () => {
    const f = await round({ projects: 3, judges: 1 });
    const user = f.judges[0]!.user;
    const look = await f.next(user.id);
    // Stored behind the service's back, as a conflict landing between two reads would be.
    await t.db.insert(judgeConflicts).values({
      judgeId: f.judges[0]!.judge.id,
      projectId: look.project.id,
      source: 'organiser',
    });
    const refused = await f.submit(user.id, look.id, 9);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('judging.conflictOfInterest');
    const next = await f.next(user.id);
    expect(next.project.id).not.toBe(look.project.id);
    const stored = await t.db.select().from(judgingLooks).where(eq(judgingLooks.id, look.id));
    expect(stored).toEqual([]);
  });

  it('keeps a score made before the conflict out of the results', async () => {
    const f = await round({ projects: 2, judges: 1 });
    const { user, judge } = f.judges[0]!;
    const look = await f.next(user.id);
    await f.submit(user.id, look.id, 9);
    expect((await f.board()).entries[0].looks).toBe(1);
    const declared = await t.as(user.id, 'PUT', `${f.base}/me/conflicts`, { projectIds: [look.project.id] });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(judge.id).toBeGreaterThan(0);
    expect((await f.board()).entries.every((entry: { looks: number }) => entry.looks === 0)).toBe(true);
  });
});
