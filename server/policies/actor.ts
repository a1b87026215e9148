import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API_TOKEN_ERROR_KEYS } from '../../common/api-tokens';
import type { EventRole } from '../../common/constants';
import { JUDGE_ROLE } from '../../common/judging';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { judges } from '../db/schema';
import { AppError } from '../errors';
import { type EventRow, getEventRole, requireEvent } from '../events/service';

export type JudgeRow = typeof judges.$inferSelect;

/**
 * Who acts in an event: the logged-in caller, their membership role and their row on the judge list.
 * Built by actorFor for a request and its event, and handed to authorize and to the services.
 */
export interface Actor {
  event: EventRow;
  viewer: Viewer;
  /** The caller's event membership role. */
  role: EventRole | null;
  /** The caller's row on the event's judge list, if any (any status). */
  judge: JudgeRow | null;
}

/** The roles an actor acts with: their membership role, and the judge role while an active judge. */
export function rolesOf(actor: Pick<Actor, 'role' | 'judge'>): EventRole[] {
  const roles: EventRole[] = actor.role ? [actor.role] : [];
  if (actor.judge?.status === 'active' && !roles.includes(JUDGE_ROLE)) roles.push(JUDGE_ROLE);
  return roles;
}

export async function findJudge(db: Db, eventId: number, userId: number): Promise<JudgeRow | null> {
  const [row] = await db
    .select()
    .from(judges)
    .where(and(eq(judges.eventId, eventId), eq(judges.userId, userId)));
  return row ?? null;
}

/**
 * The request's actor in an event (by id or slug): 401 when nobody is logged in, 404 when the event does
 * not exist. Loaded when asked, not kept: a handler that changes the caller's standing (registering as a
 * judge) and asks again sees the change.
 */
export async function actorFor(request: FastifyRequest, idOrSlug: string | number): Promise<Actor> {
  const viewer = requireViewer(request);
  const { db } = request.server.ctx;
  const event = await requireEvent(db, idOrSlug);
  // An event token acts on its own event only (server/api-tokens/guard.ts checks the call first).
  if (viewer.apiToken?.eventId != null && viewer.apiToken.eventId !== event.id) {
    throw new AppError(
      'forbidden',
      'This API token belongs to another event',
      API_TOKEN_ERROR_KEYS.otherEvent,
    );
  }
  const [role, judge] = await Promise.all([
    getEventRole(db, event.id, viewer.id),
    findJudge(db, event.id, viewer.id),
  ]);
  return { event, viewer, role, judge };
}
