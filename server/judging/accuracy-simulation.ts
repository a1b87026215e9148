/**
 * How well a round's results recover a hidden truth, under realistic judges: the experiment behind
 * `npm run bench:judging-accuracy` (docs/judging.md, "Accuracy"). 40 projects with a hidden quality, 12
 * judges with an offset (sd 1 point on a 1–10 scale), a scale (0.5–1.5) and a noise (0.5–1.5), two of
 * them careless (random answers), two conflicts of interest each; the product's own assignment
 * (`nextProjectFor`, `nextComparisonFor`, fed the product's standings) decides who sees what, and
 * judges answer at once. The round grows through 3, 5, 8 and 12 looks per project, and at each step
 * the product's leaderboard (`computeStandings`) is compared with the truth, beside the naive mean.
 */
import {
  PAIRWISE_MARGINS,
  type PairwiseChoice,
  type PairwiseMargin,
  type RoundMode,
} from '../../common/judging';
import { type AssignmentState, type ExistingLook, nextProjectFor } from './assignment';
import { replayComparisons } from './crowd-bt';
import { nextComparisonFor } from './pairwise-assignment';
import { createRng, normalDraw, type Rng, shuffled } from './random';
import type { LookRow } from './round-data';
import { comparisonsOf, computeStandings, type Standings, uncertaintyOf, unsettledPlaces } from './standings';
import { mean, spearman } from './stats';

export const ACCURACY_PROJECTS = 40;
export const ACCURACY_JUDGES = 12;
export const ACCURACY_STEPS = [3, 5, 8, 12] as const;
const CRITERIA = 3;
const TOP = 5;

interface SimJudge {
  id: number;
  offset: number;
  scale: number;
  noise: number;
  careless: boolean;
}

export interface AccuracyFigures {
  looksPerProject: number;
  /** Spearman of the leaderboard's order against the truth. */
  spearman: number;
  /** Spearman of the plain mean of raw scores (win share in pairwise mode). */
  naiveSpearman: number;
  /** Share of projects whose 95 % interval holds their true quality. */
  coverage: number;
  /** Share of the true top 5 among the board's top 5. */
  topFound: number;
  naiveTopFound: number;
  /**
   * looksToSettle checked against the step before: unsettled places whose project then got at least
   * the looks said to settle it, and how many of them were settled at this step; the same for those
   * that got fewer.
   */
  settleForecasts: number;
  settledAsForecast: number;
  shortForecasts: number;
  settledShort: number;
}

