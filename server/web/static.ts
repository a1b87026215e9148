import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built single-page app: hashed assets cached for a year, every page path gets index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: run `npm run build:web`; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/api-v2') &&
  !path.extname(url.split('?')[0] ?? '');
