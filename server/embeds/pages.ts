import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchEmbedPath } from '../../common/embeds';
import type { RenderedApp, ServerEntry } from '../../common/server-render';
import { type Answer, etagOf } from '../http/public-cache';
import { loadServerEntry, renderApp } from '../spa/ssr';
import { pageKeyOf } from '../spa/ssr-pages';

/**
 * The embeddable widgets (docs/integrations.md#embeds): `/{eventSlug}/embed/projects`, `…/winners` and
 * `…/project/{idOrSlug}`, rendered on the server with the web app's own components (web/embed/) for an
 * anonymous visitor, whoever asks, and sent as plain HTML with one small script that reports the page's
 * height to its parent. These pages, and only these, may be framed by any site: their policy says
 * `frame-ancestors *` and they carry no X-Frame-Options. They are kept in the public answer cache like
 * the other rendered pages, and the headers they first left with are the ones hits are sent with.
 */

/** The site's policy with framing opened to any page: every other directive stays as strict. */
export function embedPolicy(sitePolicy: string | undefined): string {
  const directives = (sitePolicy ?? "default-src 'self'")
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'));
  return [...directives, 'frame-ancestors *'].join(';');
}

/** Set in the handler, before the answer is kept: the cache sends hits with the headers of the first copy. */
function allowFraming(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  reply.header('content-security-policy', embedPolicy(typeof policy === 'string' ? policy : undefined));
  reply.removeHeader('x-frame-options');
  reply.header('cache-control', 'no-cache');
  reply.type('text/html; charset=utf-8');
}

/** Event colours are checked on write; this keeps anything else out of the style element all the same. */
const isCssValue = (value: string) => /^[#\w(),.%\s-]*$/.test(value);

/** The built page's style sheets: the widgets use the site's styles, and none of its scripts. */
export function styleSheetsOf(indexHtml: string): string {
  return (indexHtml.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).join('\n    ');
}

/**
 * Every link of a widget opens the site in a new tab, never inside the frame (React writes every
 * attribute value and text escaped, so `<a ` only starts an element).
 */
const linksToNewTab = (html: string) => html.replace(/<a /g, '<a target="_blank" rel="noopener" ');

export type EmbedThemeChoice = 'light' | 'dark' | 'auto';
const themeOf = (query: unknown): EmbedThemeChoice => {
  const theme = (query as { theme?: unknown } | undefined)?.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'auto';
};

export function assembleEmbed(
  styleSheets: string,
  rendered: RenderedApp,
  theme: EmbedThemeChoice,
): string | null {
  const html = rendered.html;
  const title = /data-title="([^"]*)"/.exec(html)?.[1];
  if (title === undefined || html.includes('data-embed-missing')) return null;
  const palette = Object.entries(rendered.palette)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && isCssValue(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<!doctype html>
<html lang="${rendered.state.locale}" class="embed${theme === 'dark' ? ' dark' : ''}" data-theme="${theme}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    ${styleSheets}
    <style id="event-palette">:root{${palette}}</style>
    <script src="/embed.js"></script>
  </head>
  <body class="embed-body">
    <main id="root">${linksToNewTab(html)}</main>
  </body>
</html>
`;
}

const NOT_FOUND_EMBED = `<!doctype html>
<html lang="en" class="embed" data-theme="auto">
  <head><meta charset="UTF-8" /><meta name="robots" content="noindex" /><title>Not found</title><script src="/embed.js"></script></head>
  <body class="embed-body"><p class="embed-missing">This content is not available.</p></body>
</html>
`;

function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return '';
  }
}

export const EMBED_ROUTES = [
  '/:eventSlug/embed/projects',
  '/:eventSlug/embed/winners',
  '/:eventSlug/embed/project/:project',
] as const;

export async function embedPageRoutes(app: FastifyInstance): Promise<void> {
  const { WEB_DIST, SSR_ENTRY } = app.ctx.config;
  const indexFile = path.join(path.resolve(WEB_DIST), 'index.html');
  const entry: ServerEntry | null =
    SSR_ENTRY && existsSync(indexFile) ? await loadServerEntry(SSR_ENTRY) : null;
  // Without the web app's build there is nothing to render: the paths stay unknown pages.
  if (!entry) return;
  const styleSheets = styleSheetsOf(readFileSync(indexFile, 'utf8'));

  async function render(request: FastifyRequest) {
    try {
      const rendered = await renderApp(app, entry!, request);
      if (rendered.incomplete || rendered.eventId === null) return null;
      const html = assembleEmbed(styleSheets, rendered, themeOf(request.query));
      return html === null ? null : { html, eventId: rendered.eventId };
    } catch (error) {
      request.log.error({ err: error }, 'embed rendering failed');
      return null;
    }
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    allowFraming(reply);
    if (!matchEmbedPath(decodedPath(request.url))) return reply.status(404).send(NOT_FOUND_EMBED);
    const cache = app.publicAnswers;
    const key = cache && pageKeyOf(request.headers, request.url);
    if (!cache || !key) {
      const page = await render(request);
      return page ? reply.send(page.html) : reply.status(404).send(NOT_FOUND_EMBED);
    }
    const hit = cache.get(key) ?? (await cache.waitFor(key)) ?? undefined;
    if (hit) {
      request.publicPage = hit;
      return reply.send(hit.body);
    }
    const { generation, likesGeneration } = cache;
    const settle = cache.lead(key);
    const page = await render(request);
    if (!page) {
      settle(null);
      return reply.status(404).send(NOT_FOUND_EMBED);
    }
    const answer: Answer = {
      body: page.html,
      buffer: Buffer.from(page.html),
      etag: etagOf(page.html),
      eventId: page.eventId,
      storedAt: Date.now(),
      // Cards show like counts as text: a like drops the widget like the gallery's page.
      dependsOnLikes: true,
    };
    cache.store(key, answer, generation, likesGeneration);
    settle(answer);
    // Once this copy has left, its headers (the framing policy above included) go with every hit.
    request.publicPage = answer;
    return reply.send(page.html);
  };

  for (const url of EMBED_ROUTES) {
    app.get(url, { schema: { hide: true } }, handler);
  }
}
