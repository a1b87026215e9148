import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, faqResponse, resourcesResponse } from '../../common/api';
import { PAGE_SIZES } from '../../common/constants';
import { faqs, resources } from '../db/schema';
import { viewableEventOf } from '../http/event-context';
import { pageSize, positiveId } from '../http/query';

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resources',
    {
      schema: {
        tags: ['resources'],
        summary: "An event's resources (links and documents)",
        querystring: z.object({ event_id: positiveId.optional(), limit: pageSize(PAGE_SIZES.resources) }),
        response: { 200: resourcesResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.query.event_id);
      const rows = await app.ctx.db
        .select({
          id: resources.id,
          title: resources.title,
          description: resources.description,
          url: resources.url,
          type: resources.type,
        })
        .from(resources)
        .where(eq(resources.eventId, event.id))
        .orderBy(asc(resources.position), asc(resources.id))
        .limit(request.query.limit);
      return { resources: rows };
    },
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags: ['resources'],
        summary: "An event's frequently asked questions",
        querystring: z.object({ eventId: positiveId.optional() }),
        response: { 200: faqResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.query.eventId);
      const rows = await app.ctx.db
        .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.eventId, event.id))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return { faqs: rows };
    },
  );
};
