import { describe, expect, it } from 'vitest';
import { createRng, hashKey, normalDraw, shuffled } from './random';
import { averageRanks, digamma, kendallTau, lnBeta, lnGamma, mean, sampleVariance, spearman } from './stats';

describe('statistics helpers', () => {
  it('computes ln Γ and ψ at known points', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(lnGamma(10)).toBeCloseTo(Math.log(362880), 10);
    expect(lnGamma(0.1)).toBeCloseTo(2.252712651734206, 10);
    expect(digamma(1)).toBeCloseTo(-0.5772156649015329, 12);
    expect(digamma(0.5)).toBeCloseTo(-0.5772156649015329 - 2 * Math.log(2), 12);
    expect(digamma(50) - digamma(49)).toBeCloseTo(1 / 49, 12);
    expect(lnBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 12);
  });

  it('computes moments, ranks and rank correlations', () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
    expect(sampleVariance([1, 2, 3, 6])).toBeCloseTo(14 / 3, 12);
    expect(sampleVariance([4])).toBeNaN();
    expect(averageRanks([10, 30, 20, 20])).toEqual([1, 4, 2.5, 2.5]);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(kendallTau([1, 2, 3, 4], [1, 2, 4, 3])).toBeCloseTo(4 / 6, 12);
    expect(kendallTau([1, 2, 3], [3, 2, 1])).toBe(-1);
  });
});

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const draws = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng());
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws(7).every((value) => value >= 0 && value < 1)).toBe(true);
    expect(hashKey(1, 2, 3)).toBe(hashKey(1, 2, 3));
    expect(hashKey(1, 2, 3)).not.toBe(hashKey(1, 3, 2));
    expect(shuffled([1, 2, 3, 4, 5], createRng(1)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws standard normal values', () => {
    const rng = createRng(42);
    const values = Array.from({ length: 20_000 }, () => normalDraw(rng));
    expect(mean(values)).toBeCloseTo(0, 1);
    expect(sampleVariance(values)).toBeCloseTo(1, 1);
  });
});
