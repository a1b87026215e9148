/**
 * The proof that the maths works: simulated rounds with a known true order, judged by judges with
 * strong habits (harsh, generous, narrow, wide) and one who answers at random. Every round is seeded,
 * so these results are the same on every run; several seeds per claim keep them from resting on luck.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeBelief, judgeReliability, reviewJudges } from './crowd-bt';
import { buildLeaderboard } from './leaderboard';
import { createRng } from './random';
import { type JudgeHabits, mixedJudges, simulatePairwiseRound, simulateRubricRound } from './simulation';
import { mean, spearman } from './stats';
import type { ProjectId } from './types';

const SEEDS = Array.from({ length: 8 }, (_, i) => i + 1);

/** Spearman correlation between the true qualities and an estimate, over every project. */
function agreement(truth: Map<ProjectId, number>, estimate: (id: ProjectId) => number): number {
  const ids = [...truth.keys()];
  return spearman(
    ids.map((id) => truth.get(id)!),
    ids.map(estimate),
  );
}

describe('rubric scores normalised per judge', () => {
  let rounds: { normalised: number; raw: number }[] = [];
  beforeAll(() => {
    rounds = SEEDS.map((seed) => {
      const judges = mixedJudges(15, 1, createRng(seed * 7919));
      const round = simulateRubricRound({ seed, projectCount: 60, judges, targetLooks: 3 });
      const board = new Map(buildLeaderboard(round.looks).entries.map((entry) => [entry.projectId, entry]));
      const rawMean = (id: ProjectId) =>
        mean(round.looks.filter((look) => look.projectId === id).map((look) => look.score));
      return {
        normalised: agreement(round.truth, (id) => board.get(id)!.score),
        raw: agreement(round.truth, rawMean),
      };
    });
  });

  it('recovers the true order from three looks per project despite strong judge habits', () => {
    for (const { normalised } of rounds) expect(normalised).toBeGreaterThan(0.8);
    expect(mean(rounds.map((r) => r.normalised))).toBeGreaterThan(0.88);
  });

  it('beats plain means of raw scores when judges are harsh or generous', () => {
    for (const { normalised, raw } of rounds) expect(normalised).toBeGreaterThan(raw + 0.05);
    expect(mean(rounds.map((r) => r.normalised)) - mean(rounds.map((r) => r.raw))).toBeGreaterThan(0.15);
  });

  it('narrows the intervals when the target number of looks doubles', () => {
    const judges = mixedJudges(15, 1, createRng(11));
    const width = (targetLooks: number) => {
      const { entries } = buildLeaderboard(
        simulateRubricRound({ seed: 11, projectCount: 60, judges, targetLooks }).looks,
      );
      return mean(entries.map((entry) => entry.ciHigh - entry.ciLow));
    };
    expect(width(6)).toBeLessThan(width(3) * 0.85);
  });
});

describe('pairwise comparisons with Crowd BT', () => {
  const judges: JudgeHabits[] = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    bias: 0,
    scale: 1,
    isRandom: i === 0,
  }));
  const earnest = judges.slice(1).map((judge) => judge.id);
  const round = (seed: number, explorationRate?: number) =>
    simulatePairwiseRound({ seed, projectCount: 40, qualitySpread: 2, judges, steps: 30, explorationRate });
  const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
  type Round = ReturnType<typeof round>;
  let chosen: Round[] = [];
  let randomPairs: Round[] = [];
  beforeAll(() => {
    chosen = seeds.map((seed) => round(seed));
    randomPairs = seeds.map((seed) => round(seed, 1));
  });
  const order = (r: Round) => agreement(r.truth, (id) => r.beliefs.projects.get(id)!.mu);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('recovers the true order from about 15 comparisons per project', () => {
    for (const r of chosen) {
      expect(r.comparisons.length).toBe(290);
      expect(order(r)).toBeGreaterThan(0.8);
    }
  });

  it('ranks better with pairs chosen by information gain than with random pairs', () => {
    expect(mean(chosen.map(order))).toBeGreaterThan(mean(randomPairs.map(order)) + 0.01);
  });

  it('learns online that the judge answering at random is the least reliable', () => {
    const reliability = (r: Round, judgeId: number) => judgeReliability(judgeBelief(r.beliefs, judgeId));
    let lowest = 0;
    for (const r of randomPairs) {
      const others = earnest.map((id) => reliability(r, id));
      expect(reliability(r, 1)).toBeLessThan(median(others));
      if (reliability(r, 1) < Math.min(...others)) lowest++;
    }
    expect(lowest).toBeGreaterThanOrEqual(15);
  });

  it('singles out the random judge on review, even when informative (close) pairs hide them online', () => {
    let lowest = 0;
    for (const r of chosen) {
      const reviewed = reviewJudges(r.beliefs, r.comparisons);
      const others = earnest.map((id) => judgeReliability(reviewed.get(id)!));
      const randomJudge = judgeReliability(reviewed.get(1)!);
      expect(randomJudge).toBeLessThan(median(others));
      if (randomJudge < Math.min(...others)) lowest++;
    }
    expect(lowest).toBeGreaterThanOrEqual(15);
  });
});
