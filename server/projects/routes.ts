import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, projectSchema, projectsResponse } from '../../common/api';
import {
  PAGE_SIZES,
  PROJECT_INCLUDES,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  SORT_ORDERS,
} from '../../common/constants';
import { SEARCH_MAX_LENGTH } from '../../common/directory';
import { BUILT_WITH_TAG_MAX } from '../../common/project-page';
import { callerOf } from '../events/credentials';
import { isEventStaff } from '../events/policy';
import { viewableEventOf } from '../http/event-context';
import { markLikeCounts } from '../http/public-cache';
import { csv, idList, idOrSlug, pageSize, positiveId } from '../http/query';
import { openProject, openRequestedProject } from './access';
import { projectNeighbours } from './neighbours';
import { canActOnProject, PROJECT_ACTIONS } from './policy';
import { presentProject } from './presenter';
import { listProjects } from './queries';
import { loadProjectRelations } from './relations';

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      config: { publicCache: true },
      schema: {
        tags: ['projects'],
        summary: "An event's projects, one page at a time",
        description:
          'Anonymous callers see approved projects only. When the event has published its awards the list ' +
          'is sorted by awards (best first) and includes them. nextPageToken is an opaque keyset cursor.',
        querystring: z.object({
          eventId: positiveId.optional(),
          pageSize: pageSize(PAGE_SIZES.eventProjects),
          nextPageToken: z.string().max(1024).optional(),
          includes: csv(z.enum(PROJECT_INCLUDES)),
          isTemplate: booleanFlag.optional(),
          submissionStatus: csv(z.enum(PROJECT_STATUSES)),
          categoryIds: idList,
          awardIds: idList,
          userIds: idList,
          sort: z.enum(PROJECT_SORTS).optional(),
          order: z.enum(SORT_ORDERS).optional(),
          search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
          builtWith: z
            .string()
            .trim()
            .min(1)
            .max(BUILT_WITH_TAG_MAX)
            .optional()
            .describe('A "built with" tag (any case): only projects whose public built-with answer lists it'),
        }),
        response: {
          200: projectsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { event, access } = await viewableEventOf(request, request.query.eventId);
      const { likesVersions, ...page } = await listProjects(app.ctx.db, { event, access, ...request.query });
      markLikeCounts(request, {
        ids: page.projects.map((project) => project.id),
        versions: likesVersions,
        ordered: request.query.sort === 'likes',
      });
      return page;
    },
  );

  app.get(
    '/project/:idOrSlug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['projects'],
        summary: 'A project by id, or by slug within the x-event event',
        params: z.object({ idOrSlug }),
        querystring: z.object({
          includes: csv(z.enum(PROJECT_INCLUDES)),
          isTemplate: booleanFlag.optional(),
        }),
        response: {
          200: projectSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const { project, event, actor } = await openRequestedProject(request, request.params.idOrSlug, 'view');
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
  );

  const neighbour = z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
  });
  app.get(
    '/projects/:id/neighbours',
    {
      config: { publicCache: true },
      schema: {
        tags: ['projects'],
        summary: 'The projects before and after this one in the public gallery (previous / next links)',
        description:
          "In the gallery's first order: by awards once they are published, else newest first. Null at " +
          'either end, and for projects that are not approved.',
        params: z.object({ id: positiveId }),
        response: {
          200: z.object({ previous: neighbour.nullable(), next: neighbour.nullable() }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { project, event, actor } = await openProject(
        app.ctx,
        request.params.id,
        callerOf(request),
        'view',
      );
      return projectNeighbours(app.ctx.db, event, actor, project);
    },
  );
};
