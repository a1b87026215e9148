import { describe, expect, it } from 'vitest';
import {
  applyComparison,
  CROWD_BT_DEFAULTS,
  createCrowdBtState,
  judgeBelief,
  judgeReliability,
  pairwiseLeaderboard,
  replayComparisons,
  reviewJudges,
  updateBeliefs,
} from './crowd-bt';
import { betaDivergence, expectedInformationGain, gaussianDivergence } from './crowd-bt-information-gain';
import { lnBeta } from './stats';

const judge = { alpha: 10, beta: 1 };
const winner = { mu: 0.5, sigmaSq: 0.8 };
const loser = { mu: -0.2, sigmaSq: 0.6 };

/** ln P(winner beats loser | strengths), with the judge's reliability integrated out. */
const logLikelihood = (sw: number, sl: number, alpha = judge.alpha, beta = judge.beta) =>
  Math.log((alpha * Math.exp(sw) + beta * Math.exp(sl)) / ((alpha + beta) * (Math.exp(sw) + Math.exp(sl))));

/** ∫₀¹ f(η) Beta(η; α, β) dη by Simpson's rule. */
function betaExpectation(f: (eta: number) => number, alpha: number, beta: number): number {
  const steps = 20_000;
  const h = 1 / steps;
  let sum = 0;
  for (let i = 0; i <= steps; i++) {
    const eta = Math.min(Math.max(i * h, 1e-12), 1 - 1e-12);
    const density = Math.exp(
      (alpha - 1) * Math.log(eta) + (beta - 1) * Math.log(1 - eta) - lnBeta(alpha, beta),
    );
    sum += (i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2) * f(eta) * density;
  }
  return (sum * h) / 3;
}

describe('Crowd Bradley–Terry update', () => {
  it('moves each mean by its variance times the slope of the log-likelihood', () => {
    const h = 1e-5;
    const slope = (logLikelihood(winner.mu + h, loser.mu) - logLikelihood(winner.mu - h, loser.mu)) / (2 * h);
    const curvature =
      (logLikelihood(winner.mu + h, loser.mu) -
        2 * logLikelihood(winner.mu, loser.mu) +
        logLikelihood(winner.mu - h, loser.mu)) /
      h ** 2;
    const updated = updateBeliefs(judge, winner, loser);
    expect(updated.winner.mu - winner.mu).toBeCloseTo(winner.sigmaSq * slope, 8);
    expect(loser.mu - updated.loser.mu).toBeCloseTo(loser.sigmaSq * slope, 8);
    expect(updated.winner.sigmaSq).toBeCloseTo(winner.sigmaSq * (1 + winner.sigmaSq * curvature), 5);
    expect(updated.loser.sigmaSq).toBeCloseTo(loser.sigmaSq * (1 + loser.sigmaSq * curvature), 5);
  });

  it('updates the judge to the Beta matching the first two moments of the exact posterior', () => {
    const p = 1 / (1 + Math.exp(loser.mu - winner.mu));
    const c1 = p + 0.5 * (winner.sigmaSq + loser.sigmaSq) * p * (1 - p) * (1 - 2 * p);
    const likelihood = (eta: number) => c1 * eta + (1 - c1) * (1 - eta);
    const evidence = betaExpectation(likelihood, judge.alpha, judge.beta);
    const m1 = betaExpectation((eta) => eta * likelihood(eta), judge.alpha, judge.beta) / evidence;
    const m2 = betaExpectation((eta) => eta * eta * likelihood(eta), judge.alpha, judge.beta) / evidence;
    const { judge: updated, probability } = updateBeliefs(judge, winner, loser);
    const sum = updated.alpha + updated.beta;
    expect(probability).toBeCloseTo(evidence, 8);
    expect(updated.alpha / sum).toBeCloseTo(m1, 8);
    expect((updated.alpha * (updated.alpha + 1)) / (sum * (sum + 1))).toBeCloseTo(m2, 8);
  });

  it('agrees with an independent implementation of the paper (Gavel) on sample inputs', () => {
    const a = updateBeliefs(judge, winner, loser);
    expect([a.judge.alpha, a.judge.beta, a.winner.mu, a.winner.sigmaSq, a.loser.mu, a.loser.sigmaSq]).toEqual(
      [
        10.299719001260955, 0.9966026991453915, 0.7276024031859456, 0.6869492402528383, -0.3707018023894592,
        0.5364089476422216,
      ].map((value) => expect.closeTo(value, 10)),
    );
    expect(expectedInformationGain(judge, winner, loser)).toBeCloseTo(0.11063278723520745, 10);
    const b = updateBeliefs({ alpha: 4, beta: 3 }, { mu: -1, sigmaSq: 0.3 }, { mu: 1.2, sigmaSq: 0.9 });
    expect([b.judge.alpha, b.judge.beta, b.winner.mu, b.loser.sigmaSq]).toEqual(
      [3.855479950163731, 3.520168559921176, -0.9913089460565997, 0.9181045767175302].map((value) =>
        expect.closeTo(value, 10),
      ),
    );
  });

  it('trusts a judge more when they confirm a settled order and less when they contradict it', () => {
    const strong = { mu: 2, sigmaSq: 0.1 };
    const weak = { mu: -2, sigmaSq: 0.1 };
    expect(judgeReliability(updateBeliefs(judge, strong, weak).judge)).toBeGreaterThan(
      judgeReliability(judge),
    );
    expect(judgeReliability(updateBeliefs(judge, weak, strong).judge)).toBeLessThan(judgeReliability(judge));
    expect(judgeReliability(judge)).toBeCloseTo(10 / 11, 12);
  });
});

