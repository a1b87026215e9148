import { describe, expect, it } from 'vitest';
import { simulateAccuracy } from './accuracy-simulation';
import { fitPairwiseModel, gradedCalibration, type PairwiseAnswer } from './pairwise-model';
import { createRng, normalDraw } from './random';
import { spearman } from './stats';

describe('the joint model of pairwise answers', () => {
  const rng = createRng(5);
  const quality = Array.from({ length: 30 }, () => normalDraw(rng));
  const answers: PairwiseAnswer[] = [];
  for (let round = 0; round < 6; round++) {
    for (let p = 0; p < quality.length; p++) {
      const o = (p + 1 + Math.floor(rng() * (quality.length - 1))) % quality.length;
      // Judges 1–3 answer in earnest with a little noise, judge 9 tosses a coin.
      for (const judgeId of [1, 2, 3, 9]) {
        const earnest = quality[p]! + 0.3 * normalDraw(rng) > quality[o]! + 0.3 * normalDraw(rng);
        const pWins = judgeId === 9 ? rng() < 0.5 : earnest;
        answers.push({ judgeId, winnerId: pWins ? p + 1 : o + 1, loserId: pWins ? o + 1 : p + 1 });
      }
    }
  }

  it('recovers the order, weighs a careless judge down and gives honest intervals', () => {
    const fit = fitPairwiseModel(answers);
    const estimates = quality.map((_, p) => fit.projects.get(p + 1)!);
    expect(
      spearman(
        estimates.map((estimate) => estimate.quality),
        quality,
      ),
    ).toBeGreaterThan(0.9);
    expect(fit.judges.get(9)!.weight).toBeLessThan(0.6 * fit.judges.get(1)!.weight);
    for (const estimate of estimates) {
      expect(estimate.ciLow).toBeLessThan(estimate.quality);
      expect(estimate.ciHigh).toBeGreaterThan(estimate.quality);
    }
  });

  it('is deterministic and gives an unseen project the prior', () => {
    const fit = fitPairwiseModel(answers, { projectIds: [99] });
    expect(fitPairwiseModel(answers, { projectIds: [99] }).projects.get(7)).toEqual(fit.projects.get(7));
    expect(fit.projects.get(99)!.quality).toBeCloseTo(0, 1);
    expect(fit.projects.get(99)!.comparisons).toBe(0);
  });

  it('agrees with the exact inverse where it falls back to the second-order variances', () => {
    // 400 projects are past the dense inverse; the approximation must stay close to honest widths.
    const big: PairwiseAnswer[] = [];
    const r = createRng(9);
    for (let i = 0; i < 1600; i++) {
      const a = 1 + Math.floor(r() * 400);
      const b = 1 + ((a + Math.floor(r() * 399)) % 400);
      big.push({ judgeId: 1 + (i % 10), winnerId: a, loserId: b });
    }
    const fit = fitPairwiseModel(big);
    for (const estimate of fit.projects.values()) {
      expect(estimate.sd).toBeGreaterThan(0.1);
      expect(estimate.sd).toBeLessThanOrEqual(1);
    }
  });

  it('ranks better than the win share at 5 looks per project under realistic judges', () => {
    const runs = [21, 22, 23, 24].map((seed) => simulateAccuracy('pairwise', seed, [5])[0]!);
    const gain = runs.reduce((sum, run) => sum + run.spearman - run.naiveSpearman, 0) / runs.length;
    expect(gain).toBeGreaterThan(0.02);
    const coverage = runs.reduce((sum, run) => sum + run.coverage, 0) / runs.length;
    expect(coverage).toBeGreaterThan(0.88);
  }, 60_000);

  it('recovers a known order better from graded answers than from plain ones (same pairs, same judges)', () => {
    const r = createRng(17);
    const truth = Array.from({ length: 30 }, () => normalDraw(r));
    const plain: PairwiseAnswer[] = [];
    const graded: PairwiseAnswer[] = [];
    for (let i = 0; i < 90; i++) {
      const a = Math.floor(r() * 30);
      const b = (a + 1 + Math.floor(r() * 29)) % 30;
      const judgeId = 1 + (i % 6);
      // Judge 6 answers at random; the others see the difference with noise and grade it.
      const seen = judgeId === 6 ? 3 * normalDraw(r) : 1.5 * (truth[a]! - truth[b]!) + normalDraw(r);
      const [winnerId, loserId] = seen > 0 ? [a + 1, b + 1] : [b + 1, a + 1];
      const size = Math.abs(seen);
      plain.push({ judgeId, winnerId, loserId });
      graded.push({ judgeId, winnerId, loserId, margin: size < 0.5 ? 'same' : size < 2 ? 'little' : 'much' });
    }
    const agreement = (answers: PairwiseAnswer[]) => {
      const fit = fitPairwiseModel(answers);
      return spearman(
        truth.map((_, p) => fit.projects.get(p + 1)!.quality),
        truth,
      );
    };
    expect(agreement(graded)).toBeGreaterThan(agreement(plain) + 0.03);
    // The fit learns the judges' thresholds: "about the same" ends before "much better" starts.
    const fit = fitPairwiseModel(graded);
    expect(fit.cuts[0]).toBeGreaterThan(0);
    expect(fit.cuts[1]).toBeGreaterThan(fit.cuts[0]);
    // Plain answers alone fit exactly as before graded answers existed.
    expect(fitPairwiseModel(plain).cuts).toEqual([0.5, 2]);
  });

  it('calibrates graded intervals by comparisons, leaves plain ones and the order as fitted', () => {
    // Wider than the Laplace interval below 10 comparisons, narrower above, not at all for plain answers.
    expect(gradedCalibration(10, 1)).toBeCloseTo(1, 12);
    expect(gradedCalibration(5, 1)).toBeGreaterThan(1.1);
    expect(gradedCalibration(24, 1)).toBeLessThan(0.85);
    expect(gradedCalibration(5, 0)).toBe(1);
    expect(gradedCalibration(5, 0.5)).toBeCloseTo(Math.sqrt(gradedCalibration(5, 1)), 12);
    const r = createRng(17);
    const plain: PairwiseAnswer[] = [];
    const graded: PairwiseAnswer[] = [];
    for (let i = 0; i < 60; i++) {
      const a = Math.floor(r() * 20);
      const b = (a + 1 + Math.floor(r() * 19)) % 20;
      const seen = (a - b) / 5 + normalDraw(r);
      const [winnerId, loserId] = seen > 0 ? [a + 1, b + 1] : [b + 1, a + 1];
      plain.push({ judgeId: 1 + (i % 4), winnerId, loserId });
      graded.push({
        judgeId: 1 + (i % 4),
        winnerId,
        loserId,
        margin: Math.abs(seen) < 1 ? 'little' : 'much',
      });
    }
    const calibrated = fitPairwiseModel(graded);
    const laplace = fitPairwiseModel(graded, { calibrate: false });
    for (const [projectId, estimate] of calibrated.projects) {
      const raw = laplace.projects.get(projectId)!;
      expect(estimate.quality).toBe(raw.quality);
      expect(estimate.sd).toBeCloseTo(raw.sd * gradedCalibration(estimate.comparisons, 1), 12);
    }
    expect(fitPairwiseModel(plain)).toEqual(fitPairwiseModel(plain, { calibrate: false }));
  });

  it('ranks better than the win share at 3 and 5 looks per project with graded answers', () => {
    const runs = [21, 22, 23, 24].map((seed) =>
      simulateAccuracy('pairwise', seed, [3, 5], Number.POSITIVE_INFINITY, { graded: true }),
    );
    for (const step of [0, 1]) {
      const gain =
        runs.reduce((sum, run) => sum + run[step]!.spearman - run[step]!.naiveSpearman, 0) / runs.length;
      expect(gain).toBeGreaterThan(0.02);
    }
    const plain = [21, 22, 23, 24].map((seed) => simulateAccuracy('pairwise', seed, [5])[0]!.spearman);
    const graded = runs.map((run) => run[1]!.spearman);
    expect(graded.reduce((a, b) => a + b) / 4).toBeGreaterThan(plain.reduce((a, b) => a + b) / 4 + 0.03);
  }, 120_000);
});
