import { z } from 'zod';

/** The most a free-form JSON field (a user's settings, a post's features) may hold, serialised. */
export const FREE_FORM_JSON_MAX_BYTES = 16 * 1024;

/**
 * A free-form JSON object the client stores and reads back. Its nesting is bounded for every body
 * (server/http/body-limits.ts); its size here, so one field cannot take the whole 1 MB body.
 */
export const freeFormObject = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= FREE_FORM_JSON_MAX_BYTES, {
    message: `may hold at most ${FREE_FORM_JSON_MAX_BYTES / 1024} KB of JSON`,
  });
