import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_COOKIE } from '../../common/constants';
import { endSession } from './sessions';

const storedSession = z.object({ refreshToken: z.string().max(256) });

/**
 * SPEC §2: logout loads a hidden frame from the auth host at {authUrl}/{eventSlug}/logout. This server
 * is that host: the frame ends the refresh-token family named by the auth cookie and clears the cookie.
 */
export async function logoutFrameRoutes(app: FastifyInstance): Promise<void> {
  app.get('/auth/:eventSlug/logout', async (request, reply) => {
    const raw = request.cookies[AUTH_COOKIE];
    if (raw) {
      try {
        const parsed = storedSession.safeParse(JSON.parse(raw));
        if (parsed.success) await endSession(app.ctx.db, parsed.data.refreshToken);
      } catch {
        // A malformed cookie is simply cleared.
      }
    }
    reply
      .clearCookie(AUTH_COOKIE, { path: '/' })
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'")
      .type('text/html; charset=utf-8');
    return '<!doctype html><title>Logged out</title><p>Logged out.</p>';
  });
}
