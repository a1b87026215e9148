import type { FastifyRequest } from 'fastify';
import type { Resource } from '../http/endpoint';
import { type Actor, actorFor } from '../policies/actor';
import type { EventStanding } from '../policies/event';
import { eventStaffPolicy, type StaffRecord } from '../policies/event-staff';
import type { Policy } from '../policies/policy';
import type { EventRow } from './service';

/**
 * An event named by a path parameter, for a staff action: the caller's standing in it and the event, in
 * one lookup (401 for nobody, 404 for no such event, 403 for an API token of another event); the
 * policy then decides, by the event permission table unless an area's rule is its own (who sees the
 * arrivals at the door).
 */
export function eventStaffResource(
  param: 'eventId' | 'idOrSlug',
  policy: Policy<EventStanding, StaffRecord, string> = eventStaffPolicy,
): Resource<Actor, EventRow> {
  return {
    async load(request: FastifyRequest) {
      const actor = await actorFor(request, (request.params as Record<string, string | number>)[param]!);
      return { actor, record: actor.event };
    },
    policy,
    planOf: (event) => event.planId,
  };
}
