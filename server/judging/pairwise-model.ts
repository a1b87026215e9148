/**
 * A joint model of pairwise answers: every project a quality, every judge a discrimination (how
 * sharply their answers follow quality), estimated together from all the comparisons at once. The
 * online Crowd BT of crowd-bt.ts reads each answer once, in order, against what was known then; this
 * fit reads every answer against the final estimates:
 *
 *   Pr(judge k says w beats l) = σ(b_k · (q_w − q_l)),   q_p ~ N(0, 1),   b_k ~ N(β, (0.3 β)²), b_k ≥ 0
 *
 * A careless judge's answers do not follow quality, so their b_k comes out small and their answers
 * weigh little (b_k² per answer); a sharp judge's weigh more. Fitted by alternating Newton steps: each
 * project's quality given the judges, then the qualities held at mean 0 and second moment 1 (quality is
 * in units of the spread between projects, as in the rubric model; the difference moves into the
 * judges' b), then each judge's b shrunk towards the judges' common β, and β from the judges themselves
 * (empirical Bayes). The shrinkage is strong because a judge gives only a few answers, each a single
 * bit; a weaker prior let noise in the b estimates undo what they gain (docs/judging.md, "Accuracy").
 *
 * The interval is the Laplace approximation of the posterior: the inverse of the Fisher information of
 * the qualities (the prior's precision plus every answer's), exactly while the round is small enough
 * for a dense inverse, and to second order in each project's neighbours beyond.
 */
import type { PairwiseMargin } from '../../common/judging';
import { CONFIDENCE_Z, type ConfidenceLevel } from './stats';
import type { JudgeId, ProjectId } from './types';

export interface PairwiseAnswer {
  judgeId: JudgeId;
  /** With margin `same`, the two projects in either order. */
  winnerId: ProjectId;
  loserId: ProjectId;
  /** Graded answer: much better, a bit better, about the same; absent for a plain "better". */
  margin?: PairwiseMargin | null;
}

export interface PairwiseProjectEstimate {
  projectId: ProjectId;
  /** Strength in units of the spread between projects (0 = the average project). */
  quality: number;
  sd: number;
  ciLow: number;
  ciHigh: number;
  comparisons: number;
}

export interface PairwiseJudgeEstimate {
  judgeId: JudgeId;
  comparisons: number;
  /** How sharply the judge's answers follow quality (logit per unit of quality); 0 for a coin toss. */
  discrimination: number;
  /** Discrimination relative to the judges' common value: what one of their answers weighs. */
  weight: number;
  /**
   * Graded answers: where the judge's "about the same" ends and "much better" starts, on the logit
   * scale of their own perception (`[c1, c2]`); the judges' common values for a judge without one.
   */
  cuts: [number, number];
}

export interface PairwiseModelFit {
  projects: Map<ProjectId, PairwiseProjectEstimate>;
  judges: Map<JudgeId, PairwiseJudgeEstimate>;
  /** The judges' common discrimination. */
  discrimination: number;
  /** The judges' common cut-points of graded answers. */
  cuts: [number, number];
}

const ITERATIONS = 25;
/** Spread of judges' discrimination around their common value, as a share of it. */
const DISCRIMINATION_PRIOR_SHARE = 0.3;
/** Common discrimination to start from (Bradley–Terry logit per unit of quality). */
const DISCRIMINATION_START = 1.5;
const DISCRIMINATION_FLOOR = 0.1;
/** Largest round whose covariance is inverted exactly at the end (about n³/3 operations: 2.7 M for 200). */
const EXACT_INVERSE_LIMIT = 200;

/** Graded answers: where the cut-points start, and how far a judge's own may stray from the common ones. */
const CUTS_START: [number, number] = [0.5, 2];
const CUT_PRIOR_SD = 0.1;
const CUT_FLOOR = 0.05;
const CUT_GAP = 0.1;
/** Graded answers' interval calibration (gradedCalibration): comparisons per project where it is 1, and the rate. */
const GRADED_CALIBRATION_AT = 10;
const GRADED_CALIBRATION_EXPONENT = 0.26;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const slope = (x: number) => {
  const p = logistic(x);
  return p * (1 - p);
};

