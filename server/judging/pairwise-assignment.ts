/**
 * The next project in pairwise mode. A judge walks a chain: having looked at project A, they are sent
 * to project B and asked "better or worse than A?", then to C compared with B, and so on (as in
 * Gavel). B is the eligible project whose comparison with A we expect to teach the most (Crowd BT
 * expected information gain), except that projects still under their target number of looks go first
 * and, with a small seeded probability, a random eligible project is picked to keep exploring.
 */

import { type NextProject, nextProjectFor } from './assignment';
import {
  type AssignmentProject,
  type AssignmentState,
  compareNeed,
  eligibleCandidates,
  judgeHistory,
  lookCounts,
  neediest,
} from './assignment-state';
import { type CrowdBtState, judgeBelief, projectBelief } from './crowd-bt';
import { expectedInformationGain } from './crowd-bt-information-gain';
import { createRng, hashKey } from './random';
import type { JudgeId, ProjectId } from './types';

/** Gavel explores at random a quarter of the time so no project is starved by greedy choices. */
export const DEFAULT_EXPLORATION_RATE = 0.25;

export interface NextComparison extends NextProject {
  /** The project it is compared with (the judge's previous one); null for the first of a chain. */
  comparedWithId: ProjectId | null;
  /** How the project was chosen among the eligible ones. */
  choice: 'first-of-chain' | 'in-progress' | 'pinned' | 'information-gain' | 'exploration';
}

export interface NextComparisonOptions {
  /** Chance of a random (seeded) eligible project instead of the most informative one. */
  explorationRate?: number;
}

/**
 * The project a judge should compare with `previousProjectId` (their last finished look), or null
 * when no eligible project remains. Comparisons stay within the previous project's category when it
 * has one: comparing a robot with a poem teaches nothing. Without a previous project, or when the
 * category has nothing left for this judge, a new chain starts where nextProjectFor says (the service
 * then records no comparison for that first look).
 */
export function nextComparisonFor(
  judgeId: JudgeId,
  previousProjectId: ProjectId | null,
  state: AssignmentState,
  beliefs: CrowdBtState,
  options: NextComparisonOptions = {},
): NextComparison | null {
  const previous = state.projects.find((project) => project.id === previousProjectId);
  const simple = nextProjectFor(judgeId, state);
  if (!simple) return null;
  if (simple.reason !== 'needs-looks')
    return { ...simple, comparedWithId: previous?.id ?? null, choice: simple.reason };
  const firstOfChain = { ...simple, comparedWithId: null, choice: 'first-of-chain' as const };
  if (!previous) return firstOfChain;
  const judge = state.judges.find((candidate) => candidate.id === judgeId)!;
  const counts = lookCounts(state.looks);
  const { seen, load } = judgeHistory(judgeId, state.looks);
  const sameCategory = (project: AssignmentProject) =>
    previous.categoryId == null || project.categoryId === previous.categoryId;
  const eligible = eligibleCandidates(judge, state, counts, seen, sameCategory).filter(
    (candidate) => candidate.projectId !== previous.id,
  );
  const underTarget = eligible.filter((candidate) => candidate.looks < state.targetLooks);
  const pool = underTarget.length > 0 ? underTarget : eligible;
  // Nothing left to compare with in this category: start a new chain where a look is needed most.
  if (pool.length === 0) return firstOfChain;

  const base = { reason: 'needs-looks' as const, comparedWithId: previous.id };
  // Seeded by the judge's progress, so a reload asks the same question and the next step differs.
  const rng = createRng(hashKey(state.seed, judgeId, load));
  if (rng() < (options.explorationRate ?? DEFAULT_EXPLORATION_RATE)) {
    const pick = pool.reduce((best, candidate) => (candidate.key < best.key ? candidate : best));
    return { ...base, projectId: pick.projectId, looks: pick.looks, choice: 'exploration' };
  }
  const judgeState = judgeBelief(beliefs, judgeId);
  const previousBelief = projectBelief(beliefs, previous.id);
  let best = neediest(pool)!;
  let bestGain = Number.NEGATIVE_INFINITY;
  for (const candidate of pool) {
    const gain = expectedInformationGain(
      judgeState,
      previousBelief,
      projectBelief(beliefs, candidate.projectId),
      beliefs.parameters,
    );
    // Equal gains (common before any comparison) fall back to the neediest-first order.
    if (gain > bestGain + 1e-12 || (Math.abs(gain - bestGain) <= 1e-12 && compareNeed(candidate, best) < 0)) {
      best = candidate;
      bestGain = gain;
    }
  }
  return { ...base, projectId: best.projectId, looks: best.looks, choice: 'information-gain' };
}
