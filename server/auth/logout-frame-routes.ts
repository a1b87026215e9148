import type { FastifyInstance } from 'fastify';

/**
 * docs/product.md: logout loads a hidden frame from the auth host at {authUrl}/{eventSlug}/logout, and the web
 * app clears its local session a second after the frame loads. This server is that host. Loading the
 * frame changes nothing: any site can make a browser load a URL, so ending the session is the POST
 * /auth/logout of the contract (server/auth/routes.ts), which the web app calls before it loads the
 * frame. An HTML page, not JSON: it stays outside the contract.
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
