import { z } from 'zod';
import { validationAnswer } from '../../common/validation';
import { AppError } from '../errors';

/**
 * Parses a value with a shared field schema where a route schema cannot (a field required only for a
 * new account, a merged profile): a broken rule answers 400 with its key, as a route schema's would.
 */
export function requireValid<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const answer = validationAnswer(result.error.issues[0]?.message ?? 'Invalid value');
  throw new AppError('bad_request', answer.message, answer.key);
}
