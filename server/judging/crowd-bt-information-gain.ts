/**
 * Which pair to show next, by Crowd Bradley–Terry: the expected information gain of a comparison is
 * how far the beliefs would move (Kullback–Leibler divergence of the updated beliefs from the current
 * ones), averaged over both possible answers weighted by how likely each is. Close, uncertain pairs
 * gain most; a pair whose outcome is a foregone conclusion gains almost nothing.
 */
import {
  CROWD_BT_DEFAULTS,
  type CrowdBtParameters,
  type JudgeBelief,
  type ProjectBelief,
  type UpdatedBeliefs,
  updateBeliefs,
} from './crowd-bt';
import { digamma, lnBeta } from './stats';

/** KL(N(μ1, s1) ‖ N(μ2, s2)). */
export function gaussianDivergence(next: ProjectBelief, previous: ProjectBelief): number {
  const ratio = next.sigmaSq / previous.sigmaSq;
  return (next.mu - previous.mu) ** 2 / (2 * previous.sigmaSq) + (ratio - 1 - Math.log(ratio)) / 2;
}

/** KL(Beta(α1, β1) ‖ Beta(α2, β2)). */
export function betaDivergence(next: JudgeBelief, previous: JudgeBelief): number {
  const { alpha: a1, beta: b1 } = next;
  const { alpha: a2, beta: b2 } = previous;
  return (
    lnBeta(a2, b2) -
    lnBeta(a1, b1) +
    (a1 - a2) * digamma(a1) +
    (b1 - b2) * digamma(b1) +
    (a2 - a1 + b2 - b1) * digamma(a1 + b1)
  );
}

/**
 * How much we expect to learn by showing `judge` projects a and b: the divergence of each possible
 * posterior from the current beliefs, weighted by how likely that outcome is.
 */
export function expectedInformationGain(
  judge: JudgeBelief,
  a: ProjectBelief,
  b: ProjectBelief,
  parameters: CrowdBtParameters = CROWD_BT_DEFAULTS,
): number {
  const gain = (outcome: UpdatedBeliefs, winner: ProjectBelief, loser: ProjectBelief) =>
    gaussianDivergence(outcome.winner, winner) +
    gaussianDivergence(outcome.loser, loser) +
    parameters.gamma * betaDivergence(outcome.judge, judge);
  const aWins = updateBeliefs(judge, a, b, parameters);
  const bWins = updateBeliefs(judge, b, a, parameters);
  return aWins.probability * gain(aWins, a, b) + (1 - aWins.probability) * gain(bWins, b, a);
}
