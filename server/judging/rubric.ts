/**
 * Rubric scoring: a judge scores each criterion of a rubric on its own whole-number scale (1–5, 1–10,
 * 0–3, ...). Every score is rescaled to 0..1 so a criterion on a 1–10 scale weighs no more than one on
 * 1–5, and a look's raw score is the weighted mean of those shares.
 */
import type { CriterionId } from './types';

export interface Criterion {
  id: CriterionId;
  name: string;
  /** Relative importance, > 0; only ratios between weights matter. */
  weight: number;
  /** Lowest and highest score allowed, whole numbers, min < max. */
  min: number;
  max: number;
}

export type Rubric = readonly Criterion[];

export interface CriterionScore {
  criterionId: CriterionId;
  score: number;
}

export type RubricErrorCode = 'empty-rubric' | 'duplicate-criterion' | 'invalid-weight' | 'invalid-scale';
export type ScoreSheetErrorCode =
  | 'missing-score'
  | 'unknown-criterion'
  | 'duplicate-score'
  | 'not-a-whole-number'
  | 'out-of-range';

export interface RubricError {
  code: RubricErrorCode;
  criterionId?: CriterionId;
  message: string;
}

export interface ScoreSheetError {
  code: ScoreSheetErrorCode;
  criterionId: CriterionId;
  message: string;
}

/** Checks that a rubric can be scored: at least one criterion, unique ids, positive weights, sane scales. */
export function validateRubric(rubric: Rubric): RubricError[] {
  if (rubric.length === 0)
    return [{ code: 'empty-rubric', message: 'A rubric needs at least one criterion.' }];
  const errors: RubricError[] = [];
  const seen = new Set<CriterionId>();
  for (const criterion of rubric) {
    const { id, name, weight, min, max } = criterion;
    if (seen.has(id)) {
      errors.push({
        code: 'duplicate-criterion',
        criterionId: id,
        message: `Criterion ${id} appears twice.`,
      });
    }
    seen.add(id);
    if (!Number.isFinite(weight) || weight <= 0) {
      errors.push({
        code: 'invalid-weight',
        criterionId: id,
        message: `Criterion "${name}" needs a weight greater than 0.`,
      });
    }
    if (!Number.isInteger(min) || !Number.isInteger(max) || min >= max) {
      errors.push({
        code: 'invalid-scale',
        criterionId: id,
        message: `Criterion "${name}" needs a whole-number scale with its minimum below its maximum.`,
      });
    }
  }
  return errors;
}

/**
 * Checks a judge's score sheet against its (valid) rubric: every criterion scored exactly once, with a
 * whole number inside its scale, and nothing else. Returns every problem, not just the first.
 */
export function validateScoreSheet(rubric: Rubric, scores: readonly CriterionScore[]): ScoreSheetError[] {
  const errors: ScoreSheetError[] = [];
  const byId = new Map(rubric.map((criterion) => [criterion.id, criterion]));
  const scored = new Set<CriterionId>();
  for (const { criterionId, score } of scores) {
    const criterion = byId.get(criterionId);
    if (!criterion) {
      errors.push({
        code: 'unknown-criterion',
        criterionId,
        message: `Criterion ${criterionId} is not part of this rubric.`,
      });
      continue;
    }
    if (scored.has(criterionId)) {
      errors.push({
        code: 'duplicate-score',
        criterionId,
        message: `Criterion "${criterion.name}" is scored more than once.`,
      });
      continue;
    }
    scored.add(criterionId);
    const range = `${criterion.min} to ${criterion.max}`;
    if (!Number.isInteger(score)) {
      errors.push({
        code: 'not-a-whole-number',
        criterionId,
        message: `Criterion "${criterion.name}" needs a whole number from ${range}; got ${score}.`,
      });
    } else if (score < criterion.min || score > criterion.max) {
      errors.push({
        code: 'out-of-range',
        criterionId,
        message: `Criterion "${criterion.name}" needs a score from ${range}; got ${score}.`,
      });
    }
  }
  for (const criterion of rubric) {
    if (!scored.has(criterion.id)) {
      errors.push({
        code: 'missing-score',
        criterionId: criterion.id,
        message: `Criterion "${criterion.name}" has no score.`,
      });
    }
  }
  return errors;
}

/** Where a score sits on its criterion's scale: 0 at the minimum, 1 at the maximum. */
export function criterionShare(criterion: Criterion, score: number): number {
  return (score - criterion.min) / (criterion.max - criterion.min);
}

/**
 * A look's raw score in 0..1: the weighted mean of the criterion shares. Throws on a sheet that
 * validateScoreSheet rejects (the service validates first and answers the judge with those messages).
 */
export function rubricScore(rubric: Rubric, scores: readonly CriterionScore[]): number {
  const errors = validateScoreSheet(rubric, scores);
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join(' '));
  const byId = new Map(scores.map((entry) => [entry.criterionId, entry.score]));
  let weighted = 0;
  let totalWeight = 0;
  for (const criterion of rubric) {
    weighted += criterion.weight * criterionShare(criterion, byId.get(criterion.id)!);
    totalWeight += criterion.weight;
  }
  return weighted / totalWeight;
}
