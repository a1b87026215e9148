import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoriesResponse, categorySchema, errorResponse, messageResponse } from '../../common/api';
import { PAGE_SIZES } from '../../common/constants';
import { callerOf } from '../events/credentials';
import { errorResponses } from '../http/error-responses';
import { viewableEventOf } from '../http/event-context';
import { csv, idList, ON_AND_OFF, pageSize, positiveId } from '../http/query';
import { openProject } from '../projects/access';
import { linkProjectCategories, listProjectCategories, unlinkProjectCategories } from './project-categories';
import { listCategories } from './service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { publicCache: true },
      schema: {
        tags: ['categories'],
        summary: "An event's categories, sorted by name case-insensitively",
        querystring: z.object({
          eventId: positiveId.optional(),
          pageSize: pageSize(PAGE_SIZES.categories),
          nextPageToken: z.string().max(1024).optional(),
          includes: csv(z.enum(['projectCount'])),
          userId: positiveId.optional(),
        }),
        response: { 200: categoriesResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.query.eventId);
      return listCategories(app.ctx.db, {
        eventId: event.id,
        pageSize: request.query.pageSize,
        nextPageToken: request.query.nextPageToken,
        withProjectCount: request.query.includes?.includes('projectCount') ?? false,
        userId: request.query.userId,
      });
    },
  );

  const linkSchema = z.object({
    projectId: z.number().int(),
    categoryId: z.number().int(),
    category: categorySchema.optional(),
  });
  const linkBody = z.object({ projectId: positiveId, categoryIds: z.array(positiveId).max(50) });
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/categories/projects',
    {
      schema: {
        tags: ['categories'],
        summary: 'The category links of some projects (only projects the caller may see)',
        querystring: z.object({
          projectIds: idList,
          pageSize: pageSize(PAGE_SIZES.projectCategories),
          nextPageToken: z.string().max(1024).optional(),
          includes: csv(z.enum(['category'])),
        }),
        response: {
          200: z.object({ projectCategories: z.array(linkSchema), nextPageToken: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.projectIds ?? [])].slice(0, 50);
      const visible: number[] = [];
      for (const id of ids) {
        const opened = await openProject(app.ctx, id, callerOf(request), 'view').catch(() => null);
        if (opened) visible.push(id);
      }
      if (!visible.length) return { projectCategories: [], nextPageToken: null };
      return listProjectCategories(app.ctx.db, visible, {
        pageSize: request.query.pageSize,
        nextPageToken: request.query.nextPageToken,
        withCategory: request.query.includes?.includes('category') ?? false,
      });
    },
  );

  for (const [method, link] of ON_AND_OFF) {
    app.route({
      method,
      url: '/categories/projects',
      schema: {
        tags: ['categories'],
        summary: link ? 'Put a project in categories of its event' : 'Take a project out of categories',
        body: linkBody,
        response: { 200: messageResponse, ...errors },
      },
      handler: async (request) => {
        const { projectId, categoryIds } = request.body;
        const { project } = await openProject(app.ctx, projectId, callerOf(request), 'edit');
        if (link) await linkProjectCategories(app.ctx.db, project.id, project.eventId!, categoryIds);
        else await unlinkProjectCategories(app.ctx.db, project.id, categoryIds);
        return { message: link ? 'Categories added' : 'Categories removed' };
      },
    });
  }
};
