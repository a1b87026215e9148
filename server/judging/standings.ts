import {
  MAX_LOOKS_TO_SETTLE,
  type RoundMode,
  roundUsesPairwise,
  roundUsesRubric,
} from '../../common/judging';
import { combineRankings } from './combined-ranking';
import { type Comparison, type CrowdBtState, replayComparisons } from './crowd-bt';
import { fitJudgeModel } from './judge-model';
import { buildLeaderboard, type Leaderboard, type LeaderboardEntry } from './leaderboard';
import { fitPairwiseModel, type PairwiseModelFit } from './pairwise-model';
import { type RankRange, rankByScore, rankRanges } from './ranking';
import type { LookRow } from './round-data';
import { CONFIDENCE_Z, type ConfidenceLevel } from './stats';

/**
 * A round's standings, recomputed from its finished looks on every call: the rubric board (per-judge
 * z-scores), the pairwise beliefs (Crowd BT replayed oldest first), and the ranking the round's mode
 * asks for. Nothing here is stored.
 */

export interface Standing {
  projectId: number;
  rank: number;
  score: number;
  ciLow: number;
  ciHigh: number;
  /** Finished looks at the project (score sheets or comparisons). */
  looks: number;
  /** The places the intervals allow, among projects with looks; null without any look (no rank). */
  rankRange: RankRange | null;
  rubric: { score: number; rank: number; meanZ: number } | null;
  pairwise: { score: number; rank: number; comparisons: number } | null;
  reorderedByPairwise: boolean;
}

export interface Standings {
  entries: Standing[];
  rubricBoard: Leaderboard | null;
  /** Online Crowd BT beliefs: what pair selection weighs (information gain) and the judge review replays. */
  beliefs: CrowdBtState | null;
  /** The joint fit of strengths and judge reliabilities the pairwise ranking comes from. */
  pairwiseFit: PairwiseModelFit | null;
  comparisons: Comparison[];
}

export interface StandingsOptions {
  confidence?: ConfidenceLevel;
  /** Rank only these projects (a category's board); normalisation still uses the whole round. */
  only?: ReadonlySet<number>;
  /**
   * For assignment: pairwise intervals straight from the fit, without the graded answers' calibration.
   * The calibration is a function of each project's comparisons; fed back into where comparisons go it
   * made projects that had extra looks seem settled sooner and cost top-5 recall (docs/judging.md,
   * "Accuracy").
   */
  forAssignment?: boolean;
}

interface PairwiseBoardEntry {
  projectId: number;
  score: number;
  comparisons: number;
  ciLow: number;
  ciHigh: number;
}

/** The comparisons of a round's finished looks, in the order they were made. */
export function comparisonsOf(looks: readonly LookRow[]): Comparison[] {
  const comparisons: Comparison[] = [];
  for (const look of looks) {
    if (look.status !== 'done' || look.comparedWithId === null) continue;
    if (look.preferred === null && look.margin !== 'same') continue;
    const current = look.projectId;
    const previous = look.comparedWithId;
    const currentWon = look.preferred !== 'previous';
    comparisons.push({
      judgeId: look.judgeId,
      winnerId: currentWon ? current : previous,
      loserId: currentWon ? previous : current,
      margin: look.margin ?? null,
    });
  }
  return comparisons;
}

function doneLooksPerProject(looks: readonly LookRow[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const look of looks) {
    if (look.status === 'done') counts.set(look.projectId, (counts.get(look.projectId) ?? 0) + 1);
  }
  return counts;
}