export interface AccuracyOptions {
  /** Pairwise answers with a margin (much better, a bit better, about the same) instead of plain ones. */
  graded?: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function judgesFor(rng: Rng): SimJudge[] {
  return Array.from({ length: ACCURACY_JUDGES }, (_, i) => ({
    id: i + 1,
    offset: normalDraw(rng),
    scale: 0.5 + rng(),
    noise: 0.5 + rng(),
    careless: i >= ACCURACY_JUDGES - 2,
  }));
}

/** A sheet of three 1–10 criteria, as the rubric score in 0..1 (equal weights). */
function sheetScore(judge: SimJudge, quality: number, rng: Rng): number {
  let total = 0;
  for (let c = 0; c < CRITERIA; c++) {
    const score = judge.careless
      ? 1 + Math.floor(rng() * 10)
      : clamp(
          Math.round(5.5 + judge.offset + 1.5 * judge.scale * quality + judge.noise * normalDraw(rng)),
          1,
          10,
        );
    total += (score - 1) / 9;
  }
  return total / CRITERIA;
}

interface SimAnswer {
  preferred: PairwiseChoice | null;
  margin: PairwiseMargin | null;
}

/**
 * The judge's answer. Plain: which project seemed better. Graded: also how much, by where the seen
 * difference falls among the judge's own thresholds (`same` below `sameUpTo`, `much` beyond `muchFrom`,
 * in points of their seen quality); a careless judge taps any of the five at random.
 */
function answerOf(
  judge: SimJudge,
  current: number,
  previous: number,
  rng: Rng,
  graded: { sameUpTo: number; muchFrom: number; rng: Rng } | null,
): SimAnswer {
  if (judge.careless) {
    const preferred = rng() < 0.5 ? 'current' : 'previous';
    if (!graded) return { preferred, margin: null };
    const margin = PAIRWISE_MARGINS[Math.floor(graded.rng() * 3)]!;
    return { preferred: margin === 'same' ? null : preferred, margin };
  }
  const seen = (quality: number) => 1.5 * judge.scale * quality + judge.noise * normalDraw(rng);
  const difference = seen(current) - seen(previous);
  const preferred = difference > 0 ? 'current' : 'previous';
  if (!graded) return { preferred, margin: null };
  const size = Math.abs(difference);
  if (size < graded.sameUpTo) return { preferred: null, margin: 'same' };
  return { preferred, margin: size >= graded.muchFrom ? 'much' : 'little' };
}

const topIds = (ids: readonly number[], score: (id: number) => number) =>
  new Set([...ids].sort((a, b) => score(b) - score(a) || a - b).slice(0, TOP));
const shared = (a: Set<number>, b: Set<number>) => [...a].filter((id) => b.has(id)).length / TOP;

/** One seeded round of one mode, measured at every step of ACCURACY_STEPS. */
export function simulateAccuracy(
  mode: RoundMode,
  seed: number,
  steps: readonly number[] = ACCURACY_STEPS,
  /** The round's target, when judges have time for more looks than it (the rest go where assignment says). */
  targetCap = Number.POSITIVE_INFINITY,
  options: AccuracyOptions = {},
): AccuracyFigures[] {
  const rng = createRng(seed);
  const ids = Array.from({ length: ACCURACY_PROJECTS }, (_, i) => i + 1);
  const truth = new Map(ids.map((id) => [id, normalDraw(rng)]));
  const judges = judgesFor(rng);
  // Graded answers draw from their own stream, so plain rounds stay exactly as they were.
  const gradedRng = createRng(seed ^ 0x6a7ade);
  const gradingOf = new Map(
    judges.map((judge) => {
      const habit = 0.7 + 0.6 * gradedRng();
      return [judge.id, { sameUpTo: 0.5 * habit, muchFrom: 2 * habit, rng: gradedRng }];
    }),
  );
  const state = {
    projects: ids.map((id) => ({ id, teamUserIds: [100_000 + id], categoryId: null })),
    judges: judges.map((judge) => ({
      id: judge.id,
      conflictProjectIds: shuffled(ids, rng).slice(0, 2),
    })),
    looks: [] as ExistingLook[],
    targetLooks: 3,
    seed,
  };
  const rows: LookRow[] = [];
  const doneAt = new Map<number, number>();
  const lastOf = new Map<number, number>();
  const figures: AccuracyFigures[] = [];
  let forecast = new Map<number, { looksToSettle: { needed: number; at: number } }>();
  let clock = 0;

  for (const target of steps) {
    state.targetLooks = Math.min(target, targetCap);
    const goal = target * ACCURACY_PROJECTS;
    // The same judge time for every method: looks until the round holds target × projects of them.
    while (rows.length < goal) {
      const standings = computeStandings(mode, ids, rows, { forAssignment: true });
      const assignment: AssignmentState = { ...state, uncertainty: uncertaintyOf(standings) };
      const beliefs = mode === 'rubric' ? null : replayComparisons(comparisonsOf(rows), { projectIds: ids });
      let progressed = false;
      for (const judge of shuffled(judges, rng)) {
        if (rows.length >= goal) break;
        const pair = beliefs
          ? nextComparisonFor(judge.id, lastOf.get(judge.id) ?? null, assignment, beliefs)
          : null;
        const choice = beliefs ? pair : nextProjectFor(judge.id, assignment);
        if (!choice) continue;
        progressed = true;
        const projectId = choice.projectId;
        const comparedWithId = pair?.comparedWithId ?? null;
        const quality = truth.get(projectId)!;
        const answer =
          comparedWithId === null
            ? { preferred: null, margin: null }
            : answerOf(
                judge,
                quality,
                truth.get(comparedWithId)!,
                rng,
                options.graded ? gradingOf.get(judge.id)! : null,
              );
        clock += 1;
        rows.push({
          id: rows.length + 1,
          roundId: 1,
          judgeId: judge.id,
          projectId,
          status: 'done',
          reason: 'needs-looks',
          comparedWithId,
          rawScore: mode === 'pairwise' ? null : sheetScore(judge, quality, rng),
          preferred: answer.preferred,
          margin: answer.margin,
          note: null,
          comment: null,
          skipReason: null,
          criterionIds: null,
          lateDecision: null,
          startedAt: new Date(clock * 1000),
          finishedAt: new Date(clock * 1000),
        });
        state.looks.push({ judgeId: judge.id, projectId, status: 'done' });
        doneAt.set(projectId, (doneAt.get(projectId) ?? 0) + 1);
        lastOf.set(judge.id, projectId);
      }
      if (!progressed) break;
    }
    const measured = measure(mode, ids, truth, rows, target);
    // looksToSettle, checked against what the next step's looks did: a place said to settle within L
    // more looks, given at least L, should then be settled.
    const unsettledNow = unsettledPlaces(measured.standings);
    for (const [projectId, { looksToSettle }] of forecast) {
      const given = (doneAt.get(projectId) ?? 0) - looksToSettle.at;
      const settled = !unsettledNow.has(projectId);
      if (given >= looksToSettle.needed) {
        measured.figures.settleForecasts += 1;
        if (settled) measured.figures.settledAsForecast += 1;
      } else {
        measured.figures.shortForecasts += 1;
        if (settled) measured.figures.settledShort += 1;
      }
    }
    forecast = new Map(
      [...unsettledNow]
        .filter(([, place]) => place.looksToSettle !== null)
        .map(([projectId, place]) => [
          projectId,
          { looksToSettle: { needed: place.looksToSettle!, at: doneAt.get(projectId) ?? 0 } },
        ]),
    );
    figures.push(measured.figures);
  }
  return figures;
}

function measure(
  mode: RoundMode,
  ids: number[],
  truth: Map<number, number>,
  rows: LookRow[],
  target: number,
): { figures: AccuracyFigures; standings: Standings } {
  const standings = computeStandings(mode, ids, rows);
  const order = new Map(standings.entries.map((entry, i) => [entry.projectId, standings.entries.length - i]));
  const naive = naiveScores(mode, ids, rows);
  // Quality is measured against the field: the truth standardised over the round's projects.
  const trueMean = mean(ids.map((id) => truth.get(id)!));
  const trueSd = Math.sqrt(mean(ids.map((id) => (truth.get(id)! - trueMean) ** 2)));
  const covered = standings.entries.filter((entry) => {
    const quality = (truth.get(entry.projectId)! - trueMean) / trueSd;
    return entry.ciLow <= quality && quality <= entry.ciHigh;
  }).length;
  const trueTop = topIds(ids, (id) => truth.get(id)!);
  const figures: AccuracyFigures = {
    looksPerProject: target,
    spearman: spearman(
      ids.map((id) => order.get(id)!),
      ids.map((id) => truth.get(id)!),
    ),
    naiveSpearman: spearman(
      ids.map((id) => naive.get(id)!),
      ids.map((id) => truth.get(id)!),
    ),
    coverage: covered / ids.length,
    topFound: shared(
      topIds(ids, (id) => order.get(id)!),
      trueTop,
    ),
    naiveTopFound: shared(
      topIds(ids, (id) => naive.get(id)!),
      trueTop,
    ),
    settleForecasts: 0,
    settledAsForecast: 0,
    shortForecasts: 0,
    settledShort: 0,
  };
  return { figures, standings };
}

/** Devpost's method: the plain mean of raw scores (pairwise: the share of comparisons won). */
function naiveScores(mode: RoundMode, ids: number[], rows: LookRow[]): Map<number, number> {
  if (mode !== 'pairwise') {
    const scores = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const row of rows) if (row.rawScore !== null) scores.get(row.projectId)!.push(row.rawScore);
    return new Map(ids.map((id) => [id, scores.get(id)!.length ? mean(scores.get(id)!) : 0.5]));
  }
  const wins = new Map<number, number>(ids.map((id) => [id, 0]));
  const games = new Map<number, number>(ids.map((id) => [id, 0]));
  for (const comparison of comparisonsOf(rows)) {
    // "About the same" is half a win each.
    if (comparison.margin === 'same') {
      wins.set(comparison.winnerId, wins.get(comparison.winnerId)! + 0.5);
      wins.set(comparison.loserId, wins.get(comparison.loserId)! + 0.5);
    } else wins.set(comparison.winnerId, wins.get(comparison.winnerId)! + 1);
    for (const id of [comparison.winnerId, comparison.loserId]) games.set(id, games.get(id)! + 1);
  }
  return new Map(ids.map((id) => [id, games.get(id)! ? wins.get(id)! / games.get(id)! : 0.5]));
}
