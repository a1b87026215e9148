import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { SessionInfo } from '../../common/api';
import {
  AUTH_COOKIE,
  COOKIE_SESSION_MODE,
  CSRF_HEADER,
  type PlatformRole,
  REFRESH_COOKIE,
  SESSION_INFO_COOKIE,
  SESSION_MODE_HEADER,
} from '../../common/constants';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { eventMemberships, events, refreshTokens, users } from '../db/schema';
import { AppError } from '../errors';
import { csrfTokenFor, isValidCsrfToken, signAccessToken, type TokenKeys } from './tokens';

const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

type UserRow = typeof users.$inferSelect;
type SessionCtx = Pick<AppContext, 'db' | 'keys' | 'config'>;

export interface IssuedSession {
  authorization: string;
  refreshToken: string;
  /** The refresh-token family: one login, kept through every rotation. */
  sessionId: string;
  /** What the web app may know of the session (the session-info cookie, less its CSRF token). */
  info: Omit<SessionInfo, 'csrf'>;
}

/** The platform roles (docs/product.md) a user holds in the event the token is issued for. */
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

async function issue(
  db: Db,
  keys: TokenKeys,
  user: UserRow,
  eventSlug: string,
  familyId: string,
): Promise<IssuedSession> {
  const refreshToken = `${user.id}.${randomBytes(32).toString('base64url')}`;
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: digest(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_LIFETIME_MS),
  });
  const roles = await rolesFor(db, user, eventSlug);
  const authorization = await signAccessToken(keys, {
    userId: user.id,
    roles,
    eventSlug,
    sessionVersion: user.sessionVersion,
    sessionId: familyId,
  });
  return {
    authorization,
    refreshToken,
    sessionId: familyId,
    info: {
      userId: user.id,
      username: user.userName,
      isStaff: user.isEngStaff,
      roles,
      exp: decodeJwt(authorization).exp ?? 0,
      iss: eventSlug,
    },
  };
}

/** A new login: a new refresh-token family. */
export const startSession = (
  db: Db,
  keys: TokenKeys,
  user: UserRow,
  eventSlug: string,
): Promise<IssuedSession> => issue(db, keys, user, eventSlug, randomUUID());

const invalidRefresh = () =>
  new AppError('unauthorized', 'Your session has ended, please log in again', 'auth.sessionEnded');
export const invalidCsrf = () => new AppError('forbidden', 'Invalid CSRF token');

/** A refresh token as the caller presented it: in the body (API clients) or the refresh cookie. */
export interface PresentedRefreshToken {
  token: string;
  fromCookie: boolean;
  csrfToken?: string;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const isCookieMode = (request: FastifyRequest): boolean =>
  headerOf(request, SESSION_MODE_HEADER) === COOKIE_SESSION_MODE;

export function presentedRefreshToken(request: FastifyRequest): PresentedRefreshToken {
  const fromBody = (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
  if (typeof fromBody === 'string' && fromBody) return { token: fromBody, fromCookie: false };
  const fromCookie = isCookieMode(request) ? request.cookies[REFRESH_COOKIE] : undefined;
  return fromCookie
    ? { token: fromCookie, fromCookie: true, csrfToken: headerOf(request, CSRF_HEADER) }
    : { token: '', fromCookie: false };
}

const isWithin = (since: Date, now: Date, seconds: number) =>
  now.getTime() - since.getTime() <= seconds * 1000;

/**
 * Rotates a refresh token. The token just rotated may be presented again for a few seconds
 * (REFRESH_TOKEN_REUSE_SECONDS): two tabs refreshing at once both get a fresh pair in the same family.
 * Presented later, it means the token leaked: the whole family is revoked, so both the thief and the
 * owner must log in again. A token read from the refresh cookie also needs the session's CSRF token.
 */
export async function rotateSession(
  ctx: SessionCtx,
  userName: string,
  presented: PresentedRefreshToken,
  eventSlug: string,
): Promise<{ session: IssuedSession; user: UserRow }> {
  const { db, keys } = ctx;
  const reuseSeconds = ctx.config.REFRESH_TOKEN_REUSE_SECONDS;
  if (!presented.token) throw invalidRefresh();
  const [row] = await db
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, digest(presented.token)));
  if (!row || row.user.userName.toLowerCase() !== userName.toLowerCase()) throw invalidRefresh();
  if (presented.fromCookie && !isValidCsrfToken(keys, row.token.familyId, presented.csrfToken)) {
    throw invalidCsrf();
  }
  const now = new Date();
  const reissue = async () => ({
    session: await issue(db, keys, row.user, eventSlug, row.token.familyId),
    user: row.user,
  });
  const theft = async (): Promise<never> => {
    await revokeFamily(db, row.token.familyId);
    throw invalidRefresh();
  };
  if (row.token.revokedAt) return theft();
  if (row.token.expiresAt < now) throw invalidRefresh();
  if (row.token.usedAt) return isWithin(row.token.usedAt, now, reuseSeconds) ? reissue() : theft();
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (spent) return reissue();
  // Another request spent it between our read and our write: the same rule applies to that use.
  const [raced] = await db
    .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.token.id));
  const usedAt = raced?.usedAt;
  return usedAt && !raced.revokedAt && isWithin(usedAt, now, reuseSeconds) ? reissue() : theft();
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Logout: the family of the presented token ends, or with `everywhere` every session of its user
 * (access tokens included). Unknown tokens are ignored. A token read from the refresh cookie also
 * needs the session's CSRF token, so another site cannot end the session.
 */
