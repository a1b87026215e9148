/**
 * Ranking helpers shared by the rubric, pairwise and combined leaderboards: a deterministic order with
 * shared ranks for equal scores, regrouping by category, and how much a project's interval overlaps
 * its neighbours' (the "we are not sure of this place yet" signal).
 */
import type { CategoryId, ProjectId } from './types';

export interface Scored {
  projectId: ProjectId;
  score: number;
}

export interface Interval {
  projectId: ProjectId;
  ciLow: number;
  ciHigh: number;
}

/** Scores closer than this are equal: they share a rank (float noise must not split a tie). */
const SCORE_EPSILON = 1e-9;

/**
 * Sorts by score, highest first, then by project id so equal scores always list in the same order;
 * equal scores share a rank and the next rank skips (1, 2, 2, 4).
 */
export function rankByScore<T extends Scored>(items: readonly T[]): (T & { rank: number })[] {
  const sorted = [...items].sort((a, b) => b.score - a.score || a.projectId - b.projectId);
  const ranked: (T & { rank: number })[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i]!;
    const previous = ranked[i - 1];
    const isTie = previous !== undefined && Math.abs(previous.score - item.score) <= SCORE_EPSILON;
    ranked.push({ ...item, rank: isTie ? previous.rank : i + 1 });
  }
  return ranked;
}

/**
 * Splits a ranked board by category (null for projects without one), ranking again inside each group.
 * Normalise over the whole round first, then split: judges cross categories, so their habits are
 * learnt from all their looks.
 */
export function groupByCategory<T extends Scored>(
  entries: readonly T[],
  categoryOf: ReadonlyMap<ProjectId, CategoryId | null>,
): Map<CategoryId | null, (T & { rank: number })[]> {
  const groups = new Map<CategoryId | null, T[]>();
  for (const entry of entries) {
    const category = categoryOf.get(entry.projectId) ?? null;
    const group = groups.get(category);
    if (group) group.push(entry);
    else groups.set(category, [entry]);
  }
  const ranked = new Map<CategoryId | null, (T & { rank: number })[]>();
  for (const [category, group] of groups) ranked.set(category, rankByScore(group));
  return ranked;
}

/** Share of a's interval covered by b's (0 = apart, 1 = a lies inside b). */
export function intervalOverlap(a: Interval, b: Interval): number {
  const width = a.ciHigh - a.ciLow;
  const shared = Math.min(a.ciHigh, b.ciHigh) - Math.max(a.ciLow, b.ciLow);
  if (width <= 0) return shared >= 0 ? 1 : 0;
  return Math.max(0, Math.min(1, shared / width));
}

/**
 * For a board in rank order: each project's largest overlap with the entry just above or just below.
 * Near 1, the data cannot tell the project from its neighbour; near 0, its place is settled.
 */
export function neighbourOverlaps(rankedEntries: readonly Interval[]): Map<ProjectId, number> {
  const overlaps = new Map<ProjectId, number>();
  rankedEntries.forEach((entry, i) => {
    const above = rankedEntries[i - 1];
    const below = rankedEntries[i + 1];
    overlaps.set(
      entry.projectId,
      Math.max(above ? intervalOverlap(entry, above) : 0, below ? intervalOverlap(entry, below) : 0),
    );
  });
  return overlaps;
}

export interface RankRange {
  /** The best place the intervals allow: 1 + the projects surely ahead. */
  best: number;
  /** The worst place: the ranked projects less those surely behind. */
  worst: number;
}

/**
 * The places each project may hold given the intervals: a project is surely ahead of another only when
 * its whole interval lies above the other's. A rank is settled (best = worst) only where intervals
 * separate; overlapping projects share a range ("2–5"), which is a tie, not an order.
 */
export function rankRanges(entries: readonly Interval[]): Map<ProjectId, RankRange> {
  const ranges = new Map<ProjectId, RankRange>();
  for (const entry of entries) {
    let ahead = 0;
    let behind = 0;
    for (const other of entries) {
      if (other.projectId === entry.projectId) continue;
      if (other.ciLow > entry.ciHigh) ahead++;
      else if (other.ciHigh < entry.ciLow) behind++;
    }
    ranges.set(entry.projectId, { best: ahead + 1, worst: entries.length - behind });
  }
  return ranges;
}
