import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoriesResponse, errorResponse } from '../../common/api';
import { PAGE_SIZES } from '../../common/constants';
import { viewableEventOf } from '../http/event-context';
import { csv, pageSize, positiveId } from '../http/query';
import { listCategories } from './service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
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
};
