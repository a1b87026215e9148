import type { FastifyRequest } from 'fastify';
import type { EventRole } from '../../common/constants';
import { JUDGING_ERROR_KEYS } from '../../common/judging';
import type { EventAction } from '../../common/permissions';
import type { Viewer } from '../context';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { isEventStaff } from '../events/policy';
import { checkViewableEvent } from '../events/service';
import { requireFeature } from '../plans/features';
import { type Actor, actorFor, type JudgeRow } from '../policies/actor';
import { authorize } from '../policies/authorize';
import { can } from '../policies/event';

/**
 * Who may do what with judging. Staff actions and scoring read the event role × action table
 * (common/permissions.ts) through authorize (server/policies/event.ts); being a judge comes from the
 * event's judge list, so an editor or a participant who also judges holds both roles. Every judging call
 * also needs the plan feature `enable_judging`.
 */
export type JudgingAction = Extract<EventAction, 'view_judging' | 'manage_judging' | 'judge'>;
export type { JudgeRow } from '../policies/actor';
export { findJudge } from '../policies/actor';
export type JudgingActor = Actor;

/** Super admins may see and manage judging anywhere, but only people on the judge list score. */
export const canDoJudging = (actor: Pick<Actor, 'role' | 'judge' | 'viewer'>, action: JudgingAction) =>
  can(actor, action);

/** Loads the event and the caller's standing in it, refusing anonymous callers. */
export const loadJudgingActor = (request: FastifyRequest, eventId: number): Promise<JudgingActor> =>
  actorFor(request, eventId);

/** The actor, when allowed `action`; 401 anonymous, 403 otherwise or when the plan lacks judging. */
export async function requireJudging(
  request: FastifyRequest,
  eventId: number,
  action: JudgingAction,
): Promise<JudgingActor> {
  const actor = await loadJudgingActor(request, eventId);
  authorize(actor, action);
  await requireFeature(request.server.ctx.db, actor.event.planId, 'enable_judging');
  return actor;
}

/** An active judge of the event, with their judge row. */
export async function requireJudge(
  request: FastifyRequest,
  eventId: number,
): Promise<JudgingActor & { judge: JudgeRow }> {
  const actor = await requireJudging(request, eventId, 'judge');
  return actor as JudgingActor & { judge: JudgeRow };
}

/** Judges may declare conflicts while they wait for an organiser too. */
export async function requireListedJudge(
  request: FastifyRequest,
  eventId: number,
): Promise<JudgingActor & { judge: JudgeRow }> {
  const actor = await loadJudgingActor(request, eventId);
  if (!actor.judge || actor.judge.status === 'removed') {
    throw new AppError('forbidden', 'Only judges of this event may do this', JUDGING_ERROR_KEYS.notJudge);
  }
  await requireFeature(request.server.ctx.db, actor.event.planId, 'enable_judging');
  return actor as JudgingActor & { judge: JudgeRow };
}

/**
 * Any logged-in caller who may open the event (their own judge status, registering), on a plan with
 * judging. Someone on the judge list was named by the event; anyone else meets the rule of every read
 * (a stranger learns nothing of a private or draft event's judging, nor registers there).
 */
export async function requireJudgingCaller(request: FastifyRequest, eventId: number): Promise<JudgingActor> {
  const actor = await loadJudgingActor(request, eventId);
  if (!actor.judge || actor.judge.status === 'removed') {
    await checkViewableEvent(request.server.ctx, actor.event, callerOf(request), Promise.resolve(actor.role));
  }
  await requireFeature(request.server.ctx.db, actor.event.planId, 'enable_judging');
  return actor;
}

/** Judges' released comments on a project are for its team (and event staff), never public. */
export function canReadTeamFeedback(actor: {
  viewer: Viewer | null;
  teamRole: unknown;
  role: EventRole | null;
}) {
  return Boolean(actor.viewer?.isSuperAdmin) || actor.teamRole !== null || isEventStaff(actor);
}
