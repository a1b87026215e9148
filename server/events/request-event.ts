import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_HEADER_PATTERN } from '../../common/constants';
import { AppError } from '../errors';
import { type EventRow, findEvent } from './service';

/** The event an API call names in its `x-event` header: the slug, and the event row on first ask. */
export interface RequestEvent {
  /** The header's value, lower-cased (a slug, or an event id in digits). */
  readonly slug: string;
  /** The event with that slug or id, looked up once per request; undefined when there is none. */
  row(): Promise<EventRow | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The `x-event` header's event, or null when the call names none. */
    event: RequestEvent | null;
  }
}

export const MALFORMED_EVENT_HEADER =
  'The x-event header must name an event by its slug or id (letters, digits and hyphens, at most 64)';

/** Reads the header of one request; a malformed header is refused before any handler runs. */
export function requestEventOf(request: FastifyRequest): RequestEvent | null {
  const header = request.headers['x-event'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (!EVENT_HEADER_PATTERN.test(value)) throw new AppError('bad_request', MALFORMED_EVENT_HEADER);
  const slug = value.toLowerCase();
  let row: Promise<EventRow | undefined> | undefined;
  return { slug, row: () => (row ??= findEvent(request.server.ctx.db, slug)) };
}

/** Resolves the request's event once, for every route: handlers read `request.event`, never the header. */
export function registerRequestEvent(app: FastifyInstance): void {
  app.decorateRequest('event', null);
  app.addHook('onRequest', async (request) => {
    request.event = requestEventOf(request);
  });
}
