import { describe, expect, it } from 'vitest';
import { simulateAccuracy } from './accuracy-simulation';
import { fitJudgeModel, type ModelLook } from './judge-model';
import { createRng, normalDraw } from './random';

describe('the joint model of judges and projects', () => {
  it('learns each judge’s offset and scale, and weighs a careless judge down', () => {
    const rng = createRng(7);
    const quality = Array.from({ length: 30 }, () => normalDraw(rng));
    const judges = [
      { offset: 0.2, scale: 0.1 },
      { offset: -0.2, scale: 0.1 },
      { offset: 0, scale: 0.2 },
      { offset: 0.1, scale: 0.15 },
    ];
    const looks: ModelLook[] = [];
    quality.forEach((q, p) => {
      judges.forEach((judge, j) => {
        looks.push({
          judgeId: j + 1,
          projectId: p + 1,
          score: 0.5 + judge.offset + judge.scale * q + 0.02 * normalDraw(rng),
        });
      });
      looks.push({ judgeId: 9, projectId: p + 1, score: rng() });
    });
    const fit = fitJudgeModel(looks);
    const [harsh, generous] = [fit.judges.get(2)!, fit.judges.get(1)!];
    expect(generous.offset).toBeGreaterThan(harsh.offset);
    expect(fit.judges.get(3)!.scale).toBeGreaterThan(fit.judges.get(1)!.scale * 1.5);
    expect(fit.judges.get(9)!.weight).toBeLessThan(0.1);
    for (const estimate of fit.projects.values()) {
      expect(estimate.ciLow).toBeLessThan(estimate.quality);
      expect(estimate.ciHigh).toBeGreaterThan(estimate.quality);
    }
  });

  it('gives a project without looks the prior: quality 0 and the widest interval', () => {
    const fit = fitJudgeModel([{ judgeId: 1, projectId: 1, score: 0.7 }], { projectIds: [1, 2] });
    const unseen = fit.projects.get(2)!;
    expect(unseen.quality).toBe(0);
    expect(unseen.sd).toBeGreaterThan(fit.projects.get(1)!.sd * 0.99);
  });

  it('beats the naive mean at 3 looks per project under realistic judges, with honest intervals', () => {
    const runs = [11, 12, 13].map((seed) => simulateAccuracy('rubric', seed, [3])[0]!);
    const gain = runs.reduce((sum, run) => sum + run.spearman - run.naiveSpearman, 0) / runs.length;
    expect(gain).toBeGreaterThan(0.04);
    for (const run of runs) {
      expect(run.spearman).toBeGreaterThanOrEqual(run.naiveSpearman);
      expect(run.coverage).toBeGreaterThan(0.85);
    }
  }, 60_000);
});
