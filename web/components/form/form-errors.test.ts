import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FIELD_ERROR_KEYS } from '../../../common/field-errors';
import { emptyOf, fieldErrors } from './form-errors';

const round = z.object({
  name: z.string().check(z.minLength(1, 'rounds.nameRequired')),
  targetLooks: z.number().check(z.int(), z.minimum(1), z.maximum(10)),
  mode: z.enum(['rubric', 'ranking']),
  links: z.array(z.object({ url: z.url() })),
  note: z.optional(z.string()),
});

const errorsOf = (value: unknown) => {
  const parsed = round.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('the errors a form shows', () => {
  it('keep a schema message that is a key, and name the kind of any other broken rule in plain words', () => {
    expect(
      errorsOf({ name: '', targetLooks: 11, mode: 'other', links: [{ url: 'https://a.example' }] }),
    ).toEqual({
      name: 'rounds.nameRequired',
      targetLooks: FIELD_ERROR_KEYS.tooBig,
      mode: FIELD_ERROR_KEYS.choice,
    });
  });

  it('say a number input holding text is not a number, and an empty one is missing', () => {
    expect(errorsOf({ name: 'a', targetLooks: Number.NaN, mode: 'rubric', links: [] }).targetLooks).toBe(
      FIELD_ERROR_KEYS.number,
    );
    expect(errorsOf({ name: 'a', mode: 'rubric', links: [] }).targetLooks).toBe(FIELD_ERROR_KEYS.required);
  });

  it('put an error of a list item under the list and under the item path', () => {
    const errors = errorsOf({
      name: 'a',
      targetLooks: 2,
      mode: 'rubric',
      links: [{ url: 'https://a.example' }, { url: 'not a link' }],
    });
    expect(errors.links).toBe(FIELD_ERROR_KEYS.format);
    expect(errors['links.1.url']).toBe(FIELD_ERROR_KEYS.format);
    expect(errors['links.0.url']).toBeUndefined();
  });

  it('start from empty texts, no numbers, empty lists and the yes-or-no values as they are', () => {
    expect(emptyOf({ name: 'x', count: 3, on: true, tags: ['a'], pick: null })).toEqual({
      name: '',
      count: undefined,
      on: true,
      tags: [],
      pick: undefined,
    });
  });
});
