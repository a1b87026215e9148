/**
 * The rubric leaderboard. Each look is first normalised per judge (judge-normalisation.ts); a
 * project's score is then the mean of its normalised looks, shrunk towards the field average by an
 * amount that fades as looks accumulate (a normal–normal empirical Bayes posterior):
 *
 *   precision = 1/τ² + n/σ²,  score = (n·z̄/σ²) / precision,  interval = score ± z·√(1/precision)
 *
 * where σ² is the spread of looks at one project (pooled over projects) and τ² the true spread between
 * projects. Unlike a t-interval it exists for one look (or none), never collapses to zero width when
 * two looks happen to agree, and one lucky look cannot top the board. Projects with the same number of
 * looks keep the order of their plain means; widths shrink like 1/√n.
 */
import {
  type JudgeCalibration,
  type NormalisationOptions,
  normaliseLooks,
  type RubricLook,
} from './judge-normalisation';
import { neighbourOverlaps, rankByScore } from './ranking';
import { CONFIDENCE_Z, type ConfidenceLevel, sampleVariance, sumOfSquares } from './stats';
import type { JudgeId, ProjectId } from './types';

export type { RubricLook } from './judge-normalisation';

export interface LeaderboardEntry {
  projectId: ProjectId;
  /** 1 is best; equal scores share a rank. */
  rank: number;
  /** Posterior mean of the project's normalised score (0 = an average project). */
  score: number;
  /** Plain mean of the project's normalised looks (0 without looks). */
  meanZ: number;
  looks: number;
  ciLow: number;
  ciHigh: number;
}

export interface LeaderboardOptions extends NormalisationOptions {
  /** Every project of the round, so unseen ones appear (at 0, with the widest interval). */
  projectIds?: readonly ProjectId[];
  confidence?: ConfidenceLevel;
}

export interface Leaderboard {
  entries: LeaderboardEntry[];
  /** σ: spread of normalised looks at one project (judge disagreement plus noise). */
  lookNoiseSd: number;
  /** τ: estimated spread of true project quality, in normalised units. */
  projectSpreadSd: number;
  /** Each judge's shrunk mean and spread, for the organiser's view of judge habits. */
  judges: Map<JudgeId, JudgeCalibration>;
}

/** Floors keep the posterior defined when a round has too little data to estimate a spread. */
const MIN_VARIANCE = 0.01;

function zScoresByProject(looks: readonly { projectId: ProjectId; z: number }[]): Map<ProjectId, number[]> {
  const byProject = new Map<ProjectId, number[]>();
  for (const look of looks) {
    const zs = byProject.get(look.projectId);
    if (zs) zs.push(look.z);
    else byProject.set(look.projectId, [look.z]);
  }
  return byProject;
}

/** σ² pooled over projects seen at least twice; 1 (a whole normalised unit) before any such project. */
function pooledLookVariance(byProject: Map<ProjectId, number[]>): number {
  let squares = 0;
  let freedom = 0;
  for (const zs of byProject.values()) {
    squares += sumOfSquares(zs);
    freedom += zs.length - 1;
  }
  return Math.max(freedom > 0 ? squares / freedom : 1, MIN_VARIANCE);
}

export function buildLeaderboard(
  looks: readonly RubricLook[],
  options: LeaderboardOptions = {},
): Leaderboard {
  const { looks: normalised, judges } = normaliseLooks(looks, options);
  const z = CONFIDENCE_Z[options.confidence ?? 0.95];
  const byProject = zScoresByProject(normalised);
  const lookVariance = pooledLookVariance(byProject);
  // Total variance of normalised looks ≈ true spread between projects + spread of looks at a project.
  const totalVariance = normalised.length > 1 ? sampleVariance(normalised.map((look) => look.z)) : 1;
  const projectVariance = Math.max(totalVariance - lookVariance, MIN_VARIANCE);

  const projectIds = new Set<ProjectId>(options.projectIds ?? []);
  for (const projectId of byProject.keys()) projectIds.add(projectId);

  const unranked = [...projectIds].map((projectId) => {
    const zs = byProject.get(projectId) ?? [];
    const n = zs.length;
    const sum = zs.reduce((total, value) => total + value, 0);
    const precision = 1 / projectVariance + n / lookVariance;
    const score = sum / lookVariance / precision;
    const halfWidth = z / Math.sqrt(precision);
    return {
      projectId,
      score,
      meanZ: n > 0 ? sum / n : 0,
      looks: n,
      ciLow: score - halfWidth,
      ciHigh: score + halfWidth,
    };
  });
  return {
    entries: rankByScore(unranked),
    lookNoiseSd: Math.sqrt(lookVariance),
    projectSpreadSd: Math.sqrt(projectVariance),
    judges,
  };
}

export type NeedsLooksReason = 'under-target' | 'overlaps-neighbour';

export interface ProjectNeedingLooks {
  projectId: ProjectId;
  reason: NeedsLooksReason;
  looks: number;
  /** Largest share of its interval shared with the project ranked just above or below (0..1). */
  overlap: number;
}

export interface NeedsLooksOptions {
  targetLooks: number;
  /** Only flag overlaps among the first N ranks (where awards are decided); all ranks by default. */
  topRanks?: number;
  /** Overlap at or above which a project is flagged; 0.5 by default. */
  minOverlap?: number;
}

/**
 * Projects that deserve another look, most urgent first: those under the target number of looks
 * (fewest first), then those whose place is least settled (largest overlap with a neighbour).
 */
export function projectsNeedingLooks(
  rankedEntries: readonly LeaderboardEntry[],
  options: NeedsLooksOptions,
): ProjectNeedingLooks[] {
  const overlaps = neighbourOverlaps(rankedEntries);
  const minOverlap = options.minOverlap ?? 0.5;
  const topRanks = options.topRanks ?? Number.POSITIVE_INFINITY;
  const flagged: ProjectNeedingLooks[] = [];
  for (const entry of rankedEntries) {
    const overlap = overlaps.get(entry.projectId) ?? 0;
    if (entry.looks < options.targetLooks) {
      flagged.push({ projectId: entry.projectId, reason: 'under-target', looks: entry.looks, overlap });
    } else if (entry.rank <= topRanks && overlap >= minOverlap) {
      flagged.push({ projectId: entry.projectId, reason: 'overlaps-neighbour', looks: entry.looks, overlap });
    }
  }
  const urgency = (item: ProjectNeedingLooks) => (item.reason === 'under-target' ? 0 : 1);
  return flagged.sort(
    (a, b) =>
      urgency(a) - urgency(b) || a.looks - b.looks || b.overlap - a.overlap || a.projectId - b.projectId,
  );
}

/** The uncertainty map assignment accepts: each project's neighbour overlap (higher = less settled). */
export function uncertaintyByProject(rankedEntries: readonly LeaderboardEntry[]): Map<ProjectId, number> {
  return neighbourOverlaps(rankedEntries);
}

/** Re-export so callers can group a board without importing the ranking module. */
export { groupByCategory } from './ranking';
