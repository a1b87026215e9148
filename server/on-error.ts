import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../common/api';
import { FIELD_ERROR_SUMMARY, fieldErrorKey, type IssueParams } from '../common/field-errors';
import { validationAnswer } from '../common/validation';
import { conflictMessage, uniqueViolationOf } from './db/errors';
import { AppError } from './errors';
import { isPageRequest, type PageRenderer } from './spa/static';

/**
 * A broken shared rule answers as a service would (its English text and key); other issues name the field
 * for developers and carry, for people, a plain-words key per field (common/field-errors.ts) that the
 * forms show beside the field.
 */
function describeValidation(error: FastifyError): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const answer = validationAnswer(first?.message ?? '');
    if (answer.key) return answer;
    const where = error.validationContext ?? 'request';
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (name) fields[name] ??= fieldErrorKey(issue.keyword, issue.params as IssueParams, issue.message);
    }
    return {
      message: `Invalid ${where}${field ? ` field '${field}'` : ''}: ${first?.message ?? 'bad value'}`,
      key: FIELD_ERROR_SUMMARY,
      ...(Object.keys(fields).length ? { fields } : {}),
    };
  }
  return { message: error.message };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        message: error.message,
        ...(error.key ? { key: error.key } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.values ? { values: error.values } : {}),
      });
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

/** Unknown API paths get JSON; page paths get the web app, whose router shows its own not-found screens. */
export function registerNotFoundHandler(app: FastifyInstance, renderPage: PageRenderer | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (renderPage && isPageRequest(request.method, request.url)) {
      const page = await renderPage(request);
      reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      // A stored page goes as its bytes with its tag: the ETag plugin then hashes nothing.
      if (page.stored) return reply.header('etag', page.stored.etag).send(page.stored.buffer);
      return reply.send(page.html);
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
