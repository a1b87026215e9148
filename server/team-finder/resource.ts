import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { projects } from '../db/schema';
import { AppError } from '../errors';
import type { EventAccess } from '../events/policy';
import type { EventRow } from '../events/service';
import type { Resource } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { definePolicy } from '../policies/policy';
import { teamFinderPolicy } from '../policies/team-finder';
import type { ProjectRow } from '../projects/presenter';

/** The board's event, named by the path's `:idOrSlug`, as the caller may open it, with their access. */
export const teamFinderEventResource: Resource<EventAccess, EventRow> = {
  async load(request: FastifyRequest) {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const { event, access } = await viewableEventOf(request, idOrSlug);
    return { actor: access, record: event };
  },
  policy: teamFinderPolicy,
  planOf: (event) => event.planId,
};

interface JoinableProject {
  project: ProjectRow & { eventId: number };
  event: EventRow;
}

/**
 * A project of the path's `:id` that one asks to join, and its event. Teams of drafts look for members
 * too: the project need not be visible, its event must be. Whether one may ask (the opening, the limits,
 * the archive) is decided in the service, so no rule is asked here.
 */
export const joinableProjectResource: Resource<EventAccess, JoinableProject> = {
  async load(request: FastifyRequest) {
    const { id } = request.params as { id: number };
    const [project] = await request.server.ctx.db.select().from(projects).where(eq(projects.id, id));
    if (!project?.eventId || project.isTemplate) throw new AppError('not_found', 'Project not found');
    const { event, access } = await viewableEventOf(request, project.eventId);
    return { actor: access, record: { project: { ...project, eventId: project.eventId }, event } };
  },
  policy: definePolicy<EventAccess, JoinableProject, never>({}),
  planOf: ({ event }) => event.planId,
};
