import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../common/constants';
import { matchPagePath } from '../../common/page-paths';
import type { RenderedApp, ServerEntry } from '../../common/server-render';
import { sanitizeRichText } from '../content/sanitize';
import { firstReads, hasPersonalCookie, type LeadImage, readAnonymously } from './first-reads';

/**
 * Server rendering of the public pages (docs/decisions/022-react-with-server-rendering.md): the web
 * app's server entry, built by `vite build --ssr` (web/entry-server.tsx), renders them with the same
 * components as the browser for anonymous visitors. Visitors with a session, a preview or an access pass
 * get the client-rendered shell as before: their answers are their own.
 */

/** The event pages rendered on the server, written like common/page-paths.ts's patterns. */
export const SERVER_RENDERED_EVENT_PAGES = [
  '',
  'details',
  'projects',
  'projects/category/:category',
  'project/:project',
  'winners',
];

/** Loads the server entry when it was built; without it every page is the shell, as before. */
export async function loadServerEntry(entryPath: string): Promise<ServerEntry | null> {
  const file = path.resolve(entryPath);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { entry: ServerEntry };
  return module.entry;
}

/**
 * The server-rendered page an address is: one of SERVER_RENDERED_EVENT_PAGES, or `directory`; null for a
 * page the browser renders, or a visitor with anything personal (a session, a preview, an access pass).
 */
export function renderedPageOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (hasPersonalCookie(request)) return null;
  const [pathname = '/', search = ''] = request.url.split('?');
  // A preview link is personal; `?event=` names another event than the path.
  if (/(^|&)(previewToken|event)=/.test(search)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const match = matchPagePath(decoded);
  const segments = decoded.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  // The directory is the only site page rendered on the server.
  if (match.kind === 'site') return segments.length === 0 ? 'directory' : null;
  if (match.kind !== 'event') return null;
  return SERVER_RENDERED_EVENT_PAGES.find((pattern) => isPattern(pattern, segments.slice(1))) ?? null;
}

/** A page the server renders: a public page's address, asked for by a visitor with nothing personal. */
export const isServerRendered = (request: FastifyRequest): boolean => renderedPageOf(request) !== null;

function isPattern(pattern: string, segments: string[]): boolean {
  const parts = pattern ? pattern.split('/') : [];
  return (
    parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}

/**
 * The language of a page without a locale prefix, by the browser's rule (web/i18n/index.ts): the choice
 * saved in the language menu, else the first of Accept-Language the interface speaks.
 */
export function localeOf(saved: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(saved)) return saved;
  for (const language of (acceptLanguage ?? '').split(',')) {
    const base = language.trim().toLowerCase().split(/[-;]/)[0];
    if (base === 'en' || base === 'es' || base === 'fr') return base;
  }
  return DEFAULT_LOCALE;
}

export const requestLocale = (request: FastifyRequest): Locale =>
  localeOf(request.cookies?.[LOCALE_COOKIE], request.headers['accept-language']);

/**
 * Renders one page: the answers are read from this app, anonymously, as the browser would read them;
 * with the pictures at the top of the page, for the head to preload.
 */
export async function renderApp(
  app: FastifyInstance,
  entry: ServerEntry,
  request: FastifyRequest,
): Promise<RenderedApp & { leadImages: LeadImage[] }> {
  const { answers, leadImages } = await firstReads(app, request);
  const rendered = await entry.render({
    url: request.url,
    firstReads: answers,
    locale: requestLocale(request),
    sanitizeRichText,
    // Only the event's name is taken from the page's headers: the answers are the anonymous ones.
    readApi: (url, headers) => readAnonymously(app, url, headers['x-event'], request.headers.host),
  });
  return { ...rendered, leadImages };
}
