import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { PlatformRole } from '../../common/constants';
import type { Db } from '../db/client';
import { eventMemberships, events, refreshTokens, users } from '../db/schema';
import { AppError } from '../errors';
import { signAccessToken, type TokenKeys } from './tokens';

const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

type UserRow = typeof users.$inferSelect;

export interface IssuedSession {
  authorization: string;
  refreshToken: string;
}

/** The platform roles (SPEC §6) a user holds in the event the token is issued for. */
export async function rolesFor(db: Db, user: UserRow, eventSlug: string): Promise<PlatformRole[]> {
  const roles: PlatformRole[] = ['ss_user'];
  if (user.isSuperAdmin) roles.unshift('super_admin');
  if (!eventSlug) return roles;
  const [membership] = await db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .innerJoin(events, eq(events.id, eventMemberships.eventId))
    .where(and(eq(eventMemberships.userId, user.id), eq(events.slug, eventSlug)));
  if (membership) roles.push(membership.role);
  return roles;
}

async function issue(db: Db, keys: TokenKeys, user: UserRow, eventSlug: string, familyId: string) {
  const refreshToken = `${user.id}.${randomBytes(32).toString('base64url')}`;
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: digest(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_LIFETIME_MS),
  });
  const authorization = await signAccessToken(keys, {
    userId: user.id,
    roles: await rolesFor(db, user, eventSlug),
    eventSlug,
  });
  return { authorization, refreshToken };
}

/** A new login: a new refresh-token family. */
export const startSession = (
  db: Db,
  keys: TokenKeys,
  user: UserRow,
  eventSlug: string,
): Promise<IssuedSession> => issue(db, keys, user, eventSlug, randomUUID());

const invalidRefresh = () => new AppError('unauthorized', 'Your session has ended, please log in again');

/**
 * Rotates a refresh token. A token presented twice means it leaked: the whole family is revoked,
 * so both the thief and the owner must log in again.
 */
export async function rotateSession(
  db: Db,
  keys: TokenKeys,
  userName: string,
  presented: string,
  eventSlug: string,
): Promise<{ session: IssuedSession; user: UserRow }> {
  const [row] = await db
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, digest(presented)));
  if (!row || row.user.userName.toLowerCase() !== userName.toLowerCase()) throw invalidRefresh();
  if (row.token.usedAt || row.token.revokedAt) {
    await revokeFamily(db, row.token.familyId);
    throw invalidRefresh();
  }
  if (row.token.expiresAt < new Date()) throw invalidRefresh();
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  // Two concurrent refreshes with one token: only the first wins, the second counts as reuse.
  if (!spent) {
    await revokeFamily(db, row.token.familyId);
    throw invalidRefresh();
  }
  return { session: await issue(db, keys, row.user, eventSlug, row.token.familyId), user: row.user };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: the family of the presented token ends. Unknown tokens are ignored. */
export async function endSession(db: Db, presented: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(presented)));
  if (row) await revokeFamily(db, row.familyId);
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** SPEC §7: tokens travel in the authorization and refresh-token response headers. */
export function sendSession(reply: FastifyReply, session: IssuedSession | null): void {
  if (!session) return;
  reply.header('authorization', session.authorization);
  reply.header('refresh-token', session.refreshToken);
}