export async function endSession(
  ctx: Pick<AppContext, 'db' | 'keys' | 'accounts'>,
  presented: PresentedRefreshToken,
  options: { everywhere?: boolean } = {},
): Promise<void> {
  if (!presented.token) return;
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(presented.token)));
  if (!row) return;
  if (presented.fromCookie && !isValidCsrfToken(ctx.keys, row.familyId, presented.csrfToken)) {
    throw invalidCsrf();
  }
  if (options.everywhere) await revokeAllSessions(ctx, row.userId);
  else await revokeFamily(ctx.db, row.familyId);
}

/**
 * Ends every session of a user: refresh tokens are revoked and the session version goes up, which
 * refuses the access tokens already handed out (checked on every call) without waiting for expiry.
 */
export async function revokeAllSessions(
  { db, accounts }: Pick<AppContext, 'db' | 'accounts'>,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
  // The other servers forget the account when the database announces the change; this one at once.
  accounts?.forget(userId);
}

/** Where the session cookies are sent: the API for the access token, the session calls for the refresh token. */
const API_PATH = '/api-v2';
const SESSION_CALLS_PATH = `${API_PATH}/auth`;

const isSecureRequest = (request: FastifyRequest): boolean =>
  request.protocol === 'https' || Boolean(request.server.ctx.config.PUBLIC_URL?.startsWith('https:'));

function cookieOptions(request: FastifyRequest, path: string, httpOnly: boolean): CookieSerializeOptions {
  return {
    path,
    httpOnly,
    secure: isSecureRequest(request),
    sameSite: path === SESSION_CALLS_PATH ? 'strict' : 'lax',
    // The access cookie outlives its token on purpose: an expired token still reaches the server,
    // which answers 'token is expired' so the client refreshes (a missing one would look anonymous).
    maxAge: REFRESH_LIFETIME_MS / 1000,
  };
}

/**
 * Hands a new session to the caller. API clients get the authorization and refresh-token
 * response headers. A browser in cookie mode gets HttpOnly cookies instead, so no token reaches its
 * JavaScript, plus the session-info cookie that tells the web app who is logged in, when to refresh
 * and which CSRF token to echo.
 */
export function sendSession(reply: FastifyReply, session: IssuedSession | null): void {
  if (!session) return;
  const { request } = reply;
  if (!isCookieMode(request)) {
    reply.header('authorization', session.authorization);
    reply.header('refresh-token', session.refreshToken);
    return;
  }
  const info: SessionInfo = {
    ...session.info,
    csrf: csrfTokenFor(request.server.ctx.keys, session.sessionId),
  };
  reply
    .setCookie(AUTH_COOKIE, session.authorization, cookieOptions(request, API_PATH, true))
    .setCookie(REFRESH_COOKIE, session.refreshToken, cookieOptions(request, SESSION_CALLS_PATH, true))
    .setCookie(SESSION_INFO_COOKIE, JSON.stringify(info), cookieOptions(request, '/', false));
}

/** Removes the session cookies of a browser whose session ended (logout, refused refresh, revoked). */
export function clearSessionCookies(reply: FastifyReply): void {
  const { request } = reply;
  reply
    .clearCookie(AUTH_COOKIE, cookieOptions(request, API_PATH, true))
    .clearCookie(REFRESH_COOKIE, cookieOptions(request, SESSION_CALLS_PATH, true))
    .clearCookie(SESSION_INFO_COOKIE, cookieOptions(request, '/', false));
}

/** For a refused refresh: a browser in cookie mode drops the session cookies that no longer work. */
export const endCookieSession =
  (reply: FastifyReply) =>
  (error: unknown): never => {
    if (isCookieMode(reply.request) && error instanceof AppError && error.status === 401) {
      clearSessionCookies(reply);
    }
    throw error;
  };
