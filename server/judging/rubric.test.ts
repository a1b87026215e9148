import { describe, expect, it } from 'vitest';
import { type Rubric, rubricScore, validateRubric, validateScoreSheet } from './rubric';

const rubric: Rubric = [
  { id: 1, name: 'Impact', weight: 2, min: 1, max: 5 },
  { id: 2, name: 'Craft', weight: 1, min: 1, max: 10 },
];

describe('rubric scoring', () => {
  it('rescales each criterion to 0..1 and takes the weighted mean', () => {
    // Impact 4 of 1–5 is 0.75; Craft 1 of 1–10 is 0; weights 2 and 1.
    expect(
      rubricScore(rubric, [
        { criterionId: 1, score: 4 },
        { criterionId: 2, score: 1 },
      ]),
    ).toBeCloseTo((2 * 0.75 + 1 * 0) / 3, 12);
    expect(
      rubricScore(rubric, [
        { criterionId: 2, score: 10 },
        { criterionId: 1, score: 5 },
      ]),
    ).toBe(1);
    expect(
      rubricScore(rubric, [
        { criterionId: 1, score: 1 },
        { criterionId: 2, score: 1 },
      ]),
    ).toBe(0);
  });

  it('gives a 1–10 criterion no more pull than a 1–5 one of equal weight', () => {
    const even: Rubric = [
      { id: 1, name: 'A', weight: 1, min: 1, max: 5 },
      { id: 2, name: 'B', weight: 1, min: 1, max: 10 },
    ];
    const topOfA = rubricScore(even, [
      { criterionId: 1, score: 5 },
      { criterionId: 2, score: 1 },
    ]);
    const topOfB = rubricScore(even, [
      { criterionId: 1, score: 1 },
      { criterionId: 2, score: 10 },
    ]);
    expect(topOfA).toBe(0.5);
    expect(topOfB).toBe(0.5);
  });

  it('accepts a complete sheet and reports every problem of a bad one', () => {
    expect(
      validateScoreSheet(rubric, [
        { criterionId: 1, score: 3 },
        { criterionId: 2, score: 10 },
      ]),
    ).toEqual([]);
    const errors = validateScoreSheet(rubric, [
      { criterionId: 1, score: 6 },
      { criterionId: 1, score: 2 },
      { criterionId: 9, score: 2 },
    ]);
    expect(errors.map((error) => [error.code, error.criterionId])).toEqual([
      ['out-of-range', 1],
      ['duplicate-score', 1],
      ['unknown-criterion', 9],
      ['missing-score', 2],
    ]);
    expect(errors[0]!.message).toBe('Criterion "Impact" needs a score from 1 to 5; got 6.');
    expect(errors[3]!.message).toBe('Criterion "Craft" has no score.');
  });

  it('rejects fractions and non-numbers as not whole numbers', () => {
    for (const score of [2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const errors = validateScoreSheet(rubric, [
        { criterionId: 1, score },
        { criterionId: 2, score: 3 },
      ]);
      expect(errors.map((error) => error.code)).toEqual(['not-a-whole-number']);
      expect(errors[0]!.message).toContain('needs a whole number from 1 to 5');
    }
  });

  it('refuses to score an invalid sheet', () => {
    expect(() => rubricScore(rubric, [{ criterionId: 1, score: 3 }])).toThrow(
      'Criterion "Craft" has no score.',
    );
  });

  it('validates the rubric itself', () => {
    expect(validateRubric(rubric)).toEqual([]);
    expect(validateRubric([]).map((error) => error.code)).toEqual(['empty-rubric']);
    const errors = validateRubric([
      { id: 1, name: 'A', weight: 0, min: 1, max: 5 },
      { id: 1, name: 'B', weight: 1, min: 5, max: 5 },
      { id: 2, name: 'C', weight: Number.NaN, min: 1.5, max: 4 },
    ]);
    expect(errors.map((error) => [error.code, error.criterionId])).toEqual([
      ['invalid-weight', 1],
      ['duplicate-criterion', 1],
      ['invalid-scale', 1],
      ['invalid-weight', 2],
      ['invalid-scale', 2],
    ]);
  });
});
