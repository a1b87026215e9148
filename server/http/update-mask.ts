import { AppError } from '../errors';

/** Parses an updateMask; without one, every field present in the body is updated. */
export function fieldsToUpdate<F extends string>(allowed: readonly F[], body: object, mask?: string): F[] {
  if (!mask) return allowed.filter((field) => field in body);
  const requested = mask
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const unknown = requested.filter((field) => !(allowed as readonly string[]).includes(field));
  if (unknown.length) throw new AppError('bad_request', `Unknown field in updateMask: ${unknown.join(', ')}`);
  return requested as F[];
}
