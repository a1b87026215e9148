import type { FastifyPluginAsync } from 'fastify';
import { renderBanner, renderLogo, renderPortrait, renderProjectArt } from './artwork';
import { renderShot } from './shots';

/** The demo's pictures by kind; only our own generated markup is ever served as SVG, never uploads. */
const RENDERERS: Record<string, (name: string) => string> = {
  project: renderProjectArt,
  banner: renderBanner,
  logo: renderLogo,
  shot: renderShot,
  portrait: renderPortrait,
};

export const demoArtRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; name: string } }>('/demo-assets/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    const render = Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined;
    const match = /^([a-z0-9-]{1,64})\.svg$/.exec(name);
    if (!render || !match?.[1]) return reply.status(404).send({ message: 'Not found' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(render(match[1]));
  });
};