/**
 * The ordinal (graded) Bradley–Terry answer: the judge perceives x = b·(q_w − q_l) plus logistic
 * noise and answers by where it falls among −c2 < −c1 < c1 < c2 (much worse, a bit worse, about the
 * same, a bit better, much better). A plain answer is the binary model, perceived x above 0. Categories
 * are numbered 0..4 from "much worse"; `category` of an answer is oriented towards its winner.
 */
const CATEGORY_OF: Record<PairwiseMargin, number> = { same: 2, little: 3, much: 4 };

interface AnswerTerms {
  /** d log P / dx of the observed answer. */
  gradient: number;
  /** Fisher information about x (expected, so never negative). */
  information: number;
  /** d log P / dc1, d log P / dc2, and the expected information about each. */
  cutGradient: [number, number];
  cutInformation: [number, number];
}

function answerTerms(x: number, category: number | null, cuts: readonly [number, number]): AnswerTerms {
  if (category === null) {
    const p = logistic(x);
    return { gradient: 1 - p, information: p * (1 - p), cutGradient: [0, 0], cutInformation: [0, 0] };
  }
  const [c1, c2] = cuts;
  const bounds = [Number.NEGATIVE_INFINITY, -c2, -c1, c1, c2, Number.POSITIVE_INFINITY];
  // σ(x − B) at each bound, its slope, and the bound's derivative by c1 and c2.
  const above = bounds.map((bound) =>
    bound === Number.NEGATIVE_INFINITY ? 1 : bound === Number.POSITIVE_INFINITY ? 0 : logistic(x - bound),
  );
  const slopes = bounds.map((bound) => (Number.isFinite(bound) ? slope(x - bound) : 0));
  const byC1 = [0, 0, -1, 1, 0, 0];
  const byC2 = [0, -1, 0, 0, 1, 0];
  let information = 0;
  const cutInformation: [number, number] = [0, 0];
  const terms = (k: number) => {
    const p = Math.max(above[k]! - above[k + 1]!, 1e-12);
    const dx = slopes[k]! - slopes[k + 1]!;
    // d P_k / d B_k = −slope(x − B_k); d P_k / d B_{k+1} = +slope(x − B_{k+1}).
    const dc1 = -slopes[k]! * byC1[k]! + slopes[k + 1]! * byC1[k + 1]!;
    const dc2 = -slopes[k]! * byC2[k]! + slopes[k + 1]! * byC2[k + 1]!;
    return { p, dx, dc1, dc2 };
  };
  for (let k = 0; k < 5; k++) {
    const { p, dx, dc1, dc2 } = terms(k);
    information += (dx * dx) / p;
    cutInformation[0] += (dc1 * dc1) / p;
    cutInformation[1] += (dc2 * dc2) / p;
  }
  const seen = terms(category);
  return {
    gradient: seen.dx / seen.p,
    information,
    cutGradient: [seen.dc1 / seen.p, seen.dc2 / seen.p],
    cutInformation,
  };
}

