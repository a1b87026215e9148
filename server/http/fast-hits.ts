import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions, RawServerDefault } from 'fastify';
import { SESSION_MODE_HEADER } from '../../common/constants';
import { ACCESS_PASS_HEADER, PREVIEW_TOKEN_HEADER } from '../events/credentials';
import type { AccessLine } from '../logger';

/**
 * No login, no preview token, no access pass: the answer is the same for every such caller. Read from the
 * headers alone (a caller without a bearer header who does not ask for cookie mode is anonymous, see
 * server/auth/authenticate.ts), so hits are served before authentication and the other hooks run.
 */
export function isAnonymous(headers: IncomingHttpHeaders, url: string): boolean {
  return (
    !headers.authorization &&
    !headers[SESSION_MODE_HEADER] &&
    !headers[PREVIEW_TOKEN_HEADER] &&
    !headers[ACCESS_PASS_HEADER] &&
    !url.includes('previewToken')
  );
}

/** An API answer's key: CORS headers depend on the caller's origin, so answers are kept per origin too. */
export const apiKeyOf = (headers: IncomingHttpHeaders, url: string) =>
  `${headers['x-event'] ?? ''} ${headers.origin ?? ''} ${url}`;

export interface Wire {
  ok: string[];
  notModified: string[];
}

/** What a stored answer (server/http/public-cache.ts) needs to be sent again. */
export interface SentAnswer {
  /** The body as sent: bytes, so sending a copy does not encode it again. */
  buffer: Buffer;
  etag: string;
  /** The headers the first copy was sent with; set once it has left. */
  headers?: Record<string, string | string[]>;
  /** `headers` with this body's tag and length, as Node writes them; built on first use. */
  wire?: Wire;
  /** The route of the access line (its pattern, or the page's path), set with `headers`. */
  route?: string;
}

/** `answer.headers` with its tag and length, as Node writes them. */
function wireHeaders(answer: SentAnswer): Wire {
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(answer.headers ?? {})) {
    // A 304 has no body, so nothing to describe the type of.
    if (name === 'content-type') continue;
    for (const one of Array.isArray(value) ? value : [value]) notModified.push(name, one);
  }
  notModified.push('etag', answer.etag);
  const type = answer.headers?.['content-type'];
  const ok = [...notModified, 'content-length', String(answer.buffer.length)];
  if (typeof type === 'string') ok.push('content-type', type);
  return { ok, notModified };
}

/** Whether If-None-Match names this tag (weakly, as the ETag plugin compares). */
function holdsTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === bare;
  });
}

/**
 * Writes a stored answer (its headers as first sent; Node adds the date and keep-alive headers): 304 when
 * the caller holds its tag, no body for HEAD. Returns the status sent.
 */
export function writeAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: SentAnswer,
): 200 | 304 {
  answer.wire ??= wireHeaders(answer);
  const { wire } = answer;
  if (holdsTag(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304, wire.notModified).end();
    return 304;
  }
  response.writeHead(200, wire.ok);
  if (request.method === 'HEAD') response.end();
  else response.end(answer.buffer);
  return 200;
}

/** Request ids as Fastify makes them by default, shared by Fastify and the hits answered before it. */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    // A small integer stays a small integer (V8's fast path) until it wraps.
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}

/**
 * A hit answered from the HTTP server's own `request` event, before Fastify builds its request and reply
 * or runs a hook (Fastify's `serverFactory`): a GET or HEAD without credentials whose key is in the
 * answer cache, once the answer's headers are known (they are those of the first answer, every hook's
 * included). Anything else, and every request while the app closes, goes to Fastify, which answers a hit
 * the same way from its first hook (the path of `app.inject`). The access line is written here, as
 * Fastify's would be.
 */
export function fastHitServer(options: {
  /**
   * The stored answer of a request that may be a hit (from the public answer cache, whose reads also drop
   * what is too old and patch like counts), or undefined when it must go to Fastify.
   */
  lookup(request: IncomingMessage, url: string): SentAnswer | undefined;
  nextId: () => string;
  /** Writes the access line (server/logger.ts's accessLineWriter). */
  access: (line: AccessLine) => void;
  isClosing: () => boolean;
}): NonNullable<FastifyServerOptions['serverFactory']> {
  const { lookup, nextId, access, isClosing } = options;
  const hit = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url = '/' } = request;
    if ((method !== 'GET' && method !== 'HEAD') || isClosing() || !isAnonymous(request.headers, url))
      return false;
    const started = performance.now();
    const answer = lookup(request, url);
    if (!answer?.headers || !answer.route) return false;
    const status = writeAnswer(request, response, answer);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    access({ reqId: nextId(), method, route: answer.route, status, ms });
    return true;
  };
  return (handler, options) => {
    // As Fastify makes its own server (fastify/lib/server.js), with the hit answered first.
    const fastifyOptions = options as FastifyServerOptions & { http?: ServerOptions };
    const server = createServer(fastifyOptions.http ?? {}, (request, response) => {
      if (!hit(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = fastifyOptions.keepAliveTimeout ?? 72_000;
    server.requestTimeout = fastifyOptions.requestTimeout ?? 0;
    server.setTimeout(fastifyOptions.connectionTimeout ?? 0);
    if (fastifyOptions.maxRequestsPerSocket)
      server.maxRequestsPerSocket = fastifyOptions.maxRequestsPerSocket;
    return server as RawServerDefault;
  };
}