describe('expected information gain', () => {
  it('prefers close, uncertain pairs to settled ones, whichever way round they are asked', () => {
    const uncertain = expectedInformationGain(judge, { mu: 0, sigmaSq: 1 }, { mu: 0.1, sigmaSq: 1 });
    const settled = expectedInformationGain(judge, { mu: 3, sigmaSq: 0.05 }, { mu: -3, sigmaSq: 0.05 });
    expect(settled).toBeGreaterThan(0);
    expect(uncertain).toBeGreaterThan(10 * settled);
    expect(expectedInformationGain(judge, winner, loser)).toBeCloseTo(
      expectedInformationGain(judge, loser, winner),
      12,
    );
  });

  it('measures divergences that vanish only for identical beliefs', () => {
    expect(gaussianDivergence(winner, winner)).toBe(0);
    expect(gaussianDivergence({ mu: 1, sigmaSq: 1 }, { mu: 0, sigmaSq: 1 })).toBeCloseTo(0.5, 12);
    expect(betaDivergence(judge, judge)).toBeCloseTo(0, 12);
    // KL(uniform ‖ Beta(2, 1)) = ∫ ln(1 / 2x) dx = 1 − ln 2.
    expect(betaDivergence({ alpha: 1, beta: 1 }, { alpha: 2, beta: 1 })).toBeCloseTo(1 - Math.log(2), 10);
  });
});

describe('replaying comparisons', () => {
  const comparisons = [
    { judgeId: 1, winnerId: 1, loserId: 2 },
    { judgeId: 2, winnerId: 2, loserId: 3 },
    { judgeId: 1, winnerId: 1, loserId: 3 },
    { judgeId: 2, winnerId: 3, loserId: 3 },
  ];

  it('rebuilds exactly the state of the online updates, ignoring self-comparisons', () => {
    const online = createCrowdBtState({ projectIds: [4] });
    for (const comparison of comparisons) applyComparison(online, comparison);
    const replayed = replayComparisons(comparisons, { projectIds: [4] });
    expect(replayed.projects).toEqual(online.projects);
    expect(replayed.judges).toEqual(online.judges);
    expect(replayed.comparisons).toEqual(
      new Map([
        [1, 2],
        [2, 2],
        [3, 2],
      ]),
    );
    expect(replayed.projects.get(4)).toEqual({ mu: 0, sigmaSq: 1 });
  });

  it('depends on the order of comparisons, as online updates do', () => {
    const reversed = replayComparisons([...comparisons].reverse());
    expect(reversed.projects.get(1)!.mu).not.toBeCloseTo(
      replayComparisons(comparisons).projects.get(1)!.mu,
      12,
    );
  });

  it('ranks projects by μ with μ ± z·σ intervals', () => {
    const state = replayComparisons(comparisons, { projectIds: [4] });
    const board = pairwiseLeaderboard(state);
    expect(board.map((entry) => entry.projectId)).toEqual([1, 4, 2, 3]);
    for (const entry of board) {
      expect(entry.ciHigh - entry.score).toBeCloseTo(1.9599639845 * entry.sigma, 10);
    }
    expect(board.find((entry) => entry.projectId === 4)).toMatchObject({
      comparisons: 0,
      sigma: 1,
      score: 0,
    });
  });

  it('reviews judges against the final beliefs without touching them', () => {
    const ordered = Array.from({ length: 12 }, (_, i) => ({
      judgeId: 1,
      winnerId: (i % 4) + 1,
      loserId: (i % 4) + 2,
    }));
    const contrarian = [
      { judgeId: 2, winnerId: 5, loserId: 1 },
      { judgeId: 2, winnerId: 4, loserId: 2 },
    ];
    const all = [...ordered, ...contrarian];
    const state = replayComparisons(all);
    const before = structuredClone(state.projects);
    const reviewed = reviewJudges(state, all);
    expect(state.projects).toEqual(before);
    expect(judgeReliability(reviewed.get(2)!)).toBeLessThan(judgeReliability(reviewed.get(1)!));
    expect(judgeBelief(state, 3)).toEqual({
      alpha: CROWD_BT_DEFAULTS.alphaPrior,
      beta: CROWD_BT_DEFAULTS.betaPrior,
    });
  });
});
