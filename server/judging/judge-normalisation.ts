/**
 * Per-judge normalisation of rubric scores. Some judges score everything high, others low, some use
 * the whole scale and some only its middle; turning each look into a z-score against the judge's own
 * habits makes a 0.9 from a generous judge and a 0.6 from a harsh one count alike.
 *
 * A judge with few looks has unreliable habits (one look has no spread at all), so their mean and
 * variance are shrunk towards the pooled statistics of all judges, as if every judge had already
 * scored a few average looks. With many looks the shrinkage fades away.
 */
import { mean, sumOfSquares } from './stats';
import type { JudgeId, ProjectId } from './types';

/** One finished rubric look: the raw score is rubricScore() of the judge's sheet, in 0..1. */
export interface RubricLook {
  judgeId: JudgeId;
  projectId: ProjectId;
  score: number;
}

export interface NormalisedLook extends RubricLook {
  /** How many (shrunk) standard deviations above the judge's (shrunk) mean this look lies. */
  z: number;
}

export interface JudgeCalibration {
  judgeId: JudgeId;
  looks: number;
  /** The judge's own mean raw score and the shrunk mean actually used. */
  rawMean: number;
  mean: number;
  /** The shrunk standard deviation actually used (0 only when every score in the round is equal). */
  sd: number;
}

export interface NormalisationOptions {
  /** Pseudo-looks at the pooled mean added to every judge's mean. */
  meanPriorLooks?: number;
  /** Pseudo degrees of freedom at the pooled variance added to every judge's variance. */
  variancePriorLooks?: number;
}

export interface Normalisation {
  looks: NormalisedLook[];
  judges: Map<JudgeId, JudgeCalibration>;
  pooledMean: number;
  pooledSd: number;
}

export const DEFAULT_MEAN_PRIOR_LOOKS = 2;
export const DEFAULT_VARIANCE_PRIOR_LOOKS = 3;

function groupByJudge(looks: readonly RubricLook[]): Map<JudgeId, number[]> {
  const byJudge = new Map<JudgeId, number[]>();
  for (const look of looks) {
    const scores = byJudge.get(look.judgeId);
    if (scores) scores.push(look.score);
    else byJudge.set(look.judgeId, [look.score]);
  }
  return byJudge;
}

/**
 * The within-judge variance pooled over all judges (how much one judge's scores spread around their
 * own mean). Falls back to the spread of all scores when no judge has two looks yet.
 */
function pooledWithinJudgeVariance(byJudge: Map<JudgeId, number[]>, all: readonly number[]): number {
  let squares = 0;
  let freedom = 0;
  for (const scores of byJudge.values()) {
    squares += sumOfSquares(scores);
    freedom += scores.length - 1;
  }
  if (freedom > 0) return squares / freedom;
  return all.length > 1 ? sumOfSquares(all) / (all.length - 1) : 0;
}

/** Turns raw rubric looks into per-judge z-scores, with small-sample shrinkage (see the module comment). */
export function normaliseLooks(
  looks: readonly RubricLook[],
  options: NormalisationOptions = {},
): Normalisation {
  const meanPrior = options.meanPriorLooks ?? DEFAULT_MEAN_PRIOR_LOOKS;
  const variancePrior = options.variancePriorLooks ?? DEFAULT_VARIANCE_PRIOR_LOOKS;
  const all = looks.map((look) => look.score);
  const byJudge = groupByJudge(looks);
  const pooledMean = all.length > 0 ? mean(all) : 0;
  const pooledVariance = pooledWithinJudgeVariance(byJudge, all);

  const judges = new Map<JudgeId, JudgeCalibration>();
  for (const [judgeId, scores] of byJudge) {
    const n = scores.length;
    const rawMean = mean(scores);
    const shrunkMean = (n * rawMean + meanPrior * pooledMean) / (n + meanPrior);
    const freedom = n - 1 + variancePrior;
    const shrunkVariance =
      freedom > 0 ? (sumOfSquares(scores) + variancePrior * pooledVariance) / freedom : 0;
    judges.set(judgeId, { judgeId, looks: n, rawMean, mean: shrunkMean, sd: Math.sqrt(shrunkVariance) });
  }

  const normalised = looks.map((look) => {
    const judge = judges.get(look.judgeId)!;
    // Only a round where every score is identical has no spread to scale by: nobody stands out.
    const z = judge.sd > 1e-12 ? (look.score - judge.mean) / judge.sd : 0;
    return { ...look, z };
  });
  return { looks: normalised, judges, pooledMean, pooledSd: Math.sqrt(pooledVariance) };
}
