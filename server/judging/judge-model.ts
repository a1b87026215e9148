/**
 * A joint model of rubric scores: every judge has an offset (harsh or generous), a scale (how strongly
 * their scores follow quality) and a noise level (how much they vary at a given quality), and every
 * project a quality. Estimated together, so a judge's habits are learnt against the projects' estimated
 * qualities rather than against the luck of which projects they saw (what per-judge z-scores assume):
 *
 *   y = a_j + b_j · q_p + e,   e ~ N(0, σ_j²),   q_p ~ N(0, 1),   a_j ~ N(0, τ_a²),   b_j ~ N(β, τ_b²)
 *
 * where y is the look's raw score standardised over the round. Fitted by expectation–maximisation: the
 * qualities' normal posteriors given the judges, then each judge's offset and scale (a ridge regression
 * shrunk towards the judges' common habits) and noise (shrunk towards the pooled noise), and the
 * priors' spreads from the judges themselves (empirical Bayes). A careless judge's scores do not follow
 * quality: their scale comes out small and their noise large, so their looks weigh little (b²/σ²).
 *
 * Quality is in units of the spread between projects (0 = the average project, 1 = one standard
 * deviation better). Its interval adds to the posterior variance what the uncertainty of each judge's
 * offset contributes, so a project seen only by judges with few looks is not over-confident.
 */
import { CONFIDENCE_Z, type ConfidenceLevel, mean, sampleVariance } from './stats';
import type { JudgeId, ProjectId } from './types';

export interface ModelLook {
  judgeId: JudgeId;
  projectId: ProjectId;
  /** Raw rubric score in 0..1. */
  score: number;
}

export interface JudgeHabitsEstimate {
  judgeId: JudgeId;
  looks: number;
  offset: number;
  scale: number;
  noiseSd: number;
  /** How much one look of this judge tells about quality (b²/σ²), relative to the judges' median. */
  weight: number;
}

export interface ProjectEstimate {
  projectId: ProjectId;
  quality: number;
  sd: number;
  ciLow: number;
  ciHigh: number;
  looks: number;
}

export interface JudgeModelFit {
  projects: Map<ProjectId, ProjectEstimate>;
  judges: Map<JudgeId, JudgeHabitsEstimate>;
}

const ITERATIONS = 60;
/** Pseudo-looks behind the pooled noise in each judge's noise estimate. */
const NOISE_PRIOR_LOOKS = 4;
/** Spread of judges' scales around their common scale, as a share of it. */
const SCALE_PRIOR_SHARE = 0.35;
const FLOOR = 1e-4;

