/**
 * Pairwise ranking with Crowd Bradley–Terry (Chen, Bennett, Collins-Thompson, Horvitz, "Pairwise
 * ranking aggregation in a crowdsourced setting", WSDM 2013), the model Gavel uses for expo judging.
 *
 * Each project p has a Gaussian belief N(μ_p, σ²_p) about its strength s_p. Each judge k has a Beta
 * belief Beta(α_k, β_k) about η_k, the chance that they judge in earnest rather than at random. A judge
 * says "i beats j" with probability η·P + (1 − η)·(1 − P), where P = 1 / (1 + e^(s_j − s_i)).
 * After each comparison the beliefs are updated online by moment matching (assumed density
 * filtering); the next pair is the one with the largest expected information gain. Written from the
 * paper's equations (see docs/judging.md for the derivation in plain words).
 */
import type { PairwiseMargin } from '../../common/judging';
import { rankByScore } from './ranking';
import { CONFIDENCE_Z, type ConfidenceLevel } from './stats';
import type { JudgeId, ProjectId } from './types';

export interface ProjectBelief {
  mu: number;
  sigmaSq: number;
}

export interface JudgeBelief {
  alpha: number;
  beta: number;
}

export interface CrowdBtParameters {
  /** Prior belief about every project: N(muPrior, sigmaSqPrior). */
  muPrior: number;
  sigmaSqPrior: number;
  /** Prior belief about every judge: Beta(alphaPrior, betaPrior), mean 10/11 ≈ 0.91 reliable. */
  alphaPrior: number;
  betaPrior: number;
  /** Weight of what a comparison teaches about the judge, against what it teaches about projects. */
  gamma: number;
  /** Smallest factor a variance may shrink by in one update, so it stays positive. */
  kappa: number;
}

/** The values the paper found to work (and Gavel uses). */
export const CROWD_BT_DEFAULTS: Readonly<CrowdBtParameters> = {
  muPrior: 0,
  sigmaSqPrior: 1,
  alphaPrior: 10,
  betaPrior: 1,
  gamma: 0.1,
  kappa: 0.0001,
};

export interface Comparison {
  judgeId: JudgeId;
  winnerId: ProjectId;
  loserId: ProjectId;
  /** A graded answer (pairwise-model.ts); `same` has no winner, and the online beliefs skip it. */
  margin?: PairwiseMargin | null;
}

export interface CrowdBtState {
  projects: Map<ProjectId, ProjectBelief>;
  judges: Map<JudgeId, JudgeBelief>;
  /** Comparisons each project took part in. */
  comparisons: Map<ProjectId, number>;
  parameters: CrowdBtParameters;
}

