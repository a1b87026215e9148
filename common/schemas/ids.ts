import { z } from 'zod';

/** A row id in a path, a query or a body: a positive 32-bit integer (a numeric string is coerced). */
export const positiveId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** An event named by its id or its slug. */
export const idOrSlug = z
  .string()
  .min(1)
  .max(96)
  .regex(/^[A-Za-z0-9-]+$/, 'must be an id or a slug');
