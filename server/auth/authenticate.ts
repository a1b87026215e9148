import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { verifyAccessToken } from './tokens';

const BEARER = /^Bearer\s+(.+)$/i;

/**
 * Reads the bearer token when there is one. A missing token leaves the request anonymous; a bad or
 * expired one is refused with 401 so the client can refresh (SPEC §8) instead of silently seeing less.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api-v2')) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new AppError('unauthorized', 'invalid token');
    const claims = await verifyAccessToken(app.ctx.keys, token);
    const [user] = await app.ctx.db
      .select({
        id: users.id,
        userName: users.userName,
        isEngStaff: users.isEngStaff,
        isSuperAdmin: users.isSuperAdmin,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user) throw new AppError('unauthorized', 'invalid token');
    request.viewer = user;
  });
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', 'Login required');
  return request.viewer;
}
