import { describe, expect, it } from 'vitest';
import { normaliseLooks, type RubricLook } from './judge-normalisation';

/** Judge `judgeId` scores projects 1..n with the given raw scores. */
const looksOf = (judgeId: number, scores: number[]): RubricLook[] =>
  scores.map((score, i) => ({ judgeId, projectId: i + 1, score }));

const zsOf = (looks: { judgeId: number; z: number }[], judgeId: number) =>
  looks.filter((look) => look.judgeId === judgeId).map((look) => look.z);

const base = [0.3, 0.5, 0.4, 0.7, 0.6, 0.45];
const noPriors = { meanPriorLooks: 0, variancePriorLooks: 0 };

describe('per-judge normalisation', () => {
  it('makes a harsh, a generous and a wide-ranging judge count alike', () => {
    const looks = [
      ...looksOf(1, base),
      ...looksOf(
        2,
        base.map((score) => score + 0.25),
      ),
      ...looksOf(
        3,
        base.map((score) => 0.5 + 2 * (score - 0.5)),
      ),
    ];
    const { looks: normalised } = normaliseLooks(looks, noPriors);
    for (const judgeId of [2, 3]) {
      zsOf(normalised, judgeId).forEach((z, i) => {
        expect(z).toBeCloseTo(zsOf(normalised, 1)[i]!, 10);
      });
    }
    expect(zsOf(normalised, 1)[3]).toBeGreaterThan(1);
  });

  it('keeps a little of a judge’s habit when they have few looks (shrinkage), none when priors are off', () => {
    const looks = [
      ...looksOf(1, base),
      ...looksOf(
        2,
        base.map((score) => score + 0.2),
      ),
    ];
    const shrunk = normaliseLooks(looks);
    const judge2 = shrunk.judges.get(2)!;
    // Six looks against two pseudo-looks at the pooled mean: 6/8 of the way to the judge's own mean.
    expect(judge2.mean).toBeCloseTo((6 * judge2.rawMean + 2 * shrunk.pooledMean) / 8, 12);
    expect(judge2.mean).toBeLessThan(judge2.rawMean);
    expect(normaliseLooks(looks, noPriors).judges.get(2)!.mean).toBeCloseTo(judge2.rawMean, 12);
  });

  it('still reads something from a judge with a single look, relative to the pooled statistics', () => {
    const looks = [...looksOf(1, base), ...looksOf(2, base), { judgeId: 3, projectId: 4, score: 0.9 }];
    const result = normaliseLooks(looks);
    const single = result.looks.at(-1)!;
    const judge = result.judges.get(3)!;
    // The mean is pulled 2/3 of the way to the pooled mean and the spread is the pooled spread.
    expect(judge.mean).toBeCloseTo((0.9 + 2 * result.pooledMean) / 3, 12);
    expect(judge.sd).toBeCloseTo(result.pooledSd, 12);
    expect(single.z).toBeGreaterThan(0.5);
    // Without shrinkage the single look would be exactly the judge's mean: no information at all.
    expect(normaliseLooks(looks, noPriors).looks.at(-1)!.z).toBe(0);
  });

  it('gives a judge who always scores the same a small, finite spread', () => {
    const looks = [...looksOf(1, base), ...looksOf(2, [0.6, 0.6, 0.6, 0.6, 0.6, 0.6])];
    const { looks: normalised, judges } = normaliseLooks(looks);
    expect(judges.get(2)!.sd).toBeGreaterThan(0);
    expect(judges.get(2)!.sd).toBeLessThan(judges.get(1)!.sd);
    for (const z of zsOf(normalised, 2)) {
      expect(Number.isFinite(z)).toBe(true);
      expect(Math.abs(z)).toBeLessThan(1);
    }
  });

  it('gives every look z = 0 when every score of the round is equal', () => {
    const looks = [...looksOf(1, [0.5, 0.5]), ...looksOf(2, [0.5])];
    const result = normaliseLooks(looks);
    expect(result.looks.map((look) => look.z)).toEqual([0, 0, 0]);
    expect(result.pooledSd).toBe(0);
  });

  it('falls back to the spread of all scores while no judge has two looks', () => {
    const looks = [
      { judgeId: 1, projectId: 1, score: 0.2 },
      { judgeId: 2, projectId: 2, score: 0.8 },
    ];
    const result = normaliseLooks(looks);
    expect(result.pooledSd).toBeCloseTo(Math.sqrt(0.18), 12);
    expect(result.looks[1]!.z).toBeGreaterThan(0);
    expect(result.looks[0]!.z).toBeCloseTo(-result.looks[1]!.z, 12);
  });
});
