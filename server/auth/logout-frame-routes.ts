import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, messageResponse } from '../../common/api';
import { clearSessionCookies, endSession, isCookieMode, presentedRefreshToken } from './sessions';

/**
 * docs/product.md: logout loads a hidden frame from the auth host at {authUrl}/{eventSlug}/logout, and the web
 * app clears its local session a second after the frame loads. This server is that host. Loading the
 * frame changes nothing: any site can make a browser load a URL, so ending the session is the POST
 * below, which the web app calls before it loads the frame.
 */
export async function logoutFrameRoutes(app: FastifyInstance): Promise<void> {
  app.get('/auth/:eventSlug/logout', async (_request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
      .type('text/html; charset=utf-8');
    return '<!doctype html><title>Logged out</title><p>Logged out.</p>';
  });
}

/**
 * POST /auth/logout ends a session: the refresh-token family of the refresh cookie (web app, which
 * must echo its CSRF token) or of the `refreshToken` in the body (API clients). With `everywhere`,
 * every session of the user ends, access tokens included. The session cookies are always cleared.
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (or, with everywhere, every session of the user)',
        body: z
          .object({ refreshToken: z.string().max(256).optional(), everywhere: z.boolean().optional() })
          .optional(),
        response: { 200: messageResponse, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      await endSession(app.ctx, presentedRefreshToken(request), { everywhere: request.body?.everywhere });
      if (isCookieMode(request)) clearSessionCookies(reply);
      return { message: 'You have been logged out' };
    },
  );
};
