import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EventRole } from '../../common/constants';
import { JUDGE_ROLE } from '../../common/judging';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { judges } from '../db/schema';
import { type EventRow, getEventRole, requireEvent } from '../events/service';

export type JudgeRow = typeof judges.$inferSelect;

/**
 * Who acts in an event: the logged-in caller, their membership role and their row on the judge list.
 * Built once per request and event (actorFor), and handed to authorize and to the services.
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

const actors = new WeakMap<FastifyRequest, Map<string, Promise<Actor>>>();

/**
 * The request's actor in an event (by id or slug), loaded once per request: 401 when nobody is logged
 * in, 404 when the event does not exist.
 */
export function actorFor(request: FastifyRequest, idOrSlug: string | number): Promise<Actor> {
  const viewer = requireViewer(request);
  const known = actors.get(request) ?? new Map<string, Promise<Actor>>();
  actors.set(request, known);
  const key = String(idOrSlug);
  let actor = known.get(key);
  if (!actor) {
    actor = loadActor(request.server.ctx.db, viewer, idOrSlug);
    known.set(key, actor);
  }
  return actor;
}

async function loadActor(db: Db, viewer: Viewer, idOrSlug: string | number): Promise<Actor> {
  const event = await requireEvent(db, idOrSlug);
  const [role, judge] = await Promise.all([
    getEventRole(db, event.id, viewer.id),
    findJudge(db, event.id, viewer.id),
  ]);
  return { event, viewer, role, judge };
}
