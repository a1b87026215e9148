import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationAnswer } from '../common/validation';
import { conflictMessage, uniqueViolationOf } from './db/errors';
import { isPageRequest, type PageRenderer } from './spa/static';

export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many: 429,
};

/** The one domain error: services throw it, the error handler turns it into `{message, key?}`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Translation key of SPEC §5 when the message has one. */
    readonly key?: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** A broken shared rule answers as a service would (its English text and key); other issues name the field. */
function describeValidation(error: FastifyError): { message: string; key?: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const answer = validationAnswer(first?.message ?? '');
    if (answer.key) return answer;
    const where = error.validationContext ?? 'request';
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return {
      message: `Invalid ${where}${field ? ` field '${field}'` : ''}: ${first?.message ?? 'bad value'}`,
    };
  }
  return { message: error.message };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.key ? { key: error.key } : {}) });
    }
    if (error.validation) {
      return reply.status(400).send(describeValidation(error));
    }
    // A race past a pre-check (two sign-ups with one name) ends at the unique index: same answer.
    const duplicate = uniqueViolationOf(error);
    if (duplicate) return reply.status(409).send({ message: conflictMessage(duplicate.constraint) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    // The logger's error serializer keeps a database error to its code, constraint and message.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

/** Unknown API paths get JSON; page paths get the web app, with 404 for pages that do not exist. */
export function registerNotFoundHandler(app: FastifyInstance, renderPage: PageRenderer | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (renderPage && isPageRequest(request.method, request.url)) {
      const page = await renderPage(request);
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