export interface UpdatedBeliefs {
  judge: JudgeBelief;
  winner: ProjectBelief;
  loser: ProjectBelief;
  /** How likely the observed outcome was before the update (c in the paper). */
  probability: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** What the judge's answer teaches about their reliability: the moment-matched Beta posterior. */
function updatedJudge(judge: JudgeBelief, winner: ProjectBelief, loser: ProjectBelief) {
  const { alpha, beta } = judge;
  const p = logistic(winner.mu - loser.mu);
  // E[P(winner beats loser)] under both Gaussians, to second order in their variances.
  const earnest = p + 0.5 * (winner.sigmaSq + loser.sigmaSq) * p * (1 - p) * (1 - 2 * p);
  const c1 = Math.min(Math.max(earnest, 1e-9), 1 - 1e-9);
  const c2 = 1 - c1;
  const sum = alpha + beta;
  const probability = (c1 * alpha + c2 * beta) / sum;
  // Posterior ∝ (c1·η + c2·(1 − η))·Beta(η; α, β): its first two moments, then the Beta matching them.
  const m1 = (c1 * alpha * (alpha + 1) + c2 * alpha * beta) / (probability * sum * (sum + 1));
  const m2 =
    (c1 * alpha * (alpha + 1) * (alpha + 2) + c2 * alpha * (alpha + 1) * beta) /
    (probability * sum * (sum + 1) * (sum + 2));
  const variance = m2 - m1 * m1;
  if (!(variance > 0)) return { judge, probability };
  const strength = (m1 - m2) / variance;
  return { judge: { alpha: m1 * strength, beta: (1 - m1) * strength }, probability };
}

/**
 * One online update after `judge` preferred `winner` to `loser`. All inputs are read as they were
 * before the comparison (the judge's reliability weighs the project update and vice versa).
 */
export function updateBeliefs(
  judge: JudgeBelief,
  winner: ProjectBelief,
  loser: ProjectBelief,
  parameters: CrowdBtParameters = CROWD_BT_DEFAULTS,
): UpdatedBeliefs {
  const p = logistic(winner.mu - loser.mu);
  // The same probability with the judge's expected reliability folded in: α·e^w / (α·e^w + β·e^l).
  const a = logistic(winner.mu - loser.mu + Math.log(judge.alpha / judge.beta));
  const gradient = a - p;
  const curvature = a * (1 - a) - p * (1 - p);
  const shrink = (sigmaSq: number) => sigmaSq * Math.max(1 + sigmaSq * curvature, parameters.kappa);
  const updated = updatedJudge(judge, winner, loser);
  return {
    judge: updated.judge,
    winner: { mu: winner.mu + winner.sigmaSq * gradient, sigmaSq: shrink(winner.sigmaSq) },
    loser: { mu: loser.mu - loser.sigmaSq * gradient, sigmaSq: shrink(loser.sigmaSq) },
    probability: updated.probability,
  };
}

/** Chance that the judge answers in earnest, by their current belief: α / (α + β). */
export function judgeReliability(belief: JudgeBelief): number {
  return belief.alpha / (belief.alpha + belief.beta);
}

export interface CrowdBtOptions {
  /** Projects to list even before their first comparison (at the prior). */
  projectIds?: readonly ProjectId[];
  judgeIds?: readonly JudgeId[];
  parameters?: Partial<CrowdBtParameters>;
}

export function createCrowdBtState(options: CrowdBtOptions = {}): CrowdBtState {
  const parameters = { ...CROWD_BT_DEFAULTS, ...options.parameters };
  const state: CrowdBtState = { projects: new Map(), judges: new Map(), comparisons: new Map(), parameters };
  for (const projectId of options.projectIds ?? [])
    state.projects.set(projectId, projectBelief(state, projectId));
  for (const judgeId of options.judgeIds ?? []) state.judges.set(judgeId, judgeBelief(state, judgeId));
  return state;
}

/** A project's current belief; the prior for a project never compared. Reads only. */
export function projectBelief(state: CrowdBtState, projectId: ProjectId): ProjectBelief {
  return (
    state.projects.get(projectId) ?? { mu: state.parameters.muPrior, sigmaSq: state.parameters.sigmaSqPrior }
  );
}

/** A judge's current belief; the prior for a judge who has not compared yet. Reads only. */
export function judgeBelief(state: CrowdBtState, judgeId: JudgeId): JudgeBelief {
  return (
    state.judges.get(judgeId) ?? { alpha: state.parameters.alphaPrior, beta: state.parameters.betaPrior }
  );
}

/** Applies one comparison to the state in place. A project compared with itself is ignored. */
export function applyComparison(state: CrowdBtState, comparison: Comparison): void {
  const { judgeId, winnerId, loserId } = comparison;
  // "About the same" names no winner: Crowd BT has no tie, so only the joint model reads it.
  if (winnerId === loserId || comparison.margin === 'same') return;
  const updated = updateBeliefs(
    judgeBelief(state, judgeId),
    projectBelief(state, winnerId),
    projectBelief(state, loserId),
    state.parameters,
  );
  state.judges.set(judgeId, updated.judge);
  state.projects.set(winnerId, updated.winner);
  state.projects.set(loserId, updated.loser);
  for (const id of [winnerId, loserId]) state.comparisons.set(id, (state.comparisons.get(id) ?? 0) + 1);
}

/**
 * Rebuilds every belief from the stored comparisons, oldest first (the update is order-dependent,
 * so the service must pass them in the order they were made).
 */
export function replayComparisons(
  comparisons: readonly Comparison[],
  options: CrowdBtOptions = {},
): CrowdBtState {
  const state = createCrowdBtState(options);
  for (const comparison of comparisons) applyComparison(state, comparison);
  return state;
}

/**
 * A second look at every judge once all comparisons are in: each judge's Beta belief rebuilt from the
 * prior, replaying only the judge update against the final project beliefs. Online, a judge's early
 * answers are weighed against projects nobody knows yet (and informative pairs are close ones), so
 * the online α/(α+β) moves slowly; against the final ranking a judge answering at random stands out.
 * Not part of the paper: a review aid for the organiser, it leaves the project beliefs alone.
 */
export function reviewJudges(
  state: CrowdBtState,
  comparisons: readonly Comparison[],
): Map<JudgeId, JudgeBelief> {
  const prior = { alpha: state.parameters.alphaPrior, beta: state.parameters.betaPrior };
  const reviewed = new Map<JudgeId, JudgeBelief>();
  for (const { judgeId, winnerId, loserId, margin } of comparisons) {
    if (winnerId === loserId || margin === 'same') continue;
    const judge = reviewed.get(judgeId) ?? prior;
    reviewed.set(
      judgeId,
      updatedJudge(judge, projectBelief(state, winnerId), projectBelief(state, loserId)).judge,
    );
  }
  return reviewed;
}

export interface PairwiseEntry {
  projectId: ProjectId;
  rank: number;
  /** μ: the project's estimated strength (0 = the prior). */
  score: number;
  sigma: number;
  comparisons: number;
  ciLow: number;
  ciHigh: number;
}

/** The pairwise leaderboard: projects by μ, with μ ± z·σ as their interval. */
export function pairwiseLeaderboard(
  state: CrowdBtState,
  options: { confidence?: ConfidenceLevel } = {},
): PairwiseEntry[] {
  const z = CONFIDENCE_Z[options.confidence ?? 0.95];
  const unranked = [...state.projects].map(([projectId, { mu, sigmaSq }]) => {
    const sigma = Math.sqrt(sigmaSq);
    const comparisons = state.comparisons.get(projectId) ?? 0;
    return { projectId, score: mu, sigma, comparisons, ciLow: mu - z * sigma, ciHigh: mu + z * sigma };
  });
  return rankByScore(unranked);
}
