import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EventRole, TeamRole } from '../../common/constants';
import type { Db } from '../db/client';
import { eventMemberships, events, projectMemberships, projects } from '../db/schema';
import { AppError } from '../errors';
import { type Caller, callerOf } from '../events/credentials';
import { checkViewableEvent, type EventCtx, type EventRow } from '../events/service';
import { markPublicAnswer } from '../http/public-cache';
import { requireNotArchived } from '../plans/archive';
import { canViewProject, type ProjectAction, type ProjectActor, requireProjectPermission } from './policy';
import type { ProjectRow } from './presenter';

export async function teamRoleOf(db: Db, projectId: number, userId: number): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: projectMemberships.role })
    .from(projectMemberships)
    .where(and(eq(projectMemberships.projectId, projectId), eq(projectMemberships.userId, userId)));
  return row?.role ?? null;
}

export interface OpenedProject {
  project: ProjectRow;
  event: EventRow;
  actor: ProjectActor;
}

/**
 * Loads a project for a caller and checks they may perform `action` on it. Callers who may not even
 * see it get 404, so private drafts do not leak their existence.
 */
export async function openProject(
  ctx: EventCtx,
  idOrSlug: string | number,
  caller: Caller,
  action: ProjectAction,
  headerEventId: number | null = null,
): Promise<OpenedProject> {
  const { db } = ctx;
  const { viewer } = caller;
  // One round trip: the project with its event and the viewer's roles in both.
  const found = await findProjectWithEvent(db, String(idOrSlug), headerEventId, viewer?.id ?? null);
  if (!found) throw new AppError('not_found', 'Project not found');
  const { project, teamRole } = found;
  const { event, access } = await checkViewableEvent(
    ctx,
    found.event,
    caller,
    Promise.resolve(found.eventRole),
  );
  const actor: ProjectActor = { ...access, teamRole };
  if (!canViewProject(project, access, teamRole !== null))
    throw new AppError('not_found', 'Project not found');
  if (action !== 'view') {
    requireProjectPermission(project, actor, action);
    // Copying reads the project and archiving has its own rules; every other action changes it.
    if (action !== 'copy' && action !== 'archive') requireNotArchived(event, project);
  }
  return { project, event, actor };
}

/** A project by id, or by slug within `eventId`, with its event and the viewer's event and team roles. */
async function findProjectWithEvent(
  db: Db,
  idOrSlug: string,
  eventId: number | null,
  viewerId: number | null,
) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && eventId === null) return undefined;
  const roleIn = <T>(query: SQL<T>) => (viewerId === null ? sql<null>`null` : query);
  const [row] = await db
    .select({
      project: projects,
      event: events,
      eventRole: roleIn(
        sql<EventRole | null>`(select ${eventMemberships.role} from ${eventMemberships}
          where ${eventMemberships.eventId} = ${events.id} and ${eventMemberships.userId} = ${viewerId})`,
      ),
      teamRole: roleIn(
        sql<TeamRole | null>`(select ${projectMemberships.role} from ${projectMemberships}
          where ${projectMemberships.projectId} = ${projects.id} and ${projectMemberships.userId} = ${viewerId})`,
      ),
    })
    .from(projects)
    .innerJoin(events, eq(events.id, projects.eventId))
    .where(
      byId
        ? eq(projects.id, Number(idOrSlug))
        : and(eq(projects.slug, idOrSlug.toLowerCase()), eq(projects.eventId, eventId ?? 0)),
    )
    .limit(1);
  return row ? { ...row, eventRole: row.eventRole ?? null, teamRole: row.teamRole ?? null } : undefined;
}

/** openProject for a request: the caller and the `x-event` header's event (a slug is looked up within it). */
export async function openRequestedProject(request: FastifyRequest, idOrSlug: string, action: ProjectAction) {
  const { ctx } = request.server;
  const headerEvent = await request.event?.row();
  const opened = await openProject(ctx, idOrSlug, callerOf(request), action, headerEvent?.id ?? null);
  markPublicAnswer(request, opened.event.id);
  return opened;
}
