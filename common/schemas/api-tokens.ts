import { z } from 'zod';
import { API_TOKEN_KINDS, API_TOKEN_LIMITS, API_TOKEN_SCOPES } from '../api-tokens';

/** An API token as lists show it: never the token itself, only its first characters. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  kind: z.enum(API_TOKEN_KINDS),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The prefix and the first random characters, to recognise a token. */
  hint: z.string(),
  eventId: z.number().int().nullable(),
  /** Who created it (for event tokens: the organiser). */
  createdBy: z.object({ id: z.number().int(), userName: z.string() }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListResponse = z.object({ tokens: z.array(apiTokenSchema) });

export const apiTokenCreateBody = z.object({
  name: z.string().trim().min(1, 'is required').max(API_TOKEN_LIMITS.nameMax),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1, 'needs at least one scope')
    .max(API_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'lists a scope twice'),
  /** When the token stops working; none: it works until revoked. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateBody>;

/** The answer to a creation: the only time the token itself is ever sent. */
export const apiTokenCreatedResponse = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedResponse>;
