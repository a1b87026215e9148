import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_COOKIE, CSRF_HEADER } from '../../common/constants';
import { looksLikeApiToken, viewerOfApiToken } from '../api-tokens/service';
import type { Viewer } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import type { AccountSession } from './account-cache';
import { clearSessionCookies, invalidCsrf, isCookieMode } from './sessions';
import { isValidCsrfToken, verifyAccessToken } from './tokens';

const BEARER = /^Bearer\s+(.+)$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The calls that start, refresh and end sessions: they never read the access cookie. */
const SESSION_CALLS = '/api-v2/auth/';

/**
 * Where the caller's access token is: the bearer header (API clients, docs/product.md), or the HttpOnly
 * access cookie when the web app asks for cookie mode. Calls the web app flags anonymous (event
 * lookup) do not ask, so a cookie alone never turns them into personal answers.
 */
function accessTokenOf(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header) {
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new AppError('unauthorized', 'invalid token');
    return { token, from: 'bearer' };
  }
  if (!isCookieMode(request) || request.url.startsWith(SESSION_CALLS)) return null;
  const cookie = request.cookies[AUTH_COOKIE];
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

/**
 * Reads the access token when there is one. A missing token leaves the request anonymous; a bad or
 * expired one is refused with 401 so the client can refresh (docs/product.md) instead of silently seeing less.
 * A token whose session version is behind the user's (password reset, log out everywhere) is refused
 * with a message other than 'token is expired', so no client tries to refresh a revoked session.
 * State-changing calls authenticated by cookie must echo the session's CSRF token.
 */
/** The caller's account as every call checks it: from this server's memory when it holds it. */
async function accountSessionOf(app: FastifyInstance, userId: number): Promise<AccountSession | undefined> {
  const cached = app.ctx.accounts?.get(userId);
  if (cached) return cached;
  const generation = app.ctx.accounts?.generation ?? 0;
  const [row] = await app.ctx.db
    .select({
      id: users.id,
      userName: users.userName,
      isEngStaff: users.isEngStaff,
      isSuperAdmin: users.isSuperAdmin,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { sessionVersion, ...viewer } = row;
  const account = { viewer, sessionVersion };
  app.ctx.accounts?.store(userId, account, generation);
  return account;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('authenticatedBy', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api-v2')) return;
    const presented = accessTokenOf(request);
    if (!presented) return;
    // API tokens (sc_pat_…, sc_evt_…) are told from session JWTs by their prefix; see server/api-tokens/.
    if (presented.from === 'bearer' && looksLikeApiToken(presented.token)) {
      request.viewer = await viewerOfApiToken(app.ctx.db, presented.token);
      request.authenticatedBy = 'bearer';
      return;
    }
    const refuse = (error: unknown): never => {
      // A browser whose session can never work again drops it, so its next calls are anonymous.
      const expired = error instanceof AppError && error.message === 'token is expired';
      if (presented.from === 'cookie' && !expired) clearSessionCookies(reply);
      throw error;
    };
    const claims = await verifyAccessToken(app.ctx.keys, presented.token).catch(refuse);
    const account = await accountSessionOf(app, claims.userId);
    if (!account) return refuse(new AppError('unauthorized', 'invalid token'));
    if (account.sessionVersion !== claims.sessionVersion) {
      return refuse(
        new AppError('unauthorized', 'Your session has ended, please log in again', 'auth.sessionEnded'),
      );
    }
    if (presented.from === 'cookie' && !SAFE_METHODS.has(request.method)) {
      if (!isValidCsrfToken(app.ctx.keys, claims.sessionId, request.headers[CSRF_HEADER]))
        throw invalidCsrf();
    }
    request.viewer = account.viewer;
    request.authenticatedBy = presented.from;
  });
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', 'Login required');
  return request.viewer;
}
