import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { markPublicAnswer } from './public-cache';

/** The event a call is about: its explicit id, else the request's `x-event` event (see request-event.ts). */
export function eventKeyOf(
  request: FastifyRequest,
  explicitId: number | string | undefined,
): string | number {
  if (explicitId !== undefined) return explicitId;
  if (request.event) return request.event.slug;
  throw new AppError('bad_request', 'eventId is required (or an x-event header naming the event)');
}

/** Resolves the call's event and checks the caller may view it. */
export async function viewableEventOf(
  request: FastifyRequest,
  explicitId: number | string | undefined,
  previewToken?: string,
) {
  const opened = await requireViewableEvent(
    request.server.ctx,
    eventKeyOf(request, explicitId),
    callerOf(request, previewToken),
  );
  markPublicAnswer(request, opened.event.id);
  return opened;
}