export function fitPairwiseModel(
  answers: readonly PairwiseAnswer[],
  options: {
    projectIds?: readonly ProjectId[];
    confidence?: ConfidenceLevel;
    /** false: the Laplace intervals as they are, without gradedCalibration (what assignment weighs). */
    calibrate?: boolean;
  } = {},
): PairwiseModelFit {
  const z = CONFIDENCE_Z[options.confidence ?? 0.95];
  const used = answers.filter((answer) => answer.winnerId !== answer.loserId);
  const projectIds = [
    ...new Set([
      ...(options.projectIds ?? []),
      ...used.flatMap((answer) => [answer.winnerId, answer.loserId]),
    ]),
  ];
  const index = new Map(projectIds.map((id, i) => [id, i]));
  const judgeIds = [...new Set(used.map((answer) => answer.judgeId))];
  const judgeIndex = new Map(judgeIds.map((id, i) => [id, i]));
  const n = projectIds.length;
  const winners = used.map((answer) => index.get(answer.winnerId)!);
  const losers = used.map((answer) => index.get(answer.loserId)!);
  const judgeOf = used.map((answer) => judgeIndex.get(answer.judgeId)!);
  const categoryOf = used.map((answer) => (answer.margin ? CATEGORY_OF[answer.margin] : null));
  const isGraded = categoryOf.some((category) => category !== null);
  const incident: number[][] = projectIds.map(() => []);
  const answersOf: number[][] = judgeIds.map(() => []);
  used.forEach((_, c) => {
    incident[winners[c]!]!.push(c);
    incident[losers[c]!]!.push(c);
    answersOf[judgeOf[c]!]!.push(c);
  });
  const compared = projectIds.map((_, i) => i).filter((i) => incident[i]!.length > 0);

  const quality = new Float64Array(n);
  const discrimination = judgeIds.map(() => DISCRIMINATION_START);
  let common = DISCRIMINATION_START;
  const cuts = judgeIds.map((): [number, number] => [...CUTS_START]);
  let commonCuts: [number, number] = [...CUTS_START];
  let variance: Float64Array = new Float64Array(n).fill(1);

  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    // Qualities: one coordinate Newton step per project, each answer weighed by its judge's discrimination.
    for (let i = 0; i < n; i++) {
      let gradient = -quality[i]!;
      let curvature = 1;
      for (const c of incident[i]!) {
        const won = winners[c] === i;
        const other = won ? losers[c]! : winners[c]!;
        const k = judgeOf[c]!;
        const b = discrimination[k]!;
        // Oriented towards the answer's winner: x = b·(q_w − q_l).
        const x = b * (won ? quality[i]! - quality[other]! : quality[other]! - quality[i]!);
        const terms = answerTerms(x, categoryOf[c]!, cuts[k]!);
        gradient += (won ? 1 : -1) * b * terms.gradient;
        curvature += b * b * terms.information;
      }
      quality[i] = quality[i]! + gradient / curvature;
    }
    // Quality is in units of the spread between projects: hold the compared projects' mean at 0 and
    // second moment (with uncertainty) at 1, moving the difference into the judges' discrimination.
    variance = posteriorVariances(
      quality,
      answerInformation(quality, discrimination, judgeOf, winners, losers, categoryOf, cuts),
      winners,
      losers,
      false,
    );
    if (compared.length > 1) {
      let centre = 0;
      for (const i of compared) centre += quality[i]!;
      centre /= compared.length;
      let second = 0;
      for (const i of compared) second += (quality[i]! - centre) ** 2 + variance[i]!;
      const size = Math.sqrt(second / compared.length);
      if (size > 1e-6) {
        for (let i = 0; i < n; i++) {
          quality[i] = (quality[i]! - centre) / size;
          variance[i] = variance[i]! / (size * size);
        }
        for (let k = 0; k < judgeIds.length; k++) discrimination[k] = discrimination[k]! * size;
        common *= size;
      }
    }
    // Each judge's discrimination: a Newton step on their answers, shrunk towards the judges' common value.
    const priorPrecision = 1 / (DISCRIMINATION_PRIOR_SHARE * common) ** 2;
    for (let k = 0; k < judgeIds.length; k++) {
      const b = discrimination[k]!;
      let gradient = -(b - common) * priorPrecision;
      let curvature = priorPrecision;
      const cutGradient = [-(cuts[k]![0] - commonCuts[0]), -(cuts[k]![1] - commonCuts[1])];
      const cutCurvature = [1, 1];
      for (const c of answersOf[k]!) {
        const d = quality[winners[c]!]! - quality[losers[c]!]!;
        const terms = answerTerms(b * d, categoryOf[c]!, cuts[k]!);
        gradient += d * terms.gradient;
        curvature += (d * d + variance[winners[c]!]! + variance[losers[c]!]!) * terms.information;
        for (const j of [0, 1]) {
          cutGradient[j]! += terms.cutGradient[j]! * CUT_PRIOR_SD ** 2;
          cutCurvature[j]! += terms.cutInformation[j]! * CUT_PRIOR_SD ** 2;
        }
      }
      discrimination[k] = Math.max(0, b + gradient / curvature);
      if (isGraded) {
        const c1 = Math.max(CUT_FLOOR, cuts[k]![0] + cutGradient[0]! / cutCurvature[0]!);
        const c2 = Math.max(c1 + CUT_GAP, cuts[k]![1] + cutGradient[1]! / cutCurvature[1]!);
        cuts[k] = [c1, c2];
      }
    }
    if (judgeIds.length) {
      common = Math.max(
        DISCRIMINATION_FLOOR,
        discrimination.reduce((sum, b) => sum + b, 0) / judgeIds.length,
      );
      if (isGraded) {
        // The common cut-points from the judges who graded at all.
        const graders = judgeIds
          .map((_, k) => k)
          .filter((k) => answersOf[k]!.some((c) => categoryOf[c] !== null));
        const meanCut = (j: 0 | 1) => graders.reduce((sum, k) => sum + cuts[k]![j], 0) / graders.length;
        commonCuts = [meanCut(0), Math.max(meanCut(0) + CUT_GAP, meanCut(1))];
      }
    }
  }

  variance = posteriorVariances(
    quality,
    answerInformation(quality, discrimination, judgeOf, winners, losers, categoryOf, cuts),
    winners,
    losers,
    n <= EXACT_INVERSE_LIMIT,
  );
  const gradedShare =
    used.length && options.calibrate !== false
      ? categoryOf.filter((category) => category !== null).length / used.length
      : 0;
  const projects = new Map<ProjectId, PairwiseProjectEstimate>();
  projectIds.forEach((projectId, i) => {
    const sd = Math.sqrt(variance[i]!) * gradedCalibration(incident[i]!.length, gradedShare);
    projects.set(projectId, {
      projectId,
      quality: quality[i]!,
      sd,
      ciLow: quality[i]! - z * sd,
      ciHigh: quality[i]! + z * sd,
      comparisons: incident[i]!.length,
    });
  });
  const judges = new Map<JudgeId, PairwiseJudgeEstimate>();
  judgeIds.forEach((judgeId, k) => {
    judges.set(judgeId, {
      judgeId,
      comparisons: answersOf[k]!.length,
      discrimination: discrimination[k]!,
      weight: discrimination[k]! / common,
      cuts: answersOf[k]!.some((c) => categoryOf[c] !== null) ? cuts[k]! : commonCuts,
    });
  });
  return { projects, judges, discrimination: common, cuts: commonCuts };
}

