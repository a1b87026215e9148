import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE } from '../../common/constants';
import { parseVariant } from '../../common/images';
import { type RenderedApp, SERVER_STATE_ELEMENT_ID, type ServerEntry } from '../../common/server-render';
import { type Answer, etagOf } from '../http/public-cache';
import { type LeadImage, PERSONAL_COOKIES, renderImagePreloads } from './first-reads';
import { type BuildManifest, pageModules, renderCodeLinks, SCREEN_MODULES } from './page-code';
import { injectHead } from './page-meta';
import { localeOf, renderApp, renderedPageOf } from './ssr';

/** What the page's head says (title, description, previews) and its status, read for a miss only. */
export type PageHead = () => Promise<{ status: 200 | 404; head: string }>;

export interface ServerPages {
  /** The page's full HTML, from the answer cache or rendered now; null when the shell is sent instead. */
  serve(request: FastifyRequest, head: PageHead): Promise<ServedPage | null>;
}

/** A rendered page, with its stored copy when it has one: sent as stored, its bytes and tag made once. */
export interface ServedPage {
  status: 200;
  html: string;
  stored?: Answer;
}

const escapeScript = (json: string) => json.replace(/</g, '\\u003c');
/** Event colours are checked on write; this keeps anything else out of the style element all the same. */
const isCssValue = (value: string) => /^[#\w(),.%\s-]*$/.test(value);

/** The page's own code, named in its head: its style sheets and module preloads (page-code.ts). */
export interface PageCode {
  styles: string;
  scripts: string;
}

/** The built index.html around the rendered app: head, picture and code preloads, language, palette, HTML and the answers. */
export function assemblePage(
  indexHtml: string,
  head: string,
  rendered: RenderedApp,
  leadImages: readonly LeadImage[] = [],
  code: PageCode = { styles: '', scripts: '' },
): string {
  const palette = Object.entries(rendered.palette)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && isCssValue(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const style = palette ? `\n    <style id="event-palette">:root{${palette}}</style>` : '';
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${escapeScript(JSON.stringify(rendered.state))}</script>`;
  // Functions as replacements: the page's text may hold `$&` and the like.
  // The pictures at the top are asked for before the scripts, right after the style sheet (see
  // scripts/styles-first-plugin.ts): the browser sends only a few requests at a time to one host.
  // The screen's own style sheet goes with them; its chunks follow the entry's own preloads.
  const { hoisted, html } = hoistImagePreloads(rendered.html, leadImages);
  const preloads = `${code.styles}${renderImagePreloads(leadImages)}${hoisted}`;
  const headEnd = indexHtml.indexOf('</head>');
  const firstScript = indexHtml.indexOf('<script');
  const at = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  const lastPreload = indexHtml.lastIndexOf('<link rel="modulepreload"', headEnd);
  const afterPreloads = lastPreload >= 0 ? indexHtml.indexOf('>', lastPreload) + 1 : at;
  const withPreloads =
    at >= 0
      ? `${indexHtml.slice(0, at)}${preloads}${indexHtml.slice(at, afterPreloads)}${code.scripts}${indexHtml.slice(afterPreloads)}`
      : indexHtml;
  return injectHead(withPreloads, `${head}${style}`)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${rendered.state.locale}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>\n    ${state}`);
}

/**
 * A render holds the server's event loop for tens of milliseconds (100 on this machine for a project
 * page). Right after a stale page leaves, its visitor asks for the page's styles, scripts and pictures;
 * rendering the fresh copy then held every one of those answers behind it, and the page painted and
 * became usable that much later. A second later they have been served.
 */
const REVALIDATE_AFTER_MS = 1_000;

/** The image preloads React writes before a rendered tree (for pictures marked `fetchPriority="high"`). */
const REACT_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^<>]*\/>)+/;

/**
 * React puts the preloads of a page's high-priority pictures (the project page's cover, the gallery's
 * first cards) before the tree it rendered, in the body, where the browser finds them only after every
 * script and module preload of the head: on a slow phone the picture that is the page's largest paint
 * waited behind 30 script requests. They move to the head, beside the lead images', ahead of the
 * scripts; a picture the head already preloads is not asked for twice. React's hydration does not
 * expect them in the tree (they are resources, not elements of the page).
 */
export function hoistImagePreloads(html: string, leadImages: readonly LeadImage[]) {
  const found = REACT_IMAGE_PRELOADS.exec(html)?.[0];
  if (!found) return { hoisted: '', html };
  const known = new Set(leadImages.map((image) => image.href));
  const hoisted = (found.match(/<link [^<>]*\/>/g) ?? [])
    .filter((link) => !known.has(pictureOf(link)))
    .map((link) => `${link}\n    `)
    .join('');
  return { hoisted, html: html.slice(found.length) };
}

