import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../common/contract/endpoint';
import { callerOf } from '../events/credentials';
import type { Resource } from '../http/endpoint';
import { projectPolicy } from '../policies/project';
import { type OpenedProject, openProject, openRequestedProject } from './access';
import type { ProjectActor } from './policy';

/**
 * A project named by the `:id` of the path, opened for the caller: one lookup gives the project, its
 * event and the caller's roles in both (the actor); a caller who may not see the project gets 404.
 * Likes are checked against this server's memo of projects and roles (decision 020).
 */
export function loadProject(request: FastifyRequest, endpoint: Pick<Endpoint, 'action'>) {
  return loadProjectById(request, endpoint, (request.params as { id: number }).id);
}

/** The same for a project named otherwise (by the comment a path names). */
export async function loadProjectById(
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'action'>,
  id: number,
) {
  const app = request.server;
  const ctx = endpoint.action === 'like' ? { ...app.ctx, projectLookups: app.projectLookups } : app.ctx;
  const opened = await openProject(ctx, id, callerOf(request), 'view');
  return { actor: opened.actor, record: opened };
}

export const projectResource: Resource<ProjectActor, OpenedProject> = {
  load: loadProject,
  policy: projectPolicy,
  planOf: ({ event }) => event.planId,
};

/** A project named elsewhere in the request (the body's or the query's `projectId`), opened the same way. */
export function projectNamedBy(
  idOf: (request: FastifyRequest) => number,
): Resource<ProjectActor, OpenedProject> {
  return {
    load: (request, endpoint) => loadProjectById(request, endpoint, idOf(request)),
    policy: projectPolicy,
    planOf: ({ event }) => event.planId,
  };
}

/** The project a link or a post is made for: the body's `projectId`. */
export const bodyProjectResource = projectNamedBy(
  (request) => (request.body as { projectId: number }).projectId,
);

/** The project a list is read of: the query's `projectId`. */
export const queryProjectResource = projectNamedBy(
  (request) => (request.query as { projectId: number }).projectId,
);

/** A project by the `:idOrSlug` of the path (a slug within the x-event event), its answer marked public. */
export const requestedProjectResource: Resource<ProjectActor, OpenedProject> = {
  async load(request) {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const opened = await openRequestedProject(request, idOrSlug, 'view');
    return { actor: opened.actor, record: opened };
  },
  policy: projectPolicy,
  planOf: ({ event }) => event.planId,
};
