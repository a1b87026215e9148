import './lib/array-buffer-detached';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import type { Event } from '../common/api';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../common/constants';
import { matchEmbedPath } from '../common/embeds';
import type { RenderedApp, RenderRequest, ServerEntry } from '../common/server-render';
import { setApiTransport } from './api/client';
import { setServerFirstReads } from './api/first-reads';
import { eventKeys } from './api/query-keys';
import { App, AppProviders, createQueryClient } from './app';
import { setRichTextSanitizer } from './components/rich-html';
import { EmbedApp } from './embed/embed-app';
import { SCREEN_NAMESPACES } from './i18n';
import { paletteTokens } from './lib/colors';
import { RenderedBoundaries } from './lib/hydration';
import { RenderedParts } from './lib/lazy-part';
import { preloadScreens } from './router';

/**
 * The web app's server entry (docs/architecture.md, "A public page from request to hydrated screen"):
 * the same route table, components, translations and query hooks as the browser, rendered by React's
 * streaming renderer for an anonymous visitor. The answers the page needs are found by rendering: each
 * pass creates the queries its screens ask for, the server reads the missing ones from itself, and the
 * next pass renders with them, until a pass asks for nothing new. The last pass is the page.
 */

/** Enough for the deepest public page: the event, then the screen's reads, then what those reveal. */
const MAX_PASSES = 4;
/** A render that has not finished by then (a read that never answers) is abandoned: the shell is sent. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The page being rendered: api-v2 calls made by its queries read through its request, and its first
 * reads (the answers the server already knows the page needs) become the queries' initial data, so a
 * page that needs nothing more renders in one pass.
 */
const pages = new AsyncLocalStorage<{ request: RenderRequest; firstReads: Map<string, unknown> }>();
setServerFirstReads(() => pages.getStore()?.firstReads);

