import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import pino from 'pino';
import { API_TOKEN_LIKE } from '../common/api-tokens';
import type { Config } from './config';
import { databaseErrorOf, isQueryError } from './db/errors';
import { type ByteSink, type LineBuffer, lineBuffer } from './log-buffer';

/**
 * Secrets never reach a log line: request and response headers that carry credentials, and any field
 * named like a password, token, code or hash wherever a log call puts it (one or two levels deep).
 */
const SECRET_FIELDS = [
  // Personal data rather than a secret, but nothing needs it in a log line either.
  'email',
  'password',
  'newPassword',
  'passwordConfirm',
  'passwordHash',
  'password_hash',
  'token',
  'idToken',
  'refreshToken',
  'accessPass',
  'previewToken',
  'verificationCode',
  'codeHash',
  'tokenHash',
  'accessCodeHash',
  'secret',
  'cookie',
  'authorization',
  'csrfToken',
];

const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  '"refresh-token"',
  '"x-csrf-token"',
  '"x-access-pass"',
  '"x-preview-token"',
  '"x-api-key"',
];

const bracket = (name: string) => (name.startsWith('"') ? `[${name}]` : `.${name}`);

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...['req', 'res', 'request', 'reply', 'response'].flatMap((owner) =>
    SECRET_HEADERS.map((header) => `${owner}.headers${bracket(header)}`),
  ),
  ...SECRET_HEADERS.map((header) => `headers${bracket(header)}`),
  // Request bodies and query strings are not logged by default; if a log call adds one, its secrets go.
  ...['body', 'query', 'params'].flatMap((part) => [`${part}.code`, `*.${part}.code`]),
  // A mail's text holds codes and links that log someone in.
  'mail.text',
  'mail.subject',
];

type SerializedError = Record<string, unknown>;

/**
 * Errors as log fields. A database error is reduced to its SQLSTATE code, constraint, table and the
 * server's message: the query, its parameters, the row's values (`detail`) and a stack whose first line
 * repeats them are left out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return error;
  if (isQueryError(error)) {
    const facts = databaseErrorOf(error);
    return {
      type: 'DatabaseError',
      ...(facts ?? { message: 'database query failed' }),
    };
  }
  const serialized = pino.stdSerializers.err(error) as SerializedError;
  // The standard serializer appends the messages and stacks of causes; rebuild them safely instead.
  serialized.message = error.message;
  serialized.stack = error.stack;
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) serialized.cause = serializeError(cause, depth + 1);
  return serialized;
}

// Secrets, and e-mail addresses (personal data, e.g. /users/find?emails=), never reach a log line.
const SECRET_QUERY =
  /([?&](?:token|previewToken|code|verificationCode|refreshToken|accessPass|emails?)=)[^&#]*/gi;