/**
 * Graded answers: how much to stretch the Laplace sd of a project compared `comparisons` times. The
 * ordinal model gives every judge the common cut-points (shrunk hard, see CUT_PRIOR_SD), but real judges
 * put "a bit" and "much" at different places relative to their own noise; the Laplace sd then shrinks
 * like 1/√m with m comparisons while the error shrinks like m^−0.76 (simulation, docs/judging.md
 * "Accuracy"): intervals too narrow with few comparisons, too wide with many. The factor
 * (m / GRADED_CALIBRATION_AT)^−GRADED_CALIBRATION_EXPONENT, weighed by the share of graded answers,
 * corrects the rate; plain answers are left as they are (their intervals cover 94–97 %).
 */
export function gradedCalibration(comparisons: number, gradedShare: number): number {
  if (gradedShare <= 0) return 1;
  const m = Math.max(comparisons, 1);
  return (m / GRADED_CALIBRATION_AT) ** (-GRADED_CALIBRATION_EXPONENT * gradedShare);
}

/** Each answer's Fisher information about its two projects' difference: b_k² · I(x). */
function answerInformation(
  quality: Float64Array,
  discrimination: readonly number[],
  judgeOf: readonly number[],
  winners: readonly number[],
  losers: readonly number[],
  categoryOf: readonly (number | null)[],
  cuts: readonly (readonly [number, number])[],
): number[] {
  return winners.map((w, c) => {
    const k = judgeOf[c]!;
    const b = discrimination[k]!;
    return (
      b * b * answerTerms(b * (quality[w]! - quality[losers[c]!]!), categoryOf[c]!, cuts[k]!).information
    );
  });
}