setApiTransport({
  location() {
    const [pathname = '/', search = ''] = (pages.getStore()?.request.url ?? '/').split('?');
    return { pathname, search: search ? `?${search}` : '' };
  },
  async fetch(url, init) {
    const page = pages.getStore()?.request;
    if (!page) throw new Error(`api-v2 call outside a server render: ${url}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await page.readApi(url, headers);
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  },
});

/** Every catalogue, in every language, ships in the server bundle: a page never waits for its text. */
const catalogues = import.meta.glob<Record<string, unknown>>('./i18n/**/*.json', {
  eager: true,
  import: 'default',
});

function resourcesOf(language: 'en' | 'es' | 'fr') {
  const bundle: Record<string, Record<string, unknown>> = {
    translation: catalogues[`./i18n/${language}.json`] ?? {},
  };
  for (const namespace of SCREEN_NAMESPACES) {
    bundle[namespace] = catalogues[`./i18n/${namespace}/${language}.json`] ?? {};
  }
  return bundle;
}

/** One instance with every language; each page renders with a clone set to its own. */
const translations: I18n = i18next.createInstance();
void translations.init({
  resources: {
    en: resourcesOf('en'),
    es: resourcesOf('es'),
    fr: resourcesOf('fr'),
    // docs/product.md: "ab" shows the English text.
    ab: resourcesOf('en'),
  } as Resource,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['translation', ...SCREEN_NAMESPACES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: true },
});

/**
 * React's stream, read into one string once every Suspense boundary has its content. The web-streams
 * renderer (`react-dom/server.edge`) because Node's (`react-dom/server`) keeps its request in an
 * AsyncLocalStorage: its first run switches Node's async hooks on for good, and from then on every
 * promise and tick of the process, cached answers included, pays for them (docs/performance.md). The
 * edge build uses one only where the runtime offers it as a global, which Node does not.
 */
async function renderAll(tree: ReactNode): Promise<{ html: string; failed: string | null }> {
  let failed: string | null = null;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS);
  timer.unref();
  try {
    // Loaded at the first render, after the definition of `ArrayBuffer.prototype.detached` above, which
    // React reads when it loads (a static import would run first in the server bundle).
    const { renderToReadableStream } = await import('react-dom/server.edge');
    const stream = await renderToReadableStream(tree, {
      // The page goes out whole (it is cached, and crawlers read it), so every boundary is written in
      // place: no streamed segment needs React's inline script, which the site's CSP would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: timeout.signal,
      // A screen that throws is rendered by the browser instead (React sends its fallback): not a page to
      // hand out as it is.
      onError: (error) => {
        failed ??= error instanceof Error ? error.message : String(error);
      },
    });
    await stream.allReady;
    return { html: await new Response(stream).text(), failed };
  } finally {
    clearTimeout(timer);
  }
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries a pass created and nobody has answered yet. */
const unanswered = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );

/** The event the page shows, as the anonymous lookup answered it. */
function shownEvent(queryClient: QueryClient): Event | null {
  const [, data] = queryClient
    .getQueriesData<Event>({ queryKey: eventKeys.all })
    .find(([key, value]) => key[1] === 'detail' && value !== undefined) ?? [undefined, undefined];
  return data ?? null;
}

/** Renders in flight: the store is switched off when none is, so Node's async hooks are off with it. */
let rendering = 0;

async function render(request: RenderRequest): Promise<RenderedApp> {
  rendering++;
  try {
    return await pages.run({ request, firstReads: new Map(Object.entries(request.firstReads)) }, () =>
      renderPage(request),
    );
  } finally {
    // While any AsyncLocalStorage is in use Node runs a hook at every promise and tick of the process.
    if (--rendering === 0) pages.disable();
  }
}

async function renderPage(request: RenderRequest): Promise<RenderedApp> {
  setRichTextSanitizer(request.sanitizeRichText);
  const [pathname = '/'] = request.url.split('?');
  const prefix = pathname.split('/')[1];
  const pageLocale: Locale = isLocale(prefix) ? prefix : request.locale;
  const i18n = translations.cloneInstance({ lng: pageLocale });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const parts = new Set<string>();
  // The boundaries of the last pass are the page's.
  const boundaries = new Set<string>();
  // An embeddable widget (web/embed/embed-app.tsx) renders without the route table and its layouts.
  const embed = matchEmbedPath(pathname);
  const tree = (
    <RenderedParts.Provider value={parts}>
      <RenderedBoundaries.Provider value={boundaries}>
        <AppProviders i18n={i18n} queryClient={queryClient} requestLocale={request.locale}>
          <StaticRouter location={request.url}>{embed ? <EmbedApp embed={embed} /> : <App />}</StaticRouter>
        </AppProviders>
      </RenderedBoundaries.Provider>
    </RenderedParts.Provider>
  );

  if (!embed) await preloadScreens(pathname);
  const renderPass = () => {
    boundaries.clear();
    return renderAll(tree);
  };
  let page = await renderPass();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const reads = unanswered(queryClient);
    if (!reads.length) break;
    await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
    // A closed event's guard would send the visitor elsewhere, which only the browser can do.
    if (shownEvent(queryClient)?.isAccessible === false) break;
    page = await renderPass();
  }

  const queries = queryClient.getQueryCache().getAll();
  const event = shownEvent(queryClient);
  const unread = queries.find((query) => query.state.status !== 'success' && isEnabled(query));
  const incomplete =
    event && !event.isAccessible
      ? 'the event is closed to anonymous visitors'
      : page.failed
        ? `a screen failed to render: ${page.failed}`
        : unread
          ? `unread: ${JSON.stringify(unread.queryKey)} (${unread.state.status} ${unread.state.error?.message ?? ''})`
          : null;
  const namespaces = (
    i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }
  ).reportNamespaces?.getUsedNamespaces() ?? ['translation'];
  return {
    html: page.html,
    state: {
      answers: dehydrate(queryClient),
      namespaces,
      parts: [...parts],
      boundaries: [...boundaries],
      locale: pageLocale,
    },
    eventId: event?.id ?? null,
    incomplete,
    palette: event ? paletteTokens(event.colors.primary, event.colors.secondary) : {},
  };
}

export const entry: ServerEntry = { render };
