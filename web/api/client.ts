import type { ErrorResponse } from '../../common/api';
import { isLocale, RELOAD_GUARD_MS, RESERVED_SLUGS, RETRY_STATUS } from '../../common/constants';
import { API_ROOT, buildApiUrl, type QueryValue } from '../../common/first-reads';
import { credentialHeaders } from '../features/event/event-credentials';

export { API_ROOT };

/** A failed call: status outside 200-299 (docs/product.md), with the server's message and key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly key?: string,
    /** Per-field message keys of the server's answer (field id or name → key). */
    readonly fields?: Record<string, string>,
    /** Values of the key's placeholders (a plan limit's number as `count`). */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** docs/product.md: the event name comes from the `event` query parameter, else the first path segment. */
export function eventNameFromLocation(pathname: string, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('event');
  if (fromQuery) return fromQuery;
  const segments = pathname.split('/').filter(Boolean);
  const first = isLocale(segments[0]) ? segments[1] : segments[0];
  return first && !RESERVED_SLUGS.includes(first) ? first : null;
}

export type { QueryValue } from '../../common/first-reads';
export const buildUrl = buildApiUrl;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Calls flagged anonymous never carry the session (docs/product.md): without
   * the session headers the server ignores the session cookies the browser sends.
   */
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Supplies the session headers of a logged-in user (cookie mode and the CSRF token; the tokens
 * themselves stay in HttpOnly cookies the browser sends); the session module registers itself here.
 */
type SessionHeadersProvider = () => Promise<Record<string, string>>;
let sessionHeadersProvider: SessionHeadersProvider = async () => ({});
export function setSessionHeadersProvider(provider: SessionHeadersProvider): void {
  sessionHeadersProvider = provider;
}

/**
 * Where api-v2 calls go and which page makes them: the browser's fetch and address, or, while the server
 * renders a public page (web/entry-server.tsx), the server's own app and the address it renders.
 */
export interface ApiTransport {
  location(): { pathname: string; search: string };
  fetch(url: string, init: RequestInit): Promise<Response>;
}
let transport: ApiTransport = {
  location: () => window.location,
  fetch: (url, init) => fetch(url, init),
};
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The headers every api-v2 call carries: x-event and, for logged-in users, the session headers. */
export async function apiHeaders(anonymous = false): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const { pathname, search } = transport.location();
  const eventName = eventNameFromLocation(pathname, search);
  if (eventName) Object.assign(headers, { 'x-event': eventName }, credentialHeaders(eventName));
  if (!anonymous) Object.assign(headers, await sessionHeadersProvider());
  return headers;
}

/** Refreshes the session after a 401 'token is expired'; true when the call may be retried. */
type ExpiredTokenHandler = () => Promise<boolean>;
let expiredTokenHandler: ExpiredTokenHandler = async () => false;
export function setExpiredTokenHandler(handler: ExpiredTokenHandler): void {
  expiredTokenHandler = handler;
}

/** Drops the local session when the server says it was ended (password reset, log out everywhere). */
type SessionEndedHandler = () => void;
let sessionEndedHandler: SessionEndedHandler = () => undefined;
export function setSessionEndedHandler(handler: SessionEndedHandler): void {
  sessionEndedHandler = handler;
}
const SESSION_ENDED_KEY = 'auth.sessionEnded';

const RELOAD_KEY = 'showcase.lastAuthReload';

/** Reloads the page after an unrecoverable 401, at most once per reload guard (docs/product.md). */
function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

export async function readError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorResponse> = {};
  try {
    body = (await response.json()) as Partial<ErrorResponse>;
  } catch {
    // Not JSON (a proxy error page, say): fall back to the status text.
  }
  return new ApiError(
    response.status,
    body.message ?? response.statusText ?? 'Request failed',
    body.key,
    body.fields,
    body.values,
  );
}

export async function sendRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...options.headers,
    ...(await apiHeaders(options.anonymous)),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return transport.fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/**
 * A call with the 401 flow (docs/product.md): an expired token is refreshed and the call retried once; a second
 * 401 reloads the page (guarded), so the app starts again from a clean session. A session the server
 * ended is never refreshed: it is dropped.
 */
export async function sendResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await sendRequest(path, options);
  if (response.status !== RETRY_STATUS || options.anonymous) return response;
  const error = await readError(response.clone());
  if (error.key === SESSION_ENDED_KEY) sessionEndedHandler();
  if (!error.message.includes('token is expired') || !(await expiredTokenHandler())) return response;
  const retried = await sendRequest(path, options);
  if (retried.status === RETRY_STATUS) reloadOnce();
  return retried;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendResponse(path, options);
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
