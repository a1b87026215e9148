import type { Locale } from './constants';

/**
 * The contract between the server (server/spa/ssr.ts) and the web app's server entry
 * (web/entry-server.tsx), which Vite builds into dist/ssr: the server loads it at start and asks it to
 * render public pages for anonymous visitors.
 */

/** The id of the `<script type="application/json">` that hands the page's answers to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** What the browser needs to take over the server's HTML without asking anything again. */
export interface ServerState {
  /** TanStack Query's dehydrated cache: every answer the page was rendered with. */
  answers: unknown;
  /** Translation namespaces the page used, loaded before hydration so the text is the same. */
  namespaces: string[];
  /** Parts of the page whose code loads apart (web/lib/lazy-part.tsx), loaded before hydration too. */
  parts: string[];
  /** The Suspense boundaries the page holds (web/lib/hydration.tsx): it is the app's once each has hydrated. */
  boundaries: string[];
  locale: Locale;
}

/** An api-v2 answer, read by the server from itself. */
export interface ServedAnswer {
  status: number;
  body: string;
}

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The page's language (the prefix's, else the request's); also the language of unprefixed pages. */
  locale: Locale;
  /** Answers an api-v2 GET as the server would answer an anonymous visitor of this page's event. */
  readApi(url: string, headers: Record<string, string>): Promise<ServedAnswer>;
  /** The page's first reads (common/first-reads.ts), by API address: the render starts with them. */
  firstReads: Record<string, unknown>;
  /** The server's own rich-text sanitiser: the browser's (DOMPurify) needs a DOM. */
  sanitizeRichText(html: string): string;
}

export interface RenderedApp {
  /** The HTML inside `#root`. */
  html: string;
  state: ServerState;
  /** The event the page shows (its answers' cache key and invalidation), null outside an event. */
  eventId: number | null;
  /** Why the page cannot be handed out as it is (a closed event, a failed read), so the shell goes instead. */
  incomplete: string | null;
  /** The event's colours as CSS custom properties, so the first paint has them. */
  palette: Record<string, string>;
}

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderedApp>;
}
