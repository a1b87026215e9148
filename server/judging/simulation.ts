/**
 * Simulated judging rounds with a known true order, for the tests that prove the maths recovers it
 * and for the benchmark. Judges have habits (harsh, generous, narrow or wide use of the scale) or
 * answer at random; everything is driven by a seeded generator.
 */
import {
  type AssignmentJudge,
  type AssignmentProject,
  type ExistingLook,
  planAssignments,
} from './assignment';
import { applyComparison, type Comparison, type CrowdBtState, createCrowdBtState } from './crowd-bt';
import type { RubricLook } from './judge-normalisation';
import { nextComparisonFor } from './pairwise-assignment';
import { createRng, normalDraw, type Rng } from './random';
import { type Rubric, rubricScore } from './rubric';
import type { JudgeId, ProjectId } from './types';

export interface JudgeHabits {
  id: JudgeId;
  /** Shift of every share of the scale (−0.25: harsh, +0.25: generous). */
  bias: number;
  /** How widely the judge spreads their scores (0.5 narrow, 1 normal, 1.5 wide). */
  scale: number;
  /** Scores uniformly at random, or prefers at random in pairwise mode. */
  isRandom?: boolean;
}

export const SIMULATION_RUBRIC: Rubric = [
  { id: 1, name: 'Impact', weight: 3, min: 1, max: 5 },
  { id: 2, name: 'Technical depth', weight: 2, min: 1, max: 10 },
  { id: 3, name: 'Presentation', weight: 1, min: 1, max: 5 },
];

/** True project qualities, standard normal, keyed by ids 1..count. */
export function trueQualities(count: number, rng: Rng): Map<ProjectId, number> {
  const truth = new Map<ProjectId, number>();
  for (let id = 1; id <= count; id++) truth.set(id, normalDraw(rng));
  return truth;
}

/** Projects of one participant each (user ids from 100,000 up, clear of judge ids). */
export function simpleProjects(truth: ReadonlyMap<ProjectId, number>): AssignmentProject[] {
  return [...truth.keys()].map((id) => ({ id, teamUserIds: [100_000 + id] }));
}

/** One judge's score sheet for a project of the given quality, turned into the look's raw score. */
export function simulatedLookScore(judge: JudgeHabits, quality: number, rubric: Rubric, rng: Rng): number {
  const scores = rubric.map((criterion) => {
    const span = criterion.max - criterion.min;
    if (judge.isRandom)
      return { criterionId: criterion.id, score: criterion.min + Math.floor(rng() * (span + 1)) };
    // Each criterion sees the quality through the judge's habits plus their own noise.
    const perceived = quality + 0.5 * normalDraw(rng);
    const share = Math.min(1, Math.max(0, 0.5 + judge.bias + 0.15 * judge.scale * perceived));
    return { criterionId: criterion.id, score: criterion.min + Math.round(share * span) };
  });
  return rubricScore(rubric, scores);
}

export interface RubricRound {
  truth: Map<ProjectId, number>;
  looks: RubricLook[];
}

/** A whole rubric round: planAssignments decides who looks at what, the judges score by their habits. */
export function simulateRubricRound(options: {
  seed: number;
  projectCount: number;
  judges: readonly JudgeHabits[];
  targetLooks: number;
  rubric?: Rubric;
}): RubricRound {
  const rng = createRng(options.seed);
  const rubric = options.rubric ?? SIMULATION_RUBRIC;
  const truth = trueQualities(options.projectCount, rng);
  const assignmentJudges: AssignmentJudge[] = options.judges.map((judge) => ({
    id: judge.id,
    conflictProjectIds: [],
  }));
  const plan = planAssignments({
    projects: simpleProjects(truth),
    judges: assignmentJudges,
    looks: [] as ExistingLook[],
    targetLooks: options.targetLooks,
    seed: options.seed,
  });
  const habits = new Map(options.judges.map((judge) => [judge.id, judge]));
  const looks = plan.looks.map(({ judgeId, projectId }) => ({
    judgeId,
    projectId,
    score: simulatedLookScore(habits.get(judgeId)!, truth.get(projectId)!, rubric, rng),
  }));
  return { truth, looks };
}

/**
 * Whether a judge prefers project a to b: earnest judges follow Bradley–Terry on the true qualities
 * (close projects are a coin toss, distant ones almost never confused); random judges toss a coin.
 */
export function simulatedPreference(
  judge: JudgeHabits,
  qualityA: number,
  qualityB: number,
  rng: Rng,
): boolean {
  if (judge.isRandom) return rng() < 0.5;
  return rng() < 1 / (1 + Math.exp(-(qualityA - qualityB)));
}

/** Judges with strong, mixed habits: harsh and generous, narrow and wide, plus `randomCount` at random. */
export function mixedJudges(count: number, randomCount: number, rng: Rng): JudgeHabits[] {
  const judges: JudgeHabits[] = [];
  for (let i = 0; i < count; i++) {
    const isRandom = i < randomCount;
    const bias = (i % 2 === 0 ? -1 : 1) * (0.15 + 0.15 * rng());
    judges.push({ id: i + 1, bias, scale: 0.5 + rng(), isRandom });
  }
  return judges;
}

export interface PairwiseRound {
  truth: Map<ProjectId, number>;
  comparisons: Comparison[];
  /** Beliefs updated online, comparison by comparison, as a live round would. */
  beliefs: CrowdBtState;
}

/**
 * A pairwise round: in turn, each judge asks nextComparisonFor for their next project, walks there
 * and says whether it beats the previous one. `qualitySpread` scales the true qualities (2: most pairs
 * are clearly ordered, 0.5: most are close calls).
 */
export function simulatePairwiseRound(options: {
  seed: number;
  projectCount: number;
  qualitySpread: number;
  judges: readonly JudgeHabits[];
  steps: number;
  explorationRate?: number;
}): PairwiseRound {
  const rng = createRng(options.seed);
  const truth = trueQualities(options.projectCount, rng);
  for (const [id, quality] of truth) truth.set(id, quality * options.qualitySpread);
  const projects = simpleProjects(truth);
  const judges = options.judges.map((judge) => ({ id: judge.id, conflictProjectIds: [] }));
  const looks: ExistingLook[] = [];
  const comparisons: Comparison[] = [];
  const beliefs = createCrowdBtState({ projectIds: [...truth.keys()] });
  const previous = new Map<JudgeId, ProjectId>();
  for (let step = 0; step < options.steps; step++) {
    for (const judge of options.judges) {
      const state = { projects, judges, looks, targetLooks: options.steps, seed: options.seed };
      const next = nextComparisonFor(judge.id, previous.get(judge.id) ?? null, state, beliefs, {
        explorationRate: options.explorationRate,
      });
      if (!next) continue;
      looks.push({ judgeId: judge.id, projectId: next.projectId, status: 'done' });
      previous.set(judge.id, next.projectId);
      if (next.comparedWithId === null) continue;
      const prefersNew = simulatedPreference(
        judge,
        truth.get(next.projectId)!,
        truth.get(next.comparedWithId)!,
        rng,
      );
      const [winnerId, loserId] = prefersNew
        ? [next.projectId, next.comparedWithId]
        : [next.comparedWithId, next.projectId];
      const comparison = { judgeId: judge.id, winnerId, loserId };
      comparisons.push(comparison);
      applyComparison(beliefs, comparison);
    }
  }
  return { truth, comparisons, beliefs };
}
