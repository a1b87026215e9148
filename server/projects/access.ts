import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TeamRole } from '../../common/constants';
import type { Db } from '../db/client';
import { projectMemberships } from '../db/schema';
import { AppError } from '../errors';
import { type Caller, callerOf } from '../events/credentials';
import { type EventCtx, type EventRow, requireViewableEvent } from '../events/service';
import { markPublicAnswer } from '../http/public-cache';
import { requireNotArchived } from '../plans/archive';
import { canViewProject, type ProjectAction, type ProjectActor, requireProjectPermission } from './policy';
import type { ProjectRow } from './presenter';
import { findProject } from './queries';

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
  const project = await findProject(db, String(idOrSlug), headerEventId);
  if (!project || project.eventId === null) throw new AppError('not_found', 'Project not found');
  // The team role does not depend on the event: read both at once.
  const teamRoleRead = viewer ? teamRoleOf(db, project.id, viewer.id) : Promise.resolve(null);
  teamRoleRead.catch(() => undefined);
  const { event, access } = await requireViewableEvent(ctx, project.eventId, caller);
  const teamRole = await teamRoleRead;
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

/** openProject for a request: the caller and the `x-event` header's event (a slug is looked up within it). */
export async function openRequestedProject(request: FastifyRequest, idOrSlug: string, action: ProjectAction) {
  const { ctx } = request.server;
  const headerEvent = await request.event?.row();
  const opened = await openProject(ctx, idOrSlug, callerOf(request), action, headerEvent?.id ?? null);
  markPublicAnswer(request, opened.event.id);
  return opened;
}
