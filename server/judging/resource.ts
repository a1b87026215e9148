import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { checkViewableEvent, type EventRow } from '../events/service';
import type { Guarded, Resource } from '../http/endpoint';
import { type Actor, actorFor, type JudgeRow } from '../policies/actor';
import { type JudgingRecord, judgingPolicy, needsViewCheck, teamFeedbackPolicy } from '../policies/judging';
import type { OpenedProject } from '../projects/access';
import type { ProjectActor } from '../projects/policy';
import { requestedProjectResource } from '../projects/resource';
import { requireRound } from './rounds';

/** Why the caller may not open the event, as the refusal checkViewableEvent would throw. */
async function viewRefusal(request: FastifyRequest, actor: Actor): Promise<AppError | null> {
  try {
    await checkViewableEvent(request.server.ctx, actor.event, callerOf(request), Promise.resolve(actor.role));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * An event's judging, named by the path's `eventId`: the caller's standing in the event (membership
 * role and judge row) in one lookup (401 for nobody, 404 for no such event, 403 for an API token of
 * another event). Whether the caller may open the event is read only for `take_part`, and only for
 * someone off the judge list.
 */
export const judgingResource: Resource<Actor, JudgingRecord & { event: EventRow }> = {
  async load(request: FastifyRequest, endpoint: Guarded) {
    const actor = await actorFor(request, (request.params as { eventId: number }).eventId);
    const refusal =
      endpoint.action === 'take_part' && needsViewCheck(actor) ? await viewRefusal(request, actor) : null;
    return { actor, record: { event: actor.event, viewRefusal: refusal } };
  },
  policy: judgingPolicy,
  planOf: ({ event }) => event.planId,
};

/** The judge row of an actor the policy let through as a judge (`judge`, `declare_conflicts`). */
export function judgeOf(actor: Actor): JudgeRow {
  if (!actor.judge) throw new Error('judgeOf: the policy let through someone off the judge list');
  return actor.judge;
}

/** The project of the path's `idOrSlug`, opened for the caller, for its team's released feedback. */
export const teamFeedbackResource: Resource<ProjectActor, OpenedProject> = {
  load: requestedProjectResource.load,
  policy: teamFeedbackPolicy,
  planOf: ({ event }) => event.planId,
};

/**
 * The round of the path, in the event the guard let the caller act on (404 for none, or another
 * event's): read after the guard, so a caller refused the event learns nothing of its rounds.
 */
export const pathRound = (db: Db) => (request: { params: { roundId: number } }, event: { id: number }) =>
  requireRound(db, event.id, request.params.roundId);
