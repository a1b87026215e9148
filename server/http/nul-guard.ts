import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const containsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
};

/** PostgreSQL text cannot hold NUL characters: refuse them up front with a 400 instead of a database error. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new AppError('bad_request', 'Text may not contain NUL characters');
  }
}
