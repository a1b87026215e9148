import type { FastifyRequest } from 'fastify';
import type { Resource } from '../http/endpoint';
import { type Actor, actorFor } from '../policies/actor';
import type { EventStanding } from '../policies/event';
import { eventStaffPolicy, type StaffRecord } from '../policies/event-staff';
import { definePolicy, type Policy } from '../policies/policy';
import { callerOf } from './credentials';
import type { EventAccess } from './policy';
import { type EventRow, requireViewableEvent } from './service';

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
  return staffResourceOf((request) => (request.params as Record<string, string | number>)[param]!, policy);
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

/**
 * The event of the path's `:idOrSlug` as its visitors read it: refused as the event page is (404, an
 * access code, a login, an unpublished event) and otherwise open to all who may see the event, so its
 * policy asks no rule; the guard checks the plan's feature.
 */
export const viewableEventResource: Resource<EventAccess, EventRow> = {
  async load(request) {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const { event, access } = await requireViewableEvent(request.server.ctx, idOrSlug, callerOf(request));
    return { actor: access, record: event };
  },
  policy: definePolicy<EventAccess, EventRow, never>({}),
  planOf: (event) => event.planId,
};
