import { FIRST_READS_ELEMENT_ID } from '../../common/first-reads';
import { credentialHeaders } from '../features/event/event-credentials';
import { eventNameFromLocation } from './client';

/**
 * Answers the server put into the page (common/first-reads.ts), each used once as a query's initial
 * data: the first render has them without a round trip (and without a loading state), and any later
 * read of the same address (a refetch once stale) asks the server.
 */
let answers: Map<string, unknown> | null = null;

/**
 * The answers are what an anonymous visitor sees; a browser holding this event's access pass or preview
 * token sees more (a coded or draft event opens to it), so it asks the server itself.
 */
function holdsEventCredential(): boolean {
  if (typeof window === 'undefined') return false;
  const slug = eventNameFromLocation(window.location.pathname, window.location.search);
  return Object.keys(credentialHeaders(slug)).length > 0;
}

function load(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  try {
    if (holdsEventCredential()) return new Map();
    return new Map(Object.entries(element?.textContent ? JSON.parse(element.textContent) : {}));
  } catch {
    return new Map();
  } finally {
    element?.remove();
  }
}

/** While the server renders a page (web/entry-server.tsx), the answers it read for that page. */
let serverAnswers: (() => Map<string, unknown> | undefined) | null = null;
export function setServerFirstReads(source: () => Map<string, unknown> | undefined): void {
  serverAnswers = source;
}

export function takeFirstRead<T>(url: string): T | undefined {
  if (!serverAnswers) answers ??= load();
  const source = serverAnswers ? serverAnswers() : answers;
  const answer = source?.get(url) as T | undefined;
  source?.delete(url);
  return answer;
}
