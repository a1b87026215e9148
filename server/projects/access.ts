import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EventRole, TeamRole } from '../../common/constants';
import type { Db } from '../db/client';
import { eventMemberships, events, projectMemberships, projects } from '../db/schema';
import { AppError } from '../errors';
import { type Caller, callerOf } from '../events/credentials';
import { isEventStaff } from '../events/policy';
import { checkViewableEvent, type EventCtx, type EventRow } from '../events/service';
import { markPublicAnswer } from '../http/public-cache';
import { requireNotArchived } from '../plans/archive';
import type { ProjectLookupMemo } from './lookup-memo';
import { canViewProject, type ProjectAction, type ProjectActor, requireProjectPermission } from './policy';
import type { ProjectRow } from './presenter';
import { consentHides } from './public-scope';

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
  ctx: EventCtx & { projectLookups?: ProjectLookupMemo },
  idOrSlug: string | number,
  caller: Caller,
  action: ProjectAction,
  headerEventId: number | null = null,
): Promise<OpenedProject> {
  const { db } = ctx;
  const { viewer } = caller;
  // One round trip at most: the project with its event and the viewer's roles in both. Likes alone hand
  // over this server's memo of projects and roles (decision 020).
  const found =
    ctx.projectLookups && viewer && typeof idOrSlug === 'number'
      ? await lookupForLike(db, ctx.projectLookups, idOrSlug, viewer.id)
      : await findProjectWithEvent(db, String(idOrSlug), headerEventId, viewer?.id ?? null);
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
  if (teamRole === null && !isEventStaff(access) && (await consentHides(db, project.id)))
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
  const query = projectLookup(db, byId ? 'id' : 'slug', viewerId === null ? 'anonymous' : 'viewer');
  const [row] = await query.execute({
    id: byId ? Number(idOrSlug) : 0,
    slug: idOrSlug.toLowerCase(),
    eventId: eventId ?? 0,
    viewerId: viewerId ?? 0,
  });
  return row ? { ...row, eventRole: row.eventRole ?? null, teamRole: row.teamRole ?? null } : undefined;
}

/**
 * A like's lookup, from this server's memo when it holds the project and the viewer's roles in its
 * event; otherwise read with all of the viewer's team roles in the event, so their next like of any of
 * its projects needs no lookup.
 */
async function lookupForLike(db: Db, memo: ProjectLookupMemo, projectId: number, viewerId: number) {
  const kept = memo.get(projectId, viewerId);
  if (kept) return kept;
  const generation = memo.generation;
  const [row] = await projectLookup(db, 'id', 'memo').execute({
    id: projectId,
    slug: '',
    eventId: 0,
    viewerId,
  });
  if (!row) return undefined;
  const teamRoles = row.teamRoles ?? {};
  const lookup = {
    project: row.project,
    event: row.event,
    eventRole: row.eventRole ?? null,
    teamRole: teamRoles[projectId] ?? null,
  };
  memo.store(lookup, viewerId, teamRoles, generation);
  return lookup;
}

/**
 * The lookup every project call starts with, built once per database handle and kind: building a
 * query of two whole rows costs more than running it (on PostgreSQL it is also prepared once per
 * connection). A transaction is a handle of its own, so its lookups run inside it.
 */
const projectLookups = new WeakMap<Db, Map<string, ReturnType<typeof buildProjectLookup>>>();
type LookupKind = 'anonymous' | 'viewer' | 'memo';
function projectLookup(db: Db, by: 'id' | 'slug', kind: LookupKind) {
  let lookups = projectLookups.get(db);
  if (!lookups) {
    lookups = new Map();
    projectLookups.set(db, lookups);
  }
  const name = `project_by_${by}_for_${kind}`;
  let lookup = lookups.get(name);
  if (!lookup) {
    lookup = buildProjectLookup(db, by, kind, name);
    lookups.set(name, lookup);
  }
  return lookup;
}

function buildProjectLookup(db: Db, by: 'id' | 'slug', kind: LookupKind, name: string) {
  const viewerId = sql.placeholder('viewerId');
  const roleIn = <T>(query: SQL<T>) => (kind === 'anonymous' ? sql<null>`null` : query);
  return db
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
      // The viewer's role on every project of the event, by project id (for the like memo).
      teamRoles:
        kind === 'memo'
          ? sql<Record<
              string,
              TeamRole
            > | null>`(select json_object_agg(${projectMemberships.projectId}, ${projectMemberships.role})
          from ${projectMemberships} join ${projects} as mine on mine.id = ${projectMemberships.projectId}
          where mine.event_id = ${events.id} and ${projectMemberships.userId} = ${viewerId})`
          : sql<null>`null`,
    })
    .from(projects)
    .innerJoin(events, eq(events.id, projects.eventId))
    .where(
      by === 'id'
        ? eq(projects.id, sql.placeholder('id'))
        : and(eq(projects.slug, sql.placeholder('slug')), eq(projects.eventId, sql.placeholder('eventId'))),
    )
    .limit(1)
    .prepare(name);
}

/** openProject for a request: the caller and the `x-event` header's event (a slug is looked up within it). */
export async function openRequestedProject(request: FastifyRequest, idOrSlug: string, action: ProjectAction) {
  const { ctx } = request.server;
  const headerEvent = await request.event?.row();
  const opened = await openProject(ctx, idOrSlug, callerOf(request), action, headerEvent?.id ?? null);
  markPublicAnswer(request, opened.event.id);
  return opened;
}
