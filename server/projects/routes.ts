import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_INCLUDES } from '../../common/constants';
import { projectReadsContract, projectsContract } from '../../common/contract/projects';
import { isEventStaff } from '../events/policy';
import { implement, registerEndpoints } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { markLikeCounts } from '../http/public-cache';
import { projectEditEndpoints } from './edit-routes';
import { projectNeighbours } from './neighbours';
import { canActOnProject, PROJECT_ACTIONS } from './policy';
import { presentProject } from './presenter';
import { listProjects } from './queries';
import { loadProjectRelations } from './relations';
import { projectResource, requestedProjectResource } from './resource';
import { projectViewEndpoints } from './view-routes';

/**
 * Projects (common/contract/projects.ts): the gallery, one project and its gallery neighbours here; the
 * editor's writes (edit-routes.ts) and the page-view count (view-routes.ts) beside them, one registration.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, projectReadsContract, {
    list: implement(projectReadsContract.list, {
      config: { publicCache: true },
      handle: async ({ request }) => {
        const { event, access } = await viewableEventOf(request, request.query.eventId);
        const { likesVersions, ...page } = await listProjects(db, { event, access, ...request.query });
        markLikeCounts(request, {
          ids: page.projects.map((project) => project.id),
          versions: likesVersions,
          ordered: request.query.sort === 'likes',
        });
        return page;
      },
    }),

    get: implement(projectReadsContract.get, {
      resource: requestedProjectResource,
      config: { publicCache: true },
      handle: async ({ request, record: { project, event, actor } }) => {
        const includes = new Set(request.query.includes ?? PROJECT_INCLUDES);
        const relations = await loadProjectRelations(db, [project.id], {
          awards: includes.has('awards') && (event.awardsPublished || isEventStaff(actor)),
          categories: includes.has('categories'),
          memberships: includes.has('memberships') || includes.has('user'),
          users: includes.has('user') || includes.has('memberships'),
        });
        const viewerPermissions = PROJECT_ACTIONS.filter((action) => canActOnProject(project, actor, action));
        markLikeCounts(request, { ids: [project.id], versions: [project.likesVersion], ordered: false });
        return { ...presentProject(project, relations), viewerPermissions };
      },
    }),
  });

  registerEndpoints(app, projectsContract, {
    neighbours: implement(projectsContract.neighbours, {
      resource: projectResource,
      config: { publicCache: true },
      handle: ({ record: { project, event, actor } }) => projectNeighbours(db, event, actor, project),
    }),

    ...projectEditEndpoints(app),
    ...projectViewEndpoints(app),
  });
};
