import { beforeAll, describe, expect, it } from 'vitest';
import { awards } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildCategory,
  buildCriteria,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildRound,
  buildUser,
  linkCategory,
} from '../test/factories';

/** Results of a round scored through the API: leaderboard, progress, review, CSV, awards, feedback. */
const t = testAppForFile();

let keys = 0;
const key = () => `results-${keys++}-${Date.now()}`;

/**
 * Three judges score four projects on one 1–5 criterion. Quality order: D > C > B > A; the third judge
 * is harsh (one point lower), which per-judge normalisation must not punish.
 */
async function scoredRound() {
  const { event, owner } = await buildEventWithOwner(t.db);
  const base = `/partners/events/${event.id}/judging`;
  const science = await buildCategory(t.db, event.id, `Science ${Date.now()}`);
  const titles = ['A', 'B', 'C', '=HYPERLINK("x")'];
  const projects = [];
  for (const [i, title] of titles.entries()) {
    const project = await buildProject(t.db, { eventId: event.id, title, tableNumber: String(i + 1) });
    if (i % 2 === 1) await linkCategory(t.db, project.id, science.id);
    projects.push(project);
  }
  const teamMember = await buildUser(t.db);
  await addTeamMember(t.db, projects[3]!.id, teamMember.id);
  const [criterion] = await buildCriteria(t.db, event.id, [{ name: 'Overall' }]);
  const round = await buildRound(t.db, event.id, { targetLooks: 3 });
  const judges = await Promise.all([1, 2, 3].map(() => buildJudge(t.db, event.id)));
  const quality = new Map(projects.map((project, i) => [project.id, i + 2]));
  for (const [j, { user }] of judges.entries()) {
    for (let n = 0; n < projects.length; n++) {
      const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
      const score = Math.max(1, quality.get(look.project.id)! - (j === 2 ? 1 : 0));
      const answer = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, {
        idempotencyKey: key(),
        scores: [{ criterionId: criterion!.id, score }],
        note: j === 0 ? '+private' : null,
        comment: `Comment ${j} on ${look.project.title}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  }
  return { event, owner, base, round, projects, judges, science, teamMember };
}

type BoardEntry = { score: number; ciLow: number; ciHigh: number; looks: number; unsettled: unknown };

/**
 * Checks each entry's `unsettled` against the cuts after places 1, 3 and 5 computed here: null when its
 * interval clears the nearest cut, else that cut and a number of looks that, with precision growing in
 * proportion to looks, just clears it. Answers how many places are unsettled.
 */
function checkUnsettled(entries: BoardEntry[], confidence: 0.8 | 0.95): number {
  const z = confidence === 0.8 ? 1.2815515655 : 1.9599639845;
  const cuts = [1, 3, 5]
    .filter((k) => k < entries.length)
    .map((k) => ({ cutoff: k, at: (entries[k - 1]!.score + entries[k]!.score) / 2 }));
  let count = 0;
  for (const entry of entries) {
    const distance = (cut: { at: number }) => Math.abs(entry.score - cut.at);
    const nearest = [...cuts].sort((a, b) => distance(a) - distance(b))[0]!;
    if (entry.ciLow > nearest.at || entry.ciHigh < nearest.at) {
      expect(entry.unsettled).toBeNull();
      continue;
    }
    count++;
    expect(entry.unsettled).toMatchObject({ cutoff: nearest.cutoff });
    const { looksToSettle } = entry.unsettled as { looksToSettle: number | null };
    if (looksToSettle === null) continue;
    expect(looksToSettle).toBeGreaterThanOrEqual(1);
    expect(looksToSettle).toBeLessThanOrEqual(20);
    const precision = (2 * z) ** 2 / (entry.ciHigh - entry.ciLow) ** 2;
    const sdAfter = (more: number) => 1 / Math.sqrt(precision + ((precision - 1) / entry.looks) * more);
    expect(z * sdAfter(looksToSettle)).toBeLessThan(distance(nearest) + 1e-9);
    if (looksToSettle > 1) expect(z * sdAfter(looksToSettle - 1)).toBeGreaterThan(distance(nearest));
  }
  return count;
}

let fixture: Awaited<ReturnType<typeof scoredRound>>;
beforeAll(async () => {
  fixture = await scoredRound();
}, 120_000);

describe('the leaderboard', () => {
  it('ranks by normalised score with an interval, per round and per category', async () => {
    const { owner, base, round, projects } = fixture;
    const board = await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard`);
    expect(board.statusCode, board.body).toBe(200);
    const entries = board.json().entries;
    expect(entries.map((e: { project: { id: number } }) => e.project.id)).toEqual(
      [...projects].reverse().map((project) => project.id),
    );
    for (const entry of entries) {
      expect(entry.looks).toBe(3);
      expect(entry.ciLow).toBeLessThan(entry.score);
      expect(entry.ciHigh).toBeGreaterThan(entry.score);
      expect(entry.rubric.score).toBe(entry.score);
    }
    expect(entries[0].project).toMatchObject({ tableNumber: '4', title: '=HYPERLINK("x")' });
    const wider = (
      await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard?confidence=0.99`)
    ).json();
    expect(wider.entries[0].ciHigh - wider.entries[0].ciLow).toBeGreaterThan(
      entries[0].ciHigh - entries[0].ciLow,
    );
    expect(
      (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard?confidence=0.5`)).statusCode,
    ).toBe(400);

    const science = (
      await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard?categoryId=${fixture.science.id}`)
    ).json();
    expect(
      science.entries.map((e: { rank: number; project: { id: number } }) => [e.rank, e.project.id]),
    ).toEqual([
      [1, projects[3]!.id],
      [2, projects[1]!.id],
    ]);
    expect(
      board.json().needsMoreLooks.every((item: { reason: string }) => item.reason !== 'under-target'),
    ).toBe(true);
  });

  it('calls places settled where the intervals clear every prize cut', async () => {
    const { owner, base, round } = fixture;
    for (const confidence of [0.8, 0.95] as const) {
      const board = (
        await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard?confidence=${confidence}`)
      ).json();
      // The judges agree on the order: every place is settled.
      expect(checkUnsettled(board.entries, confidence)).toBe(0);
    }
  });

  it('shows judge progress, the plan and each judge’s habits', async () => {
    const { owner, base, round, judges } = fixture;
    const progress = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/progress`)).json();
    expect(progress.projects).toEqual({ total: 4, atTarget: 4 });
    expect(progress.judges).toHaveLength(3);
    expect(progress.judges[0]).toMatchObject({
      done: 4,
      skipped: 0,
      inProgressProjectId: null,
      planned: 0,
      assigned: 4,
    });
    const plan = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/plan`)).json();
    expect(plan).toMatchObject({ roundId: round.id, shortfalls: [], rejectedPins: [] });
    const review = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/judge-review`)).json();
    const harsh = review.judges.find((j: { judgeId: number }) => j.judgeId === judges[2]!.judge.id);
    const fair = review.judges.find((j: { judgeId: number }) => j.judgeId === judges[0]!.judge.id);
    expect(harsh.rubric.rawMean).toBeLessThan(fair.rubric.rawMean);
    expect(harsh.pairwise).toBeNull();
  });

  it('exports every look as formula-safe CSV', async () => {
    const { owner, base, round } = fixture;
    const answer = await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/scores.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toContain('raw_score,Overall (criterion');
    expect(answer.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(answer.body).toContain("'+private");
    expect(answer.body).not.toMatch(/,=HYPERLINK/);
  });

  it('is for event staff only', async () => {
    const { event, base, round, judges } = fixture;
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    expect((await t.as(viewer.id, 'GET', `${base}/rounds/${round.id}/leaderboard`)).statusCode).toBe(200);
    expect((await t.as(judges[0]!.user.id, 'GET', `${base}/rounds/${round.id}/leaderboard`)).statusCode).toBe(
      403,
    );
    expect((await t.as(null, 'GET', `${base}/rounds/${round.id}/scores.csv`)).statusCode).toBe(401);
    expect(
      (await t.as(viewer.id, 'POST', `${base}/rounds/${round.id}/awards`, { places: [1] })).statusCode,
    ).toBe(403);
  });
});

describe('results to awards', () => {
  it('give the top projects their awards in one step, which the winners page shows once published', async () => {
    const { event, owner, base, round, projects } = fixture;
    const [gold, finalist] = await t.db
      .insert(awards)
      .values([
        { eventId: event.id, name: 'Gold', rank: 30 },
        { eventId: event.id, name: 'Finalist', rank: 10 },
      ])
      .returning();
    const given = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/awards`, {
      places: [gold!.id, finalist!.id, finalist!.id],
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(
      given
        .json()
        .given.map((g: { place: number; awardId: number; projectId: number }) => [
          g.place,
          g.awardId,
          g.projectId,
        ]),
    ).toEqual([
      [1, gold!.id, projects[3]!.id],
      [2, finalist!.id, projects[2]!.id],
      [3, finalist!.id, projects[1]!.id],
    ]);
    // Again, top 1 of the science category only: Gold moves, the finalists stay.
    await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/awards`, {
      categoryId: fixture.science.id,
      places: [gold!.id],
    });
    await t.as(owner.id, 'PATCH', `/partners/events/${event.id}`, { awardsPublished: true });
    const winners = (await t.as(null, 'GET', `/partners/events/${event.slug}/winners`)).json();
    const byName = Object.fromEntries(
      winners.awards.map((a: { name: string; projects: { id: number }[] }) => [
        a.name,
        a.projects.map((p) => p.id).sort(),
      ]),
    );
    expect(byName.Gold).toEqual([projects[3]!.id]);
    expect(byName.Finalist).toEqual([projects[1]!.id, projects[2]!.id].sort());

    const tooMany = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/awards`, {
      places: [1, 2, 3, 4, 5].map(() => gold!.id),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().key).toBe('judging.notEnoughResults');
    const unknown = await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/awards`, { places: [999999] });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.as(owner.id, 'POST', `${base}/rounds/${round.id}/awards`, { places: [] })).statusCode,
    ).toBe(400);
  });
});

describe("judges' feedback", () => {
  it('reaches only the team, and only once the organiser releases it', async () => {
    const { owner, base, round, projects, teamMember } = fixture;
    const url = `/project/${projects[3]!.id}/judging-feedback`;
    expect((await t.as(teamMember.id, 'GET', url)).json()).toEqual({ feedback: [] });
    const released = await t.as(owner.id, 'PUT', `${base}/rounds/${round.id}/feedback`, { released: true });
    expect(released.json().feedback).toBe(undefined);
    expect(released.json().feedbackReleased).toBe(true);
    const feedback = (await t.as(teamMember.id, 'GET', url)).json().feedback;
    expect(feedback).toEqual([
      {
        roundId: round.id,
        roundName: round.name,
        comments: expect.arrayContaining([0, 1, 2].map((j) => `Comment ${j} on =HYPERLINK("x")`)),
      },
    ]);
    expect(JSON.stringify(feedback)).not.toContain('private');
    expect((await t.as(null, 'GET', url)).statusCode).toBe(401);
    const stranger = await buildUser(t.db);
    expect((await t.as(stranger.id, 'GET', url)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'GET', url)).statusCode).toBe(200);
  });
});

describe('pairwise and combined rounds', () => {
  it('rank by the joint pairwise model, and break rubric near-ties with it, reviewing each judge', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const base = `/partners/events/${event.id}/judging`;
    // Built one after another so that ids rise with quality: the rubric breaks its ties by id, so with
    // equal rubric scores its order is the reverse of the true one and pairwise must reorder it.
    const projects = [];
    for (const i of [0, 1, 2, 3]) {
      projects.push(await buildProject(t.db, { eventId: event.id, title: `P${i}` }));
    }
    const quality = new Map(projects.map((project, i) => [project.id, i]));
    const [criterion] = await buildCriteria(t.db, event.id, [{ name: 'Overall' }]);
    for (const mode of ['pairwise', 'both'] as const) {
      const round = await buildRound(t.db, event.id, { mode, targetLooks: 3 });
      const judges = await Promise.all([1, 2, 3].map(() => buildJudge(t.db, event.id)));
      for (const { user } of judges) {
        for (let n = 0; n < projects.length; n++) {
          const look = (await t.as(user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
          if (!look) break;
          const better =
            look.comparedWith && quality.get(look.project.id)! > quality.get(look.comparedWith.id)!
              ? 'current'
              : 'previous';
          const answer = await t.as(user.id, 'POST', `${base}/looks/${look.id}/submit`, {
            idempotencyKey: key(),
            ...(look.comparedWith ? { preferred: better } : {}),
            ...(mode === 'both' ? { scores: [{ criterionId: criterion!.id, score: 3 }] } : {}),
          });
          expect(answer.statusCode, answer.body).toBe(200);
        }
      }
      const board = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard`)).json();
      expect(board.mode).toBe(mode);
      // The board follows the comparisons. With a dozen answers two neighbours that never met may
      // stand either way round (the chain of looks differs between databases), so one adjacent swap is
      // allowed: a Spearman correlation of 0.8 or more with the true order of four.
      const places = board.entries.map(
        (entry: { project: { id: number } }) => quality.get(entry.project.id)!,
      );
      const squares = places.reduce((sum: number, q: number, i: number) => sum + (3 - i - q) ** 2, 0);
      expect(1 - (6 * squares) / 60, places.join(' ')).toBeGreaterThanOrEqual(0.8);
      expect(board.entries[0].pairwise.comparisons).toBeGreaterThan(0);
      // A handful of comparisons: some places are not settled yet, and the board says so.
      if (mode === 'pairwise') expect(checkUnsettled(board.entries, 0.95)).toBeGreaterThan(0);
      if (mode === 'both') {
        // Equal rubric scores everywhere: the order comes from pairwise.
        expect(
          board.entries.some((entry: { reorderedByPairwise: boolean }) => entry.reorderedByPairwise),
        ).toBe(true);
        expect(board.entries[0].rubric).not.toBeNull();
      }
      const review = (await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/judge-review`)).json();
      // Judges of the other round compared nothing here.
      const comparing = review.judges.filter((judge: { pairwise: unknown }) => judge.pairwise !== null);
      expect(comparing.map((judge: { judgeId: number }) => judge.judgeId).sort()).toEqual(
        judges.map(({ judge }) => judge.id).sort(),
      );
      for (const judge of comparing) {
        expect(judge.pairwise.reliability).toBeGreaterThan(0.5);
        expect(judge.pairwise.reviewedReliability).toBeGreaterThan(0.5);
      }
    }
  }, 60_000);
});
