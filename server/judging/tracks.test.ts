import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judgingLooks } from '../db/schema';
import { testAppForFile } from '../test/app';
import {
  buildCategory,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildRound,
  linkCategory,
} from '../test/factories';
import { fitPairwiseModel } from './pairwise-model';
import { comparisonsOf } from './standings';

/** Tracks (prize categories) in one pairwise round: chains, fits and boards per track. */
const t = testAppForFile();

let keys = 0;
const key = () => `tracks-${keys++}-${Date.now()}`;

/** Two tracks of three projects each, and one project that competes in both. */
async function trackedRound(targetLooks = 2) {
  const { event, owner } = await buildEventWithOwner(t.db);
  const base = `/partners/events/${event.id}/judging`;
  const robots = await buildCategory(t.db, event.id, `Robots ${Date.now()}`);
  const poems = await buildCategory(t.db, event.id, `Poems ${Date.now()}`);
  const projects: { id: number; tracks: number[]; quality: number }[] = [];
  for (let i = 0; i < 7; i++) {
    const project = await buildProject(t.db, { eventId: event.id, title: `P${i}` });
    const tracks = i === 6 ? [robots.id, poems.id] : i < 3 ? [robots.id] : [poems.id];
    for (const track of tracks) await linkCategory(t.db, project.id, track);
    projects.push({ id: project.id, tracks, quality: i });
  }
  const round = await buildRound(t.db, event.id, { mode: 'pairwise', targetLooks });
  return { event, owner, base, robots, poems, projects, round };
}

describe('tracks in one pairwise round', () => {
  it('compare only projects of a shared track, and rank each track from the comparisons among its projects', async () => {
    const { owner, base, robots, poems, projects, round, event } = await trackedRound();
    const quality = new Map(projects.map((project) => [project.id, project.quality]));
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
          ...(look.comparedWith ? { preferred: better, margin: 'little' } : {}),
        });
        expect(answer.statusCode, answer.body).toBe(200);
      }
    }
    const tracksOf = new Map(projects.map((project) => [project.id, project.tracks]));
    const looks = await t.db
      .select()
      .from(judgingLooks)
      .where(eq(judgingLooks.roundId, round.id))
      .orderBy(judgingLooks.finishedAt, judgingLooks.id);
    const compared = looks.filter((look) => look.comparedWithId !== null);
    expect(compared.length).toBeGreaterThan(6);
    for (const look of compared) {
      const shared = tracksOf
        .get(look.projectId)!
        .filter((id) => tracksOf.get(look.comparedWithId!)!.includes(id));
      expect(shared.length, `${look.projectId} vs ${look.comparedWithId}`).toBeGreaterThan(0);
    }

    for (const track of [robots.id, poems.id]) {
      const board = await t.as(owner.id, 'GET', `${base}/rounds/${round.id}/leaderboard?categoryId=${track}`);
      expect(board.statusCode, board.body).toBe(200);
      const members = projects
        .filter((project) => project.tracks.includes(track))
        .map((project) => project.id);
      const entries = board.json().entries as {
        project: { id: number };
        score: number;
        pairwise: { comparisons: number };
      }[];
      expect(entries.map((entry) => entry.project.id).sort()).toEqual([...members].sort());
      // The board is the fit of this track's comparisons alone: one with a project of the other track
      // counts nowhere here.
      const among = comparisonsOf(looks).filter(
        (comparison) => members.includes(comparison.winnerId) && members.includes(comparison.loserId),
      );
      const fit = fitPairwiseModel(among, { projectIds: members });
      for (const entry of entries) {
        expect(entry.pairwise.comparisons).toBe(fit.projects.get(entry.project.id)!.comparisons);
        expect(entry.score).toBeCloseTo(fit.projects.get(entry.project.id)!.quality, 6);
      }
    }
  }, 60_000);

  it('hand a judge the track that needs looks most', async () => {
    const { base, robots, poems, projects, round, event } = await trackedRound(2);
    const [first, second, third, fourth] = await Promise.all(
      [1, 2, 3, 4].map(() => buildJudge(t.db, event.id)),
    );
    // Every robot project (the shared one too) already has its two looks from the second and third judges.
    const robotIds = projects
      .filter((project) => project.tracks.includes(robots.id))
      .map((project) => project.id);
    for (const judge of [second!, third!]) {
      await t.db.insert(judgingLooks).values(
        robotIds.map((projectId) => ({
          roundId: round.id,
          judgeId: judge.judge.id,
          projectId,
          status: 'done' as const,
          reason: 'needs-looks' as const,
          finishedAt: new Date(),
        })),
      );
    }
    // The first judge is at a robot project; after it, the chain leaves the robots for the poems.
    const [robotOnly] = robotIds;
    await t.db.insert(judgingLooks).values({
      roundId: round.id,
      judgeId: first!.judge.id,
      projectId: robotOnly!,
      status: 'done',
      reason: 'needs-looks',
      finishedAt: new Date(),
    });
    const next = (await t.as(first!.user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    const poemIds = projects
      .filter((project) => project.tracks.includes(poems.id))
      .map((project) => project.id);
    expect(poemIds).toContain(next.project.id);
    expect(next.comparedWith).toBeNull();
    // A fresh judge starts where the most looks are owed: the poems too.
    const fresh = (await t.as(fourth!.user.id, 'POST', `${base}/rounds/${round.id}/next`)).json().look;
    expect(poemIds).toContain(fresh.project.id);
  }, 60_000);

  it('is for event staff: 401 without a login, 403 for a judge, 400 for a bad category, 404 for another event’s', async () => {
    const { base, robots, round, event } = await trackedRound();
    const { user } = await buildJudge(t.db, event.id);
    const path = `${base}/rounds/${round.id}/leaderboard?categoryId=${robots.id}`;
    expect((await t.as(null, 'GET', path)).statusCode).toBe(401);
    expect((await t.as(user.id, 'GET', path)).statusCode).toBe(403);
    const other = await trackedRound();
    const { owner } = other;
    expect(
      (await t.as(owner.id, 'GET', `${other.base}/rounds/${other.round.id}/leaderboard?categoryId=abc`))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.as(
          owner.id,
          'GET',
          `${other.base}/rounds/${other.round.id}/leaderboard?categoryId=${robots.id}`,
        )
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});
