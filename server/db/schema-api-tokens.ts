import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiTokenKind, ApiTokenScope } from '../../common/api-tokens';
import { events, users } from './schema-core';

/**
 * API tokens (docs/integrations.md#api-tokens): only the SHA-256 hash of a token is kept, never the
 * token. A personal token belongs to its user (event_id null); an event token to one event, created by
 * an organiser of it (user_id), whose standing there it never exceeds.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ApiTokenKind>().notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiTokenScope[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The prefix and the first random characters: enough to recognise a token in a list, not to use it. */
    hint: text('hint').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token (common/api-tokens.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId), index().on(t.eventId)],
);
