import { describe, expect, it } from 'vitest';
import { combineRankings } from './combined-ranking';
import type { LeaderboardEntry } from './leaderboard';
import { rankByScore } from './ranking';

const rubricBoard = (scores: Record<number, number>): LeaderboardEntry[] =>
  rankByScore(
    Object.entries(scores).map(([id, score]) => ({
      projectId: Number(id),
      score,
      meanZ: score,
      looks: 3,
      ciLow: score - 0.5,
      ciHigh: score + 0.5,
    })),
  );

const pairwiseBoard = (scores: Record<number, number>) =>
  rankByScore(Object.entries(scores).map(([id, score]) => ({ projectId: Number(id), score })));

const order = (entries: { projectId: number }[]) => entries.map((entry) => entry.projectId);

describe('combined rubric and pairwise ranking', () => {
  it('lets pairwise order near-ties only, and reports both rankings', () => {
    const combined = combineRankings(
      rubricBoard({ 1: 1.5, 2: 1.45, 3: 0.5, 4: -0.2 }),
      pairwiseBoard({ 1: -1, 2: 1, 3: -2, 4: 2 }),
    );
    expect(order(combined)).toEqual([2, 1, 3, 4]);
    expect(combined[0]).toMatchObject({
      projectId: 2,
      rank: 1,
      rubricRank: 2,
      rubricScore: 1.45,
      pairwiseRank: 2,
      pairwiseScore: 1,
      reorderedByPairwise: true,
    });
    expect(combined.map((entry) => entry.reorderedByPairwise)).toEqual([true, true, false, false]);
  });

  it('anchors each near-tie group on its first project, so close scores cannot chain down the board', () => {
    const combined = combineRankings(
      rubricBoard({ 1: 1, 2: 0.92, 3: 0.84, 4: 0.76 }),
      pairwiseBoard({ 1: 1, 2: 2, 3: 3, 4: 4 }),
    );
    expect(order(combined)).toEqual([2, 1, 4, 3]);
  });

  it('leaves projects without pairwise data in their rubric place', () => {
    const combined = combineRankings(rubricBoard({ 1: 1, 2: 0.98, 3: 0.96 }), pairwiseBoard({ 1: 0, 3: 5 }));
    expect(order(combined)).toEqual([3, 2, 1]);
    expect(combined[1]).toMatchObject({ projectId: 2, pairwiseScore: null, pairwiseRank: null });
  });

  it('follows the rubric alone with a margin of 0, sharing ranks only on full ties', () => {
    const combined = combineRankings(
      rubricBoard({ 1: 1, 2: 0.99, 3: 0.5, 4: 0.5 }),
      pairwiseBoard({ 2: 3, 1: 1 }),
      { nearTieMargin: 0 },
    );
    expect(order(combined)).toEqual([1, 2, 3, 4]);
    expect(combined.map((entry) => entry.rank)).toEqual([1, 2, 3, 3]);
  });
});
