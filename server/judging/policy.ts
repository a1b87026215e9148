import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EventRole } from '../../common/constants';
import { JUDGE_ROLE, JUDGING_ERROR_KEYS } from '../../common/judging';
import { type EventAction, eventRoleAllows } from '../../common/permissions';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { judges } from '../db/schema';
import { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import { type EventRow, getEventRole, requireEvent } from '../events/service';
import { requireFeature } from '../plans/features';

/**
 * Who may do what with judging: the one place these decisions are made. Staff actions read the event
 * role × action table (common/permissions.ts); being a judge comes from the event's judge list, so an
 * editor or a participant who also judges holds both roles. Every judging call also needs the plan
 * feature `enable_judging`.
 */
export type JudgingAction = Extract<EventAction, 'view_judging' | 'manage_judging' | 'judge'>;
export type JudgeRow = typeof judges.$inferSelect;

export interface JudgingActor {
  event: EventRow;
  viewer: Viewer;
  /** The caller's event membership role. */
  role: EventRole | null;
  /** The caller's row on the event's judge list, if any (any status). */
  judge: JudgeRow | null;
}

const DENIED: Record<JudgingAction, string> = {
  view_judging: 'Only event staff may see judging',
  manage_judging: 'Only event owners, admins and editors may manage judging',
  judge: 'Only judges of this event may do this',
};

/** The roles an actor acts with: their membership role, and the judge role while an active judge. */
export function judgingRoles(actor: Pick<JudgingActor, 'role' | 'judge'>): EventRole[] {
  const roles: EventRole[] = actor.role ? [actor.role] : [];
  if (actor.judge?.status === 'active' && !roles.includes(JUDGE_ROLE)) roles.push(JUDGE_ROLE);
  return roles;
}

/** Super admins may see and manage judging anywhere, but only people on the judge list score. */
export function canDoJudging(actor: Pick<JudgingActor, 'role' | 'judge' | 'viewer'>, action: JudgingAction) {
  if (action !== 'judge' && actor.viewer.isSuperAdmin) return true;
  return judgingRoles(actor).some((role) => eventRoleAllows(role, action));
}

export async function findJudge(db: Db, eventId: number, userId: number): Promise<JudgeRow | null> {
  const [row] = await db
    .select()
    .from(judges)
    .where(and(eq(judges.eventId, eventId), eq(judges.userId, userId)));
  return row ?? null;
}

/** Loads the event and the caller's standing in it, refusing anonymous callers and plans without judging. */
export async function loadJudgingActor(request: FastifyRequest, eventId: number): Promise<JudgingActor> {
  const viewer = requireViewer(request);
  const { db } = request.server.ctx;
  const event = await requireEvent(db, eventId);
  const [role, judge] = await Promise.all([
    getEventRole(db, event.id, viewer.id),
    findJudge(db, event.id, viewer.id),
  ]);
  return { event, viewer, role, judge };
}

/** The actor, when allowed `action`; 401 anonymous, 403 otherwise or when the plan lacks judging. */
export async function requireJudging(
  request: FastifyRequest,
  eventId: number,
  action: JudgingAction,
): Promise<JudgingActor> {
  const actor = await loadJudgingActor(request, eventId);
  if (!canDoJudging(actor, action)) {
    throw new AppError(
      'forbidden',
      DENIED[action],
      action === 'judge' ? JUDGING_ERROR_KEYS.notJudge : undefined,
    );
  }
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
    throw new AppError('forbidden', DENIED.judge, JUDGING_ERROR_KEYS.notJudge);
  }
  await requireFeature(request.server.ctx.db, actor.event.planId, 'enable_judging');
  return actor as JudgingActor & { judge: JudgeRow };
}

/** Any logged-in caller (their own judge status, registering), on a plan with judging. */
export async function requireJudgingCaller(request: FastifyRequest, eventId: number): Promise<JudgingActor> {
  const actor = await loadJudgingActor(request, eventId);
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
