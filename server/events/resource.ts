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
 * policy then decides by the event permission table.
 */
export function eventStaffResource(param: 'eventId' | 'idOrSlug'): Resource<Actor, EventRow> {
  return staffResourceOf((request) => (request.params as Record<string, string | number>)[param]!);
}

/**
 * The same for an event named elsewhere (the query, the body, or a record the path names, looked up
 * first), or decided by an area's own policy over the same standing (People's choice's actions).
 */
export function staffResourceOf(
  eventOf: (request: FastifyRequest) => string | number | Promise<string | number>,
  policy: Policy<EventStanding, StaffRecord, string> = eventStaffPolicy,
): Resource<Actor, EventRow> {
  return {
    async load(request: FastifyRequest) {
      const actor = await actorFor(request, await eventOf(request));
      return { actor, record: actor.event };
    },
    policy,
    planOf: (event) => event.planId,
  };
}
