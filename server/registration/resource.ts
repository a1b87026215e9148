import type { FastifyRequest } from 'fastify';
import { callerOf } from '../events/credentials';
import type { EventAccess } from '../events/policy';
import { type EventRow, requireViewableEvent } from '../events/service';
import type { Resource } from '../http/endpoint';
import { registrationPolicy } from '../policies/registration';

/**
 * The event of the path's `:idOrSlug` as a person registering opens it (private and coded events as
 * everywhere else): their access and the event; the registration policy then decides.
 */
export const registrantResource: Resource<EventAccess, EventRow> = {
  async load(request: FastifyRequest) {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const { event, access } = await requireViewableEvent(request.server.ctx, idOrSlug, callerOf(request));
    return { actor: access, record: event };
  },
  policy: registrationPolicy,
  planOf: (event) => event.planId,
};