/** The picture a preload asks for: its address, or the original of the first width of its srcset. */
function pictureOf(link: string): string {
  const url = / href="([^"]*)"/.exec(link)?.[1] ?? / imageSrcSet="([^" ]*)/.exec(link)?.[1] ?? '';
  const decoded = url.replace(/&amp;/g, '&');
  return parseVariant(decoded)?.original ?? decoded;
}

/** A Cookie header's values by name, the first of each name winning, as the cookie parser reads them. */
function cookiesOf(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(equals + 1).trim());
  }
  return cookies;
}

/**
 * A server-rendered page's cache key, read from the request's headers alone so that a hit can be
 * answered before Fastify parses anything (server/http/fast-hits.ts): what decides the page is its
 * address, its language, and the host names and origin its links and CORS headers are built from. Null
 * (render it, do not keep it) when a cookie is personal or not plainly written: only what the cookie
 * parser would read the same way is trusted.
 */
export function pageKeyOf(headers: IncomingHttpHeaders, url: string): string | null {
  const cookies = headers.cookie ? cookiesOf(headers.cookie) : undefined;
  if (cookies && PERSONAL_COOKIES.some((name) => cookies.get(name))) return null;
  const saved = cookies?.get(LOCALE_COOKIE);
  if (saved !== undefined && !isLocale(saved)) return null;
  const locale = localeOf(saved, headers['accept-language']);
  // Header values never hold a line break, so no two requests' parts run together into one key.
  const { host = '', origin = '' } = headers;
  return `page\n${host}\n${headers['x-forwarded-host'] ?? ''}\n${headers['x-forwarded-proto'] ?? ''}\n${origin}\n${locale}\n${url}`;
}

/**
 * Server-rendered pages kept in the public answer cache (docs/decisions/017-public-answer-cache.md) by
 * host, language and address (pageKeyOf), under the event they show: the event's change announcements drop them
 * like its API answers. Their like counts are written text, which cannot be patched, so a like drops
 * them too; concurrent misses of one page share one render. The directory spans every event and is
 * rendered for each request.
 */
export function createServerPages(
  app: FastifyInstance,
  entry: ServerEntry,
  indexHtml: string,
  manifest: BuildManifest | null = null,
): ServerPages {
  const codeOf = (request: FastifyRequest, rendered: RenderedApp): PageCode | undefined => {
    if (!manifest) return undefined;
    const screen = SCREEN_MODULES[renderedPageOf(request) ?? ''] ?? null;
    return renderCodeLinks(manifest, pageModules(screen, rendered.state), indexHtml);
  };

  async function render(request: FastifyRequest, head: PageHead) {
    const { status, head: tags } = await head();
    if (status !== 200) return null;
    try {
      const rendered = await renderApp(app, entry, request);
      if (rendered.incomplete) {
        request.log.debug({ reason: rendered.incomplete }, 'page not rendered on the server');
        return null;
      }
      return {
        html: assemblePage(indexHtml, tags, rendered, rendered.leadImages, codeOf(request, rendered)),
        eventId: rendered.eventId,
      };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: sending the shell');
      return null;
    }
  }

  return {
    async serve(request, head) {
      const cache = app.publicAnswers;
      const key = cache && pageKeyOf(request.headers, request.url);
      if (!cache || !key) {
        const page = await render(request, head);
        return page && { status: 200, html: page.html };
      }
      const hit = cache.get(key);
      if (hit) {
        request.publicPage = hit;
        return { status: 200, html: hit.body, stored: hit };
      }
      const stale = cache.stale(key);
      if (stale) {
        // Sent now; the fresh page is rendered behind it, once, for the visitors after this one.
        if (!cache.waitFor(key)) void renderAndStore(request, head, key, REVALIDATE_AFTER_MS);
        return { status: 200, html: stale.body, stored: stale };
      }
      const shared = await cache.waitFor(key);
      if (shared) {
        request.publicPage = shared;
        return { status: 200, html: shared.body, stored: shared };
      }
      const page = await renderAndStore(request, head, key);
      return page && { status: 200, html: page.html, ...(page.stored ? { stored: page.stored } : {}) };
    },
  };

  /**
   * Renders the page and keeps it unless a change was heard meanwhile; concurrent misses share it. A
   * render behind a stale page starts `delayMs` later (the visitors meanwhile get the stale page too).
   */
  async function renderAndStore(request: FastifyRequest, head: PageHead, key: string, delayMs = 0) {
    const cache = app.publicAnswers!;
    const settle = cache.lead(key);
    if (delayMs) await sleep(delayMs, undefined, { ref: false });
    const { generation, likesGeneration } = cache;
    const page = await render(request, head).catch(() => null);
    if (!page || page.eventId === null) {
      settle(null);
      return page && { html: page.html };
    }
    const answer: Answer = {
      body: page.html,
      buffer: Buffer.from(page.html),
      etag: etagOf(page.html),
      eventId: page.eventId,
      storedAt: Date.now(),
      dependsOnLikes: true,
    };
    cache.store(key, answer, generation, likesGeneration);
    settle(answer);
    // Its headers, once sent, let hits leave before Fastify (see keepPageHeaders); a page rendered
    // behind a stale one gets them from the next visitor it is sent to.
    request.publicPage ??= answer;
    return { html: page.html, stored: answer };
  }
}