/**
 * The Laplace variances of the qualities: the diagonal of the inverse Fisher information. A plain
 * answer of judge k about d = q_w − q_l carries information b_k² · σ(b_k d)(1 − σ(b_k d)); a graded one
 * more (answerTerms).
 */
function posteriorVariances(
  quality: Float64Array,
  information: readonly number[],
  winners: readonly number[],
  losers: readonly number[],
  isExact: boolean,
): Float64Array {
  const n = quality.length;
  // The prior N(0, 1) of every quality, then what each answer adds.
  const diagonal = new Float64Array(n).fill(1);
  winners.forEach((w, c) => {
    diagonal[w] = diagonal[w]! + information[c]!;
    diagonal[losers[c]!] = diagonal[losers[c]!]! + information[c]!;
  });
  if (isExact) return exactInverseDiagonal(diagonal, information, winners, losers);
  // H = D − A (A: the information shared between two projects). (D − A)⁻¹ = D⁻¹ + D⁻¹AD⁻¹ + D⁻¹AD⁻¹AD⁻¹ + …,
  // whose diagonal to second order is 1/D_i + Σ_j A_ij² / (D_i² D_j); each answer counted on its own (a
  // pair compared by several judges adds slightly less than it should), so one pass over the answers.
  const second = new Float64Array(n);
  winners.forEach((w, c) => {
    const l = losers[c]!;
    const squared = information[c]! ** 2;
    second[w] = second[w]! + squared / diagonal[l]!;
    second[l] = second[l]! + squared / diagonal[w]!;
  });
  return diagonal.map((d, i) => 1 / d + second[i]! / (d * d));
}

/** Diagonal of (D − A)⁻¹ by Cholesky factorisation of the dense, positive definite information matrix. */
function exactInverseDiagonal(
  diagonal: Float64Array,
  information: readonly number[],
  winners: readonly number[],
  losers: readonly number[],
): Float64Array {
  const n = diagonal.length;
  const h = new Float64Array(n * n);
  for (let i = 0; i < n; i++) h[i * n + i] = diagonal[i]!;
  winners.forEach((w, c) => {
    const l = losers[c]!;
    h[w * n + l] = h[w * n + l]! - information[c]!;
    h[l * n + w] = h[l * n + w]! - information[c]!;
  });
  // In place: the lower triangle becomes L with H = L·Lᵀ.
  for (let j = 0; j < n; j++) {
    let sum = h[j * n + j]!;
    for (let k = 0; k < j; k++) sum -= h[j * n + k]! ** 2;
    const pivot = Math.sqrt(Math.max(sum, 1e-12));
    h[j * n + j] = pivot;
    for (let i = j + 1; i < n; i++) {
      let value = h[i * n + j]!;
      for (let k = 0; k < j; k++) value -= h[i * n + k]! * h[j * n + k]!;
      h[i * n + j] = value / pivot;
    }
  }
  // diag(H⁻¹)_i = Σ_k (L⁻¹)_{ki}²: invert L column by column (forward substitution).
  const variance = new Float64Array(n);
  const column = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    column.fill(0);
    column[i] = 1 / h[i * n + i]!;
    let sum = column[i]! ** 2;
    for (let r = i + 1; r < n; r++) {
      let value = 0;
      for (let k = i; k < r; k++) value -= h[r * n + k]! * column[k]!;
      column[r] = value / h[r * n + r]!;
      sum += column[r]! ** 2;
    }
    variance[i] = sum;
  }
  return variance;
}
