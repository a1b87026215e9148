import * as z from 'zod/mini';

/**
 * How a volunteer finds a person at the door (docs/product.md, check-in): by the code on their
 * registration page or by name. On zod/mini, apart from the rest of check-in (common/check-in.ts), so
 * the volunteer's phone parses the lookup with the server's rule and carries little of zod for it.
 */
export const CHECK_IN_QUERY_MIN = 2;

export const CHECK_IN_ERROR_KEYS = {
  unknownCode: 'checkIn.error.unknownCode',
  notAccepted: 'checkIn.error.notAccepted',
  lookup: 'checkIn.error.lookup',
  query: 'checkIn.error.query',
} as const;

export const checkInLookupQuery = z
  .object({
    token: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    q: z.optional(
      z
        .string()
        .check(z.trim(), z.minLength(CHECK_IN_QUERY_MIN, CHECK_IN_ERROR_KEYS.query), z.maxLength(200)),
    ),
  })
  .check(z.refine((v) => Boolean(v.token) !== Boolean(v.q), { message: 'Send either token or q' }));
