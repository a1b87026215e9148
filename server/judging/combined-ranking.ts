/**
 * Combined mode, for rounds that use both a rubric and pairwise comparisons. The rubric decides: the
 * board is the rubric board. Pairwise only breaks near-ties: walking down the rubric order, each
 * project opens a group with every following project whose rubric score is within `nearTieMargin` of
 * its own; inside that group, the projects that have a pairwise score are put in pairwise order, in
 * the places they held (projects without one stay where they were). Both scores and ranks are reported
 * so the organiser sees why two projects swapped.
 *
 * Groups are anchored on their first project, not chained, so a long run of close scores cannot hand
 * the whole board to pairwise.
 */
import type { LeaderboardEntry } from './leaderboard';
import type { ProjectId } from './types';

export interface PairwiseScore {
  projectId: ProjectId;
  score: number;
  rank: number;
}

export interface CombinedEntry {
  projectId: ProjectId;
  rank: number;
  rubricScore: number;
  rubricRank: number;
  looks: number;
  ciLow: number;
  ciHigh: number;
  pairwiseScore: number | null;
  pairwiseRank: number | null;
  /** True when pairwise moved this project within its near-tie group. */
  reorderedByPairwise: boolean;
}

export interface CombineOptions {
  /** Rubric scores closer than this (normalised units) count as a near-tie; 0 turns pairwise off. */
  nearTieMargin?: number;
}

export const DEFAULT_NEAR_TIE_MARGIN = 0.1;

/** Combines a rubric board (in rank order) with pairwise scores (any order), as described above. */
export function combineRankings(
  rubricEntries: readonly LeaderboardEntry[],
  pairwiseScores: readonly PairwiseScore[],
  options: CombineOptions = {},
): CombinedEntry[] {
  const margin = options.nearTieMargin ?? DEFAULT_NEAR_TIE_MARGIN;
  const pairwise = new Map(pairwiseScores.map((entry) => [entry.projectId, entry]));
  const order = [...rubricEntries];

  for (let start = 0; start < order.length; ) {
    let end = start + 1;
    while (end < order.length && order[start]!.score - order[end]!.score <= margin) end++;
    const slots: number[] = [];
    for (let i = start; i < end; i++) if (pairwise.has(order[i]!.projectId)) slots.push(i);
    const reordered = slots
      .map((slot) => order[slot]!)
      .sort(
        (a, b) =>
          pairwise.get(b.projectId)!.score - pairwise.get(a.projectId)!.score ||
          a.rank - b.rank ||
          a.projectId - b.projectId,
      );
    slots.forEach((slot, i) => {
      order[slot] = reordered[i]!;
    });
    start = end;
  }

  const rubricPosition = new Map(rubricEntries.map((entry, i) => [entry.projectId, i]));
  const combined: CombinedEntry[] = [];
  order.forEach((entry, i) => {
    const pair = pairwise.get(entry.projectId);
    const previous = combined[i - 1];
    const isTie =
      previous !== undefined &&
      previous.rubricScore === entry.score &&
      previous.pairwiseScore === (pair?.score ?? null);
    combined.push({
      projectId: entry.projectId,
      rank: isTie ? previous.rank : i + 1,
      rubricScore: entry.score,
      rubricRank: entry.rank,
      looks: entry.looks,
      ciLow: entry.ciLow,
      ciHigh: entry.ciHigh,
      pairwiseScore: pair?.score ?? null,
      pairwiseRank: pair?.rank ?? null,
      reorderedByPairwise: rubricPosition.get(entry.projectId) !== i,
    });
  });
  return combined;
}
