import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import {
  API_TOKEN_ERROR_KEYS,
  API_TOKEN_HINT_LENGTH,
  API_TOKEN_LIMITS,
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIXES,
  API_TOKEN_RANDOM_BYTES,
  type ApiTokenKind,
  type ApiTokenScope,
} from '../../common/api-tokens';
import { eventRoleAllows } from '../../common/permissions';
import type { ApiToken, ApiTokenCreate } from '../../common/schemas/api-tokens';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { AppError } from '../errors';
import { getEventRole } from '../events/service';

type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Only this hash of a token is stored: the token itself is shown once, at creation. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A bearer value that claims to be an API token (its prefix), as opposed to a session JWT. */
export const looksLikeApiToken = (value: string) =>
  value.startsWith(API_TOKEN_PREFIXES.personal) || value.startsWith(API_TOKEN_PREFIXES.event);

export function generateApiToken(kind: ApiTokenKind): { token: string; hash: string; hint: string } {
  const token = API_TOKEN_PREFIXES[kind] + randomBytes(API_TOKEN_RANDOM_BYTES).toString('base64url');
  return { token, hash: hashApiToken(token), hint: token.slice(0, API_TOKEN_HINT_LENGTH) };
}

/** Whom a list or a revocation is about: a user's personal tokens, or an event's tokens. */
export type TokenOwner = { kind: 'personal'; userId: number } | { kind: 'event'; eventId: number };

const ownedBy = (owner: TokenOwner): SQL =>
  owner.kind === 'personal'
    ? and(eq(apiTokens.kind, 'personal'), eq(apiTokens.userId, owner.userId))!
    : and(eq(apiTokens.kind, 'event'), eq(apiTokens.eventId, owner.eventId))!;

const live = (now: Date): SQL =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)))!;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function present(row: ApiTokenRow, creator: { id: number; userName: string }): ApiToken {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    scopes: row.scopes,
    hint: row.hint,
    eventId: row.eventId,
    createdBy: creator,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** Tokens as lists show them, newest first; revoked ones stay listed, marked, so a revocation is seen. */
export async function listApiTokens(db: Db, owner: TokenOwner): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, creator: { id: users.id, userName: users.userName } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(ownedBy(owner))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(100);
  return rows.map((row) => present(row.token, row.creator));
}

const DAY_MS = 86_400_000;

function checkExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const date = new Date(expiresAt);
  if (date <= now || date.getTime() - now.getTime() > API_TOKEN_LIMITS.expiryMaxDays * DAY_MS) {
    throw new AppError(
      'bad_request',
      `The expiry must be in the future and at most ${API_TOKEN_LIMITS.expiryMaxDays} days away`,
      API_TOKEN_ERROR_KEYS.expiry,
      undefined,
      { count: API_TOKEN_LIMITS.expiryMaxDays },
    );
  }
  return date;
}

/**
 * Creates a token for its owner and answers it once, with its row. The creator is the user (personal) or
 * the organiser (event), whose standing the route has already checked.
 */
export async function createApiToken(
  db: Db,
  owner: TokenOwner,
  creator: { id: number; userName: string },
  body: ApiTokenCreate,
): Promise<{ token: string; apiToken: ApiToken }> {
  const now = new Date();
  const expiresAt = checkExpiry(body.expiresAt, now);
  const [existing] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(ownedBy(owner), live(now)));
  if ((existing?.n ?? 0) >= API_TOKEN_LIMITS.livePerOwner) {
    throw new AppError(
      'conflict',
      `At most ${API_TOKEN_LIMITS.livePerOwner} tokens may be live at once: revoke one first`,
      API_TOKEN_ERROR_KEYS.tooMany,
      undefined,
      { count: API_TOKEN_LIMITS.livePerOwner },
    );
  }
  const { token, hash, hint } = generateApiToken(owner.kind);
  const [row] = await db
    .insert(apiTokens)
    .values({
      kind: owner.kind,
      name: body.name,
      scopes: body.scopes,
      tokenHash: hash,
      hint,
      userId: creator.id,
      eventId: owner.kind === 'event' ? owner.eventId : null,
      expiresAt,
    })
    .returning();
  return { token, apiToken: present(row!, creator) };
}

/** Revokes one of the owner's tokens (404 for anyone else's); revoking twice keeps the first time. */
export async function revokeApiToken(db: Db, owner: TokenOwner, tokenId: number): Promise<void> {
  const [row] = await db
    .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(and(ownedBy(owner), eq(apiTokens.id, tokenId)));
  if (!row) throw new AppError('not_found', 'API token not found');
  if (row.revokedAt) return;
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, tokenId));
}

const refuse = (message: string, key: string) => new AppError('unauthorized', message, key);

/**
 * The caller an API token stands for, or 401 with why not (unknown, revoked, expired, or an event token
 * whose creator no longer organises its event). The caller is the token's user with the token's grant and
 * without site-wide powers: a token acts through event and team roles only. The last-used time is
 * written at most once a minute, by a compare-and-set that racing servers cannot both win.
 */
export async function viewerOfApiToken(db: Db, token: string, now = new Date()): Promise<Viewer> {
  if (!API_TOKEN_PATTERN.test(token)) throw refuse('invalid API token', API_TOKEN_ERROR_KEYS.invalid);
  const [row] = await db
    .select({
      id: apiTokens.id,
      kind: apiTokens.kind,
      scopes: apiTokens.scopes,
      eventId: apiTokens.eventId,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      userName: users.userName,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!row) throw refuse('invalid API token', API_TOKEN_ERROR_KEYS.invalid);
  if (row.revokedAt) throw refuse('This API token has been revoked', API_TOKEN_ERROR_KEYS.revoked);
  if (row.expiresAt && row.expiresAt <= now)
    throw refuse('This API token has expired', API_TOKEN_ERROR_KEYS.expired);
  if (row.kind === 'event') {
    const role = row.eventId === null ? null : await getEventRole(db, row.eventId, row.userId);
    if (!eventRoleAllows(role, 'manage_api_tokens')) {
      throw refuse(
        'The organiser who created this API token no longer manages its event',
        API_TOKEN_ERROR_KEYS.creatorLeft,
      );
    }
  }
  const stale = new Date(now.getTime() - API_TOKEN_LIMITS.lastUsedEverySeconds * 1000);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))),
      );
  }
  return {
    id: row.userId,
    userName: row.userName,
    isEngStaff: false,
    isSuperAdmin: false,
    apiToken: {
      id: row.id,
      kind: row.kind,
      scopes: row.scopes as ApiTokenScope[],
      eventId: row.kind === 'event' ? row.eventId : null,
    },
  };
}