/** `looks` must be in the order they were finished (loadRoundLooks). */
export function computeStandings(
  mode: RoundMode,
  projectIds: readonly number[],
  looks: readonly LookRow[],
  options: StandingsOptions = {},
): Standings {
  const { confidence = 0.95, only, forAssignment = false } = options;
  // Only the round's projects as they are now: a project declined, withdrawn or archived since it was
  // judged leaves the board (its looks still calibrate the judges who made them).
  const inRound = new Set(projectIds);
  const keep = <T extends { projectId: number; score: number }>(entries: readonly T[]) =>
    rankByScore(
      entries.filter((entry) => inRound.has(entry.projectId) && (!only || only.has(entry.projectId))),
    );
  const done = doneLooksPerProject(looks);

  let rubricBoard: Leaderboard | null = null;
  let rubricEntries: LeaderboardEntry[] = [];
  if (roundUsesRubric(mode)) {
    const sheets = looks
      .filter((look) => look.status === 'done' && look.rawScore !== null)
      .map((look) => ({ judgeId: look.judgeId, projectId: look.projectId, score: look.rawScore! }));
    // The per-judge z-score board stays for the organiser's view of judge habits and meanZ; the
    // ranking comes from the joint model of judges and projects (judge-model.ts).
    rubricBoard = buildLeaderboard(sheets, { projectIds, confidence });
    const meanZOf = new Map(rubricBoard.entries.map((entry) => [entry.projectId, entry.meanZ]));
    const model = fitJudgeModel(sheets, { projectIds, confidence });
    rubricEntries = keep(
      [...model.projects.values()].map((estimate) => ({
        projectId: estimate.projectId,
        score: estimate.quality,
        meanZ: meanZOf.get(estimate.projectId) ?? 0,
        looks: estimate.looks,
        ciLow: estimate.ciLow,
        ciHigh: estimate.ciHigh,
      })),
    );
  }
  let beliefs: CrowdBtState | null = null;
  const comparisons = roundUsesPairwise(mode) ? comparisonsOf(looks) : [];
  let pairwiseFit: PairwiseModelFit | null = null;
  let pairwiseEntries: (PairwiseBoardEntry & { rank: number })[] = [];
  if (roundUsesPairwise(mode)) {
    beliefs = replayComparisons(comparisons, { projectIds });
    // A track's board (`only`) ranks its projects from the comparisons among them alone: a comparison
    // with a project of another track says nothing about this track's order.
    const fitted = only
      ? comparisons.filter((comparison) => only.has(comparison.winnerId) && only.has(comparison.loserId))
      : comparisons;
    pairwiseFit = fitPairwiseModel(fitted, {
      projectIds: only ? projectIds.filter((id) => only.has(id)) : projectIds,
      confidence,
      calibrate: !forAssignment,
    });
    pairwiseEntries = keep(
      [...pairwiseFit.projects.values()].map((estimate) => ({
        projectId: estimate.projectId,
        score: estimate.quality,
        comparisons: estimate.comparisons,
        ciLow: estimate.ciLow,
        ciHigh: estimate.ciHigh,
      })),
    );
  }
  const pairwiseOf = new Map(pairwiseEntries.map((entry) => [entry.projectId, entry]));
  const rubricOf = new Map(rubricEntries.map((entry) => [entry.projectId, entry]));
  const pairwiseView = (projectId: number) => {
    const entry = pairwiseOf.get(projectId);
    return entry ? { score: entry.score, rank: entry.rank, comparisons: entry.comparisons } : null;
  };
  const rubricView = (projectId: number) => {
    const entry = rubricOf.get(projectId);
    return entry ? { score: entry.score, rank: entry.rank, meanZ: entry.meanZ } : null;
  };

  let entries: Standing[];
  if (mode === 'pairwise') {
    entries = pairwiseEntries.map((entry) => ({
      projectId: entry.projectId,
      rank: entry.rank,
      score: entry.score,
      ciLow: entry.ciLow,
      ciHigh: entry.ciHigh,
      looks: done.get(entry.projectId) ?? 0,
      rankRange: null,
      rubric: null,
      pairwise: pairwiseView(entry.projectId),
      reorderedByPairwise: false,
    }));
  } else {
    const combined = combineRankings(rubricEntries, mode === 'both' ? pairwiseEntries : []);
    entries = combined.map((entry) => ({
      projectId: entry.projectId,
      rank: entry.rank,
      score: entry.rubricScore,
      ciLow: entry.ciLow,
      ciHigh: entry.ciHigh,
      looks: done.get(entry.projectId) ?? 0,
      rankRange: null,
      rubric: rubricView(entry.projectId),
      pairwise: pairwiseView(entry.projectId),
      reorderedByPairwise: entry.reorderedByPairwise,
    }));
  }
  // A project nobody has judged has no place: it goes last, unranked, whatever its prior score.
  const judged = entries.filter((entry) => entry.looks > 0);
  const unjudged = entries.filter((entry) => entry.looks === 0);
  judged.forEach((entry, i) => {
    const previous = judged[i - 1];
    entry.rank = previous && previous.score === entry.score ? previous.rank : i + 1;
  });
  const ranges = rankRanges(judged);
  for (const entry of judged) entry.rankRange = ranges.get(entry.projectId) ?? null;
  entries = [...judged, ...unjudged];
  return { entries, rubricBoard, beliefs, pairwiseFit, comparisons };
}

/** The places where prizes are usually decided: the winner, the podium, the top five. */
export const PRIZE_CUTOFFS = [1, 3, 5] as const;

/**
 * How unsettled each project's side of the prize cut-offs is, for assignment's second criterion: for
 * each cut (between place K and K+1), the chance the project lies on the other side of it given its
 * interval, doubled so 1 is a coin toss; the largest over the cuts. A project without looks is 1;
 * one far from every cut is near 0, so looks past the target go where prizes are decided.
 */
