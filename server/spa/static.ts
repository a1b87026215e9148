import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { structuredHead } from '../embeds/structured-data';
import type { Answer } from '../http/public-cache';
import { requestOrigin } from '../http/public-origin';
import { firstReads, hasPersonalCookie, renderFirstReads } from './first-reads';
import { loadBuildManifest } from './page-code';
import { injectHead, pageMeta, renderHead } from './page-meta';
import { pageStatus } from './page-status';
import { isServerRendered, loadServerEntry } from './ssr';
import { createServerPages } from './ssr-pages';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The page as the answer cache keeps it (its bytes and tag), when it comes from there. */
  stored?: Pick<Answer, 'buffer' | 'etag'>;
}
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage>;

/** Tells the web app its first page is missing, so it shows the not-found page without asking the API. */
export const PAGE_STATUS_META = 'showcase-page-status';

/**
 * Serves the built single-page app: hashed assets cached for a year; every page path gets index.html
 * with the head of that page (title, description, social previews, hreflang, robots) filled in, and
 * missing pages answer 404. Public pages for anonymous visitors come rendered by React on the server
 * when the server entry is built (server/spa/ssr.ts); the others are the shell the browser renders.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  ssrEntry?: string,
): Promise<PageRenderer | null> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: run `npm run build:web`; serving the API only');
    return null;
  }
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its scripts and styles (scripts/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const entry = ssrEntry ? await loadServerEntry(ssrEntry) : null;
  const serverPages = entry && createServerPages(app, entry, indexHtml, loadBuildManifest(root));
  return async (request) => {
    const origin = requestOrigin(request, app.ctx.config);
    const anonymous = !hasPersonalCookie(request);
    const headOf = async () => {
      const [meta, status, structured] = await Promise.all([
        pageMeta(app.ctx, request.url),
        pageStatus(app.ctx.db, request.url, { anonymous }),
        // JSON-LD and machine-readable alternates (server/embeds/structured-data.ts): public data only.
        structuredHead(app, request, origin),
      ]);
      const head = renderHead(meta, origin);
      return { status, meta, head: status === 200 && structured ? `${head}\n    ${structured}` : head };
    };
    if (serverPages && isServerRendered(request)) {
      const page = await serverPages.serve(request, headOf);
      if (page) return page;
    }
    const { meta, status, head: tags } = await headOf();
    const head =
      status === 404
        ? `${renderHead({ ...meta, indexable: false }, origin)}\n    <meta name="${PAGE_STATUS_META}" content="404" />`
        : `${tags}\n    ${renderFirstReads(await firstReads(app, request))}`;
    return { status, html: injectHead(indexHtml, head) };
  };
}

export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/api-v2') &&
  !path.extname(url.split('?')[0] ?? '');