export function fitJudgeModel(
  looks: readonly ModelLook[],
  options: { projectIds?: readonly ProjectId[]; confidence?: ConfidenceLevel } = {},
): JudgeModelFit {
  const z = CONFIDENCE_Z[options.confidence ?? 0.95];
  const projectIds = [...new Set([...(options.projectIds ?? []), ...looks.map((look) => look.projectId)])];
  const judgeIds = [...new Set(looks.map((look) => look.judgeId))];
  const all = looks.map((look) => look.score);
  const centre = all.length ? mean(all) : 0;
  const spread = all.length > 1 ? Math.sqrt(sampleVariance(all)) : 1;
  const ys = looks.map((look) => (look.score - centre) / (spread > FLOOR ? spread : 1));

  const byProject = new Map<ProjectId, number[]>(projectIds.map((id) => [id, []]));
  const byJudge = new Map<JudgeId, number[]>(judgeIds.map((id) => [id, []]));
  looks.forEach((look, i) => {
    byProject.get(look.projectId)!.push(i);
    byJudge.get(look.judgeId)!.push(i);
  });

  const q = new Map<ProjectId, number>();
  const v = new Map<ProjectId, number>();
  for (const [projectId, indices] of byProject) {
    q.set(projectId, indices.length ? mean(indices.map((i) => ys[i]!)) : 0);
    v.set(projectId, 1);
  }
  const a = new Map<JudgeId, number>(judgeIds.map((id) => [id, 0]));
  const b = new Map<JudgeId, number>(judgeIds.map((id) => [id, 0.7]));
  const noise = new Map<JudgeId, number>(judgeIds.map((id) => [id, 0.5]));
  const offsetVar = new Map<JudgeId, number>(judgeIds.map((id) => [id, 0]));
  let commonScale = 0.7;
  let offsetPrior = 0.25;
  let pooledNoise = 0.5;

  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    // Qualities given the judges: a normal prior times one normal likelihood per look.
    for (const [projectId, indices] of byProject) {
      let precision = 1;
      let weighted = 0;
      for (const i of indices) {
        const judgeId = looks[i]!.judgeId;
        const scale = b.get(judgeId)!;
        const variance = noise.get(judgeId)!;
        precision += (scale * scale) / variance;
        weighted += (scale * (ys[i]! - a.get(judgeId)!)) / variance;
      }
      q.set(projectId, weighted / precision);
      v.set(projectId, 1 / precision);
    }
    // Quality is in units of the spread between projects: hold the qualities' second moment at 1 (and
    // their mean at 0), moving the difference into the judges' scales and offsets. Without this the
    // scales, shrunk towards a common value that careless judges drag down, let the qualities stretch.
    const judged = [...byProject].filter(([, indices]) => indices.length > 0).map(([id]) => id);
    if (judged.length > 1) {
      const centre = mean(judged.map((id) => q.get(id)!));
      const size = Math.sqrt(mean(judged.map((id) => (q.get(id)! - centre) ** 2 + v.get(id)!)));
      if (size > FLOOR) {
        for (const id of projectIds) {
          q.set(id, (q.get(id)! - centre) / size);
          v.set(id, v.get(id)! / (size * size));
        }
        for (const id of judgeIds) {
          a.set(id, a.get(id)! + b.get(id)! * centre);
          b.set(id, b.get(id)! * size);
        }
      }
    }
    // Each judge's offset and scale: a 2×2 ridge regression on the qualities (with their uncertainty).
    const scalePrior = (SCALE_PRIOR_SHARE * commonScale) ** 2 + FLOOR;
    const residualShares: number[] = [];
    for (const [judgeId, indices] of byJudge) {
      const variance = noise.get(judgeId)!;
      let s1 = 1 / offsetPrior;
      let sq = 0;
      let sqq = 1 / scalePrior;
      let sy = 0;
      let syq = commonScale / scalePrior;
      for (const i of indices) {
        const projectId = looks[i]!.projectId;
        const quality = q.get(projectId)!;
        s1 += 1 / variance;
        sq += quality / variance;
        sqq += (quality * quality + v.get(projectId)!) / variance;
        sy += ys[i]! / variance;
        syq += (ys[i]! * quality) / variance;
      }
      const det = s1 * sqq - sq * sq;
      const offset = (sy * sqq - syq * sq) / det;
      const scale = Math.max(0, (s1 * syq - sq * sy) / det);
      a.set(judgeId, offset);
      b.set(judgeId, scale);
      offsetVar.set(judgeId, sqq / det);
      let squares = 0;
      for (const i of indices) {
        const projectId = looks[i]!.projectId;
        const residual = ys[i]! - offset - scale * q.get(projectId)!;
        squares += residual * residual + scale * scale * v.get(projectId)!;
      }
      noise.set(
        judgeId,
        Math.max(FLOOR, (squares + NOISE_PRIOR_LOOKS * pooledNoise) / (indices.length + NOISE_PRIOR_LOOKS)),
      );
      residualShares.push(squares / Math.max(1, indices.length));
    }
    // The judges' common habits, from the judges themselves (empirical Bayes).
    if (judgeIds.length) {
      commonScale = Math.max(0.05, mean(judgeIds.map((id) => b.get(id)!)));
      offsetPrior = Math.max(0.01, mean(judgeIds.map((id) => a.get(id)! ** 2 + offsetVar.get(id)!)));
      pooledNoise = Math.max(FLOOR, mean(residualShares));
    }
  }

  const weights = judgeIds.map((id) => b.get(id)! ** 2 / noise.get(id)!).sort((x, y) => x - y);
  const medianWeight = weights.length ? weights[Math.floor(weights.length / 2)]! : 1;
  const judges = new Map<JudgeId, JudgeHabitsEstimate>();
  for (const judgeId of judgeIds) {
    judges.set(judgeId, {
      judgeId,
      looks: byJudge.get(judgeId)!.length,
      offset: a.get(judgeId)!,
      scale: b.get(judgeId)!,
      noiseSd: Math.sqrt(noise.get(judgeId)!),
      weight: medianWeight > 0 ? b.get(judgeId)! ** 2 / noise.get(judgeId)! / medianWeight : 0,
    });
  }
  const projects = new Map<ProjectId, ProjectEstimate>();
  for (const [projectId, indices] of byProject) {
    // What the uncertainty of each judge's offset adds: the look's share of the estimate, squared.
    const precision = 1 / v.get(projectId)!;
    let extra = 0;
    for (const i of indices) {
      const judgeId = looks[i]!.judgeId;
      const share = b.get(judgeId)! / noise.get(judgeId)! / precision;
      extra += share * share * offsetVar.get(judgeId)!;
    }
    const sd = Math.sqrt(v.get(projectId)! + extra);
    const quality = q.get(projectId)!;
    projects.set(projectId, {
      projectId,
      quality,
      sd,
      ciLow: quality - z * sd,
      ciHigh: quality + z * sd,
      looks: indices.length,
    });
  }
  return { projects, judges };
}