/** A URL with the values of secret-bearing query parameters (invitation and reset tokens...) masked. */
export const redactUrl = (url: string): string =>
  url.replace(SECRET_QUERY, '$1[redacted]').replace(API_TOKEN_LIKE, 'sc_[redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the URL's secrets masked: links in mails carry tokens in the query. */
const serializeRequest = (request: LoggedRequest) =>
  typeof request?.url === 'string'
    ? {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }
    : request;

/** The id of the request a request's logger belongs to; children of that logger inherit it. */
const REQUEST_ID = Symbol('requestId');
type RequestLogger = Logger & { [REQUEST_ID]?: unknown };

/**
 * Fastify's logger for one request (its `childLoggerFactory`): a child without bindings that adds the
 * request id to the lines it writes. A binding would be run through the redaction of every secret
 * path when the child is made, for every request, logged or not: 7 % of a busy server's CPU.
 */
export function requestLogger<T extends object>(
  logger: T & { child(bindings: object, options?: object): T },
  bindings: Record<string, unknown>,
  options: object,
): T {
  const { reqId, ...rest } = bindings;
  const child = logger.child(rest, options) as T & { [REQUEST_ID]?: unknown };
  child[REQUEST_ID] = reqId;
  return child;
}

/** The access line writer of each app logger, on the same stream. */
const accessWriters = new WeakMap<object, AccessWriter>();

/**
 * Log lines leave in blocks of this many bytes (about four hundred access lines), or at most LOG_FLUSH_MS
 * after the first line of a block. Each write is a round trip through libuv's thread pool, so fewer of
 * them cost a busy server less: against 16 KB, 64 KB blocks took a third off a line's cost, and larger
 * ones nothing more (docs/configuration.md). The stream's largest write gathers blocks that
 * wait for the one before them.
 */
const LOG_BUFFER_BYTES = 64 * 1024;
const LOG_MAX_WRITE_BYTES = 4 * LOG_BUFFER_BYTES;
const LOG_FLUSH_MS = 1000;

/** pino's numbers of the two levels an access line is written at. */
const INFO = 30;
const ERROR = 50;

/** Writes one access line at a level (INFO or ERROR), if the logger's level lets it through. */
type AccessWriter = (line: AccessLine, level: number) => void;

/** The app's log stream to a file descriptor: a block of bytes before pino's asynchronous stream. */
export function bufferedLogStream(fd: number): LineBuffer {
  const stream = pino.destination({
    dest: fd,
    sync: false,
    contentMode: 'buffer',
    minLength: 0,
    maxWrite: LOG_MAX_WRITE_BYTES,
  });
  return lineBuffer(stream as unknown as ByteSink, { bytes: LOG_BUFFER_BYTES, flushMs: LOG_FLUSH_MS });
}

/**
 * The app's logger and, beside it, the access log's. Lines go to standard output through a buffer of
 * bytes (server/log-buffer.ts) and an asynchronous stream, both flushed when the process exits
 * (`process.exit` included): a busy server does not wait for the terminal or the log collector on
 * every line, and writes about four hundred lines at a time; a quiet one writes within a second.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  // A silent logger (tests, benchmarks' in-process apps) writes nothing: no buffer, no flush timer.
  const stream =
    destination ??
    (config.LOG_LEVEL === 'silent' ? pino.destination({ dest: 1, sync: true }) : bufferedLogStream(1));
  const logger = pino(
    {
      level: config.LOG_LEVEL,
      mixin: (_fields, _level, logger) => {
        const reqId = (logger as RequestLogger)[REQUEST_ID];
        return reqId === undefined ? {} : { reqId };
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    },
    stream,
  );
  accessWriters.set(
    logger,
    accessLineWriterOn(logger, (text) => stream.write(text)),
  );
  return logger;
}

/** Routes seen by an access writer, at most this many, each with its JSON form kept. */
const QUOTED_ROUTES_KEPT = 512;

/**
 * An access line as pino writes one (level, time, pid, hostname, the fields, msg), put together by hand:
 * its fields are a fixed set of strings and numbers, so nothing needs pino's walk over an object, its
 * serializers or its redaction. With the buffer of bytes it is written to, this takes the access log from
 * a fifth of a cached read's CPU to a few per cent (docs/performance.md). A route is one of a few
 * patterns, so its JSON form is kept rather than made again for every line; the request id (made by
 * `requestIds`) and the method (a token Node's parser checked) need no escaping.
 */
function accessLineWriterOn(logger: Logger, write: (text: string) => void): AccessWriter {
  const origin = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const quotedRoutes = new Map<string, string>();
  const quoted = (route: string) => {
    let json = quotedRoutes.get(route);
    if (json === undefined) {
      // Paths no route matched come and go: the kept forms start over rather than grow without end.
      if (quotedRoutes.size >= QUOTED_ROUTES_KEPT) quotedRoutes.clear();
      json = JSON.stringify(route);
      quotedRoutes.set(route, json);
    }
    return json;
  };
  return (line, level) => {
    if (level < logger.levelVal) return;
    write(
      `{"level":${level},"time":${Date.now()}${origin},"reqId":"${line.reqId}","method":"${line.method}","route":${quoted(line.route)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
    );
  };
}

/** Where a request went: its route's pattern, or for a path no route matched, the path without its query. */
export const routeOf = (request: FastifyRequest) =>
  request.routeOptions.url ?? redactUrl(request.url.split('?')[0] ?? request.url);

/**
 * Fastify's request logging replaced by one access line per request, written when the answer has left
 * (cached answers included): request id, method, route, status and milliseconds. Those fields cannot
 * hold a secret (a route is its pattern, not the URL), so the line skips the redaction walk of the app's
 * logger, whose cost at every request was most of a cached read's. A failed request (5xx, or a stream
 * error) is logged at `error`, so LOG_LEVEL=error still shows it.
 */
export class AccessLog extends LogController {
  readonly #access: AccessWriter;

  constructor(logger: FastifyBaseLogger) {
    super({});
    this.#access = accessWriterOf(logger);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const line = {
      reqId: request.id,
      method: request.method,
      route: routeOf(request),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else this.#access(line, status >= 500 ? ERROR : INFO);
  }
}

/** The fields of an access line. */
export interface AccessLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

/** Writes AccessLog's line for a request answered before Fastify saw it (see server/http/fast-hits.ts). */
export function accessLineWriter(logger: FastifyBaseLogger): (line: AccessLine) => void {
  const access = accessWriterOf(logger);
  return (line) => access(line, INFO);
}

/** The logger's access writer; a logger createLogger did not make writes its access lines through pino. */
function accessWriterOf(logger: FastifyBaseLogger): AccessWriter {
  return (
    accessWriters.get(logger) ??
    ((line, level) => (level >= ERROR ? logger.error(line, 'request') : logger.info(line, 'request')))
  );
}
