import type { FastifyRequest } from 'fastify';
import type { Resource } from '../http/endpoint';
import { type Actor, actorFor } from '../policies/actor';
import { eventStaffPolicy } from '../policies/event-staff';
import type { EventRow } from './service';

/**
 * An event named by a path parameter, for a staff action: the caller's standing in it and the event, in
 * one lookup (401 for nobody, 404 for no such event, 403 for an API token of another event); the
 * policy then decides by the event permission table.
 */
export function eventStaffResource(param: 'eventId' | 'idOrSlug'): Resource<Actor, EventRow> {
  return {
    async load(request: FastifyRequest) {
      const actor = await actorFor(request, (request.params as Record<string, string | number>)[param]!);
      return { actor, record: actor.event };
    },
    policy: eventStaffPolicy,
    planOf: (event) => event.planId,
  };
}
