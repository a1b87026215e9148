import { and, asc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import { type CriterionInput, JUDGING_ERROR_KEYS, type JudgingRubric } from '../../common/judging';
import type { Db } from '../db/client';
import { categories, judgingCriteria, judgingScores } from '../db/schema';
import { AppError } from '../errors';
import { type Criterion, validateRubric } from './rubric';

/**
 * The stored rubrics of an event: a general one, and optionally one per category (a category's projects
 * use it). A rubric is locked once any score sheet used it, so every look of a round is scored against
 * the same criteria.
 */

type CriterionRow = typeof judgingCriteria.$inferSelect;

const ofRubric = (eventId: number, categoryId: number | null): SQL =>
  and(
    eq(judgingCriteria.eventId, eventId),
    categoryId === null ? isNull(judgingCriteria.categoryId) : eq(judgingCriteria.categoryId, categoryId),
  )!;

export function presentCriterion(row: CriterionRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    weight: row.weight,
    min: row.scaleMin,
    max: row.scaleMax,
  };
}

/** The core's view of stored criteria. */
export const asRubric = (rows: readonly CriterionRow[]): Criterion[] =>
  rows.map((row) => ({
    id: row.id,
    name: row.name,
    weight: row.weight,
    min: row.scaleMin,
    max: row.scaleMax,
  }));

export async function loadCriteria(db: Db, eventId: number): Promise<CriterionRow[]> {
  return db
    .select()
    .from(judgingCriteria)
    .where(eq(judgingCriteria.eventId, eventId))
    .orderBy(asc(judgingCriteria.position), asc(judgingCriteria.id));
}

/** Criteria grouped by rubric: null is the general rubric. */
export function groupCriteria(rows: readonly CriterionRow[]): Map<number | null, CriterionRow[]> {
  const groups = new Map<number | null, CriterionRow[]>();
  for (const row of rows) groups.set(row.categoryId, [...(groups.get(row.categoryId) ?? []), row]);
  return groups;
}

/**
 * The rubric a project is scored with: the round's category's own rubric, else the first of the
 * project's categories (by id) that has one, else the general rubric.
 */
export function rubricKeyFor(
  rubrics: ReadonlyMap<number | null, readonly CriterionRow[]>,
  roundCategoryId: number | null,
  projectCategoryIds: readonly number[],
): number | null {
  const candidates =
    roundCategoryId !== null ? [roundCategoryId] : [...projectCategoryIds].sort((a, b) => a - b);
  return candidates.find((categoryId) => (rubrics.get(categoryId)?.length ?? 0) > 0) ?? null;
}

async function lockedCriterionIds(db: Db, criterionIds: number[]): Promise<Set<number>> {
  if (!criterionIds.length) return new Set();
  const rows = await db
    .selectDistinct({ criterionId: judgingScores.criterionId })
    .from(judgingScores)
    .where(inArray(judgingScores.criterionId, criterionIds));
  return new Set(rows.map((row) => row.criterionId));
}

export async function listRubrics(db: Db, eventId: number): Promise<JudgingRubric[]> {
  const groups = groupCriteria(await loadCriteria(db, eventId));
  const scored = await lockedCriterionIds(
    db,
    [...groups.values()].flat().map((row) => row.id),
  );
  const keys: (number | null)[] = [null, ...[...groups.keys()].filter((key): key is number => key !== null)];
  return keys.map((categoryId) => {
    const rows = groups.get(categoryId) ?? [];
    return {
      categoryId,
      criteria: rows.map(presentCriterion),
      locked: rows.some((row) => scored.has(row.id)),
    };
  });
}

const rubricLocked = () =>
  new AppError(
    'conflict',
    'Scores have arrived for this rubric, so its criteria can no longer change',
    JUDGING_ERROR_KEYS.rubricLocked,
  );

/**
 * Replaces a rubric's criteria in the given order: criteria named by id are updated (and keep their
 * id), others are added, missing ones removed. Refused once the rubric has scores. Criteria rows are
 * locked first, so a score arriving at the same moment either lands before (and locks the rubric) or
 * after (against the new criteria).
 */
export async function replaceRubric(
  db: Db,
  eventId: number,
  categoryId: number | null,
  criteria: readonly CriterionInput[],
): Promise<JudgingRubric> {
  if (categoryId !== null) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.eventId, eventId)));
    if (!category) throw new AppError('not_found', 'Category not found');
  }
  const problems = validateRubric(
    criteria.map((criterion, i) => ({ ...criterion, id: criterion.id ?? -(i + 1) })),
  ).filter((problem) => problem.code !== 'empty-rubric');
  if (problems.length) {
    throw new AppError(
      'bad_request',
      problems.map((p) => p.message).join(' '),
      JUDGING_ERROR_KEYS.invalidRubric,
    );
  }
  await db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(judgingCriteria)
      .where(ofRubric(eventId, categoryId))
      .for('update');
    if (
      (
        await lockedCriterionIds(
          tx,
          current.map((row) => row.id),
        )
      ).size > 0
    )
      throw rubricLocked();
    const currentIds = new Set(current.map((row) => row.id));
    for (const given of criteria) {
      if (given.id !== undefined && !currentIds.has(given.id)) {
        throw new AppError(
          'bad_request',
          `Criterion ${given.id} is not part of this rubric`,
          JUDGING_ERROR_KEYS.invalidRubric,
        );
      }
    }
    const kept = criteria.flatMap((given) => (given.id === undefined ? [] : [given.id]));
    await tx
      .delete(judgingCriteria)
      .where(
        and(ofRubric(eventId, categoryId), kept.length ? notInArray(judgingCriteria.id, kept) : undefined),
      );
    for (const [position, given] of criteria.entries()) {
      const values = {
        name: given.name,
        description: given.description || null,
        weight: given.weight,
        scaleMin: given.min,
        scaleMax: given.max,
        position,
      };
      if (given.id === undefined) await tx.insert(judgingCriteria).values({ eventId, categoryId, ...values });
      else await tx.update(judgingCriteria).set(values).where(eq(judgingCriteria.id, given.id));
    }
  });
  const rows = await db
    .select()
    .from(judgingCriteria)
    .where(ofRubric(eventId, categoryId))
    .orderBy(asc(judgingCriteria.position), asc(judgingCriteria.id));
  return { categoryId, criteria: rows.map(presentCriterion), locked: false };
}

/**
 * The criteria of a look's sheet: those it was handed out with that are still stored, in rubric order;
 * the project's rubric of now only for a look handed out without a fixed sheet (or whose criteria were
 * all removed before any score). So a rubric added or changed mid-round applies to later looks only.
 */
export function sheetOf(
  rows: readonly CriterionRow[],
  fixedIds: readonly number[] | null,
  current: () => CriterionRow[],
): CriterionRow[] {
  if (fixedIds?.length) {
    const fixed = new Set(fixedIds);
    const kept = rows.filter((row) => fixed.has(row.id));
    if (kept.length) return kept;
  }
  return current();
}

/** The criteria each project would be scored with now, by project id (what a new look is handed out with). */
export function currentSheets(
  rows: readonly CriterionRow[],
  roundCategoryId: number | null,
  projects: readonly { id: number; categoryIds: readonly number[] }[],
): Map<number, number[]> {
  const groups = groupCriteria(rows);
  return new Map(
    projects.map((project) => [
      project.id,
      (groups.get(rubricKeyFor(groups, roundCategoryId, project.categoryIds)) ?? []).map((row) => row.id),
    ]),
  );
}
