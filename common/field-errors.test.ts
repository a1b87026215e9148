import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { FIELD_ERROR_KEYS, fieldErrorKey } from './field-errors';

/** The key a zod schema's first issue maps to, as the server's error handler sees the issue. */
function keyFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const issue = result.error.issues[0]!;
  const { code, message, path: _path, ...params } = issue;
  return fieldErrorKey(code, params, message);
}

describe('fieldErrorKey', () => {
  it('calls a missing value "required", whether null, absent or an empty text', () => {
    expect(keyFor(z.number(), null)).toBe(FIELD_ERROR_KEYS.required);
    expect(keyFor(z.string(), undefined)).toBe(FIELD_ERROR_KEYS.required);
    expect(keyFor(z.string().min(1, 'cannot be empty'), '')).toBe(FIELD_ERROR_KEYS.required);
  });

  it('tells a wrong kind, a too long text, a number out of range, a format and a choice apart', () => {
    expect(keyFor(z.number(), 'ten')).toBe(FIELD_ERROR_KEYS.number);
    expect(keyFor(z.string().max(3), 'abcd')).toBe(FIELD_ERROR_KEYS.tooLong);
    expect(keyFor(z.number().min(1), 0)).toBe(FIELD_ERROR_KEYS.tooSmall);
    expect(keyFor(z.number().max(5), 9)).toBe(FIELD_ERROR_KEYS.tooBig);
    expect(keyFor(z.string().url(), 'not a link')).toBe(FIELD_ERROR_KEYS.format);
    expect(keyFor(z.enum(['a', 'b']), 'c')).toBe(FIELD_ERROR_KEYS.choice);
    expect(keyFor(z.string().min(5), 'abc')).toBe(FIELD_ERROR_KEYS.invalid);
  });
});
