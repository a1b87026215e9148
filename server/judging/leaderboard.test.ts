import { describe, expect, it } from 'vitest';
import {
  buildLeaderboard,
  groupByCategory,
  type LeaderboardEntry,
  projectsNeedingLooks,
  type RubricLook,
  uncertaintyByProject,
} from './leaderboard';
import { createRng, normalDraw } from './random';
import { intervalOverlap, rankByScore } from './ranking';

/** Every judge scores every listed project with quality + their bias (+ a small judge-specific wobble). */
function round(qualities: Record<number, number>, judges: number, repeat = 1): RubricLook[] {
  const looks: RubricLook[] = [];
  for (let r = 0; r < repeat; r++) {
    for (let judge = 1; judge <= judges; judge++) {
      for (const [id, quality] of Object.entries(qualities)) {
        const wobble = (((judge * 7 + Number(id) * 3 + r * 5) % 5) - 2) * 0.02;
        looks.push({
          judgeId: judge + r * judges,
          projectId: Number(id),
          score: quality + judge * 0.05 + wobble,
        });
      }
    }
  }
  return looks;
}

const byId = (entries: LeaderboardEntry[]) => new Map(entries.map((entry) => [entry.projectId, entry]));

describe('rubric leaderboard', () => {
  it('ranks by normalised score, best first, with intervals around the score', () => {
    const { entries } = buildLeaderboard(round({ 1: 0.3, 2: 0.7, 3: 0.5, 4: 0.4 }, 4));
    expect(entries.map((entry) => entry.projectId)).toEqual([2, 3, 4, 1]);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4]);
    for (const entry of entries) {
      expect(entry.looks).toBe(4);
      expect(entry.ciLow).toBeLessThan(entry.score);
      expect(entry.ciHigh).toBeGreaterThan(entry.score);
    }
  });

  it('shrinks the mean of normalised looks by nτ²/(σ² + nτ²)', () => {
    const board = buildLeaderboard(round({ 1: 0.3, 2: 0.7, 3: 0.5 }, 3));
    const tau2 = board.projectSpreadSd ** 2;
    const sigma2 = board.lookNoiseSd ** 2;
    for (const entry of board.entries) {
      expect(entry.score).toBeCloseTo((entry.meanZ * 3 * tau2) / (sigma2 + 3 * tau2), 12);
    }
  });

  it('narrows intervals as looks accumulate (about 1/√n)', () => {
    const qualities = { 1: 0.3, 2: 0.7, 3: 0.5, 4: 0.45 };
    const width = (looks: RubricLook[]) => {
      const entry = buildLeaderboard(looks).entries[0]!;
      return entry.ciHigh - entry.ciLow;
    };
    const few = width(round(qualities, 3));
    const many = width(round(qualities, 3, 4));
    expect(many).toBeLessThan(few * 0.7);
    expect(many).toBeGreaterThan(few * 0.3);
  });

  it('widens intervals for a higher confidence level', () => {
    const looks = round({ 1: 0.3, 2: 0.7 }, 3);
    const at = (confidence: 0.8 | 0.99) => {
      const entry = buildLeaderboard(looks, { confidence }).entries[0]!;
      return entry.ciHigh - entry.ciLow;
    };
    expect(at(0.99) / at(0.8)).toBeCloseTo(2.5758293035 / 1.2815515655, 8);
  });

  it('lists unseen projects at the field average with the widest interval', () => {
    const { entries } = buildLeaderboard(round({ 1: 0.3, 2: 0.7 }, 3), { projectIds: [1, 2, 9] });
    const unseen = byId(entries).get(9)!;
    expect(unseen).toMatchObject({ looks: 0, score: 0, meanZ: 0 });
    const seen = byId(entries).get(2)!;
    expect(unseen.ciHigh - unseen.ciLow).toBeGreaterThan(seen.ciHigh - seen.ciLow);
  });

  it('does not let one lucky look beat a project that is consistently good', () => {
    const rng = createRng(5);
    const qualities = [0.7, 0.3, 0.4, 0.5, 0.35, 0.45, 0.55, 0.6];
    const looks: RubricLook[] = [];
    for (let judgeId = 1; judgeId <= 4; judgeId++) {
      qualities.forEach((quality, i) => {
        const score = quality + (judgeId - 2) * 0.05 + 0.08 * normalDraw(rng);
        looks.push({ judgeId, projectId: i + 1, score });
      });
    }
    // Project 9 gets a single look from judge 1: the lowest score whose z beats project 1's mean z.
    const withLucky = (score: number) => buildLeaderboard([...looks, { judgeId: 1, projectId: 9, score }]);
    let board = withLucky(0);
    for (let score = 0.5; score < 1.5; score += 0.002) {
      board = withLucky(score);
      const entries = byId(board.entries);
      if (entries.get(9)!.meanZ > entries.get(1)!.meanZ) break;
    }
    const entries = byId(board.entries);
    expect(entries.get(9)!.meanZ).toBeGreaterThan(entries.get(1)!.meanZ);
    expect(entries.get(1)!.rank).toBe(1);
    expect(entries.get(9)!.rank).toBe(2);
  });

  it('returns an empty board for an empty round', () => {
    expect(buildLeaderboard([]).entries).toEqual([]);
  });
});

