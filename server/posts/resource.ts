import type { Resource } from '../http/endpoint';
import { projectPolicy } from '../policies/project';
import type { OpenedProject } from '../projects/access';
import type { ProjectActor } from '../projects/policy';
import { loadProjectById } from '../projects/resource';
import { findPost, type PostRow } from './service';

/**
 * A post named by the `:id` of the path, with its project opened for the caller (404 for no such post,
 * and for a post of a project they may not see); the project policy decides, as posts are the project's.
 */
export const postResource: Resource<ProjectActor, OpenedProject & { post: PostRow }> = {
  async load(request, endpoint) {
    const post = await findPost(request.server.ctx.db, (request.params as { id: number }).id);
    const { actor, record } = await loadProjectById(request, endpoint, post.projectId);
    return { actor, record: { ...record, post } };
  },
  policy: projectPolicy,
  planOf: ({ event }) => event.planId,
};
