import { describe, expect, it } from 'vitest';
import { JUDGING_ERROR_KEYS, rubricForm, rubricInput } from './judging';

const criterion = (min: number, max: number) => ({ name: 'Impact', weight: 1, min, max });

describe('the rubric form', () => {
  it("refuses a scale whose highest score is not above its lowest, at that criterion's highest score", () => {
    const parsed = rubricForm.safeParse({ criteria: [criterion(1, 5), criterion(5, 5), criterion(7, 3)] });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['criteria.1.max', JUDGING_ERROR_KEYS.scaleOrder],
      ['criteria.2.max', JUDGING_ERROR_KEYS.scaleOrder],
    ]);
    expect(rubricForm.safeParse({ criteria: [criterion(0, 1)] }).success).toBe(true);
  });

  it('is a form rule only: the published body lets such a scale through to the service', () => {
    expect(rubricInput.safeParse({ criteria: [criterion(5, 5)] }).success).toBe(true);
  });
});