describe('ranking helpers', () => {
  it('shares ranks between equal scores and orders them by project id', () => {
    const ranked = rankByScore([
      { projectId: 5, score: 1 },
      { projectId: 3, score: 2 },
      { projectId: 4, score: 1 },
      { projectId: 1, score: 0.5 },
    ]);
    expect(ranked.map((entry) => [entry.projectId, entry.rank])).toEqual([
      [3, 1],
      [4, 2],
      [5, 2],
      [1, 4],
    ]);
  });

  it('re-ranks inside each category, with a group for projects without one', () => {
    const { entries } = buildLeaderboard(round({ 1: 0.3, 2: 0.7, 3: 0.5, 4: 0.4 }, 3));
    const groups = groupByCategory(
      entries,
      new Map([
        [1, 10],
        [2, 20],
        [3, 10],
      ]),
    );
    expect(groups.get(10)!.map((entry) => [entry.projectId, entry.rank])).toEqual([
      [3, 1],
      [1, 2],
    ]);
    expect(groups.get(20)!.map((entry) => entry.rank)).toEqual([1]);
    expect(groups.get(null)!.map((entry) => entry.projectId)).toEqual([4]);
  });

  it('measures interval overlap as a share of the first interval', () => {
    const a = { projectId: 1, ciLow: 0, ciHigh: 2 };
    expect(intervalOverlap(a, { projectId: 2, ciLow: 1, ciHigh: 5 })).toBe(0.5);
    expect(intervalOverlap(a, { projectId: 2, ciLow: 3, ciHigh: 5 })).toBe(0);
    expect(intervalOverlap(a, { projectId: 2, ciLow: -1, ciHigh: 5 })).toBe(1);
  });
});

describe('projects needing looks', () => {
  const entry = (projectId: number, rank: number, looks: number, ciLow: number, ciHigh: number) => ({
    projectId,
    rank,
    looks,
    ciLow,
    ciHigh,
    score: (ciLow + ciHigh) / 2,
    meanZ: 0,
  });
  const board = [
    entry(1, 1, 3, 3, 5),
    entry(2, 2, 3, 1, 2.5),
    entry(3, 3, 3, 1.2, 2),
    entry(4, 4, 1, -1, 1),
    entry(5, 5, 0, -3, 3),
  ];

  it('puts projects under the target first (fewest looks first), then unsettled places', () => {
    expect(projectsNeedingLooks(board, { targetLooks: 3 })).toEqual([
      { projectId: 5, reason: 'under-target', looks: 0, overlap: 1 / 3 },
      { projectId: 4, reason: 'under-target', looks: 1, overlap: 1 },
      { projectId: 3, reason: 'overlaps-neighbour', looks: 3, overlap: 1 },
      { projectId: 2, reason: 'overlaps-neighbour', looks: 3, overlap: 0.8 / 1.5 },
    ]);
  });

  it('can watch only the top of the board and a stricter overlap', () => {
    const flagged = projectsNeedingLooks(board, { targetLooks: 1, topRanks: 2, minOverlap: 0.9 });
    expect(flagged.map((item) => item.projectId)).toEqual([5]);
    expect(uncertaintyByProject(board).get(1)).toBe(0);
  });
});