export function uncertaintyOf(standings: Standings, cutoffs: readonly number[] = PRIZE_CUTOFFS) {
  const judged = standings.entries.filter((entry) => entry.looks > 0);
  const scores = judged.map((entry) => entry.score).sort((a, b) => b - a);
  const thresholds = cutoffs.filter((k) => k < scores.length).map((k) => (scores[k - 1]! + scores[k]!) / 2);
  const uncertainty = new Map<number, number>();
  for (const entry of standings.entries) {
    if (entry.looks === 0 || thresholds.length === 0) {
      uncertainty.set(entry.projectId, 1);
      continue;
    }
    const sd = Math.max((entry.ciHigh - entry.ciLow) / (2 * CONFIDENCE_Z[0.95]), 1e-9);
    let most = 0;
    for (const threshold of thresholds) {
      const above = normalCdf((entry.score - threshold) / sd);
      most = Math.max(most, 2 * Math.min(above, 1 - above));
    }
    uncertainty.set(entry.projectId, most);
  }
  return uncertainty;
}

/**
 * uncertaintyOf with the prize cut-offs of each track (category) taken in that track's own standings:
 * a project's uncertainty is the largest over its tracks. A round without tracks, or with one, is
 * uncertaintyOf of the whole round.
 */
export function trackUncertaintyOf(
  mode: RoundMode,
  projectIds: readonly number[],
  looks: readonly LookRow[],
  projects: readonly { id: number; trackIds?: readonly number[] }[],
): Map<number, number> {
  const members = new Map<number | null, Set<number>>();
  for (const project of projects) {
    const tracks = project.trackIds?.length ? project.trackIds : [null];
    for (const track of tracks) members.set(track, (members.get(track) ?? new Set()).add(project.id));
  }
  const whole = computeStandings(mode, projectIds, looks, { forAssignment: true });
  if (members.size <= 1) return uncertaintyOf(whole);
  const most = new Map<number, number>();
  for (const only of members.values()) {
    // Rubric scores (and so the rubric and both boards) are fitted over the whole round and only
    // filtered per track; only the pairwise fit is refitted per track.
    const track =
      mode === 'pairwise'
        ? computeStandings(mode, projectIds, looks, { only, forAssignment: true })
        : { ...whole, entries: whole.entries.filter((entry) => only.has(entry.projectId)) };
    for (const [projectId, value] of uncertaintyOf(track)) {
      if (only.has(projectId)) most.set(projectId, Math.max(most.get(projectId) ?? 0, value));
    }
  }
  return most;
}

export interface Unsettled {
  /** The prize cut (between place K and K + 1) the project's interval still straddles, the nearest one. */
  cutoff: number;
  /** More looks at this project that would likely bring its interval clear of the cut; null past MAX. */
  looksToSettle: number | null;
}

/**
 * Which places are not settled yet and how many more looks would likely settle each. A cut after place
 * K lies halfway between the K-th and (K+1)-th scores; a project whose interval holds the nearest cut
 * (distance d) is unsettled. Every model here has a N(0, 1) prior on quality and each look adds about
 * the same information, so precision grows linearly with looks: with n looks and interval sd s now,
 * one look adds (1/s² − 1)/n, and the interval clears the cut once z·sd < d, that is once the precision
 * reaches (z/d)². So looksToSettle = ⌈((z/d)² − 1/s²) / ((1/s² − 1)/n)⌉, assuming the score stays put.
 * Projects without looks are left out (the target assigns them first).
 */
export function unsettledPlaces(
  standings: Standings,
  confidence: ConfidenceLevel = 0.95,
  cutoffs: readonly number[] = PRIZE_CUTOFFS,
): Map<number, Unsettled> {
  const z = CONFIDENCE_Z[confidence];
  const judged = standings.entries.filter((entry) => entry.looks > 0);
  const cuts = cutoffs
    .filter((k) => k < judged.length)
    .map((k) => ({ cutoff: k, at: (judged[k - 1]!.score + judged[k]!.score) / 2 }));
  const unsettled = new Map<number, Unsettled>();
  for (const entry of judged) {
    const nearest = cuts.reduce<(typeof cuts)[number] | null>(
      (best, cut) => (!best || Math.abs(entry.score - cut.at) < Math.abs(entry.score - best.at) ? cut : best),
      null,
    );
    if (!nearest || entry.ciLow > nearest.at || entry.ciHigh < nearest.at) continue;
    const distance = Math.abs(entry.score - nearest.at);
    const sd = (entry.ciHigh - entry.ciLow) / (2 * z);
    const precision = 1 / (sd * sd);
    const perLook = (precision - 1) / entry.looks;
    const needed = distance > 0 && perLook > 0 ? ((z / distance) ** 2 - precision) / perLook : Infinity;
    const looks = Math.max(1, Math.ceil(needed));
    unsettled.set(entry.projectId, {
      cutoff: nearest.cutoff,
      looksToSettle: looks <= MAX_LOOKS_TO_SETTLE ? looks : null,
    });
  }
  return unsettled;
}

/** Φ, the standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
