import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, timelineResponse } from '../../common/api';
import { TIMELINE_TYPE_NAMES, type TimelineType } from '../../common/constants';
import { timelines } from '../db/schema';
import { viewableEventOf } from '../http/event-context';
import { positiveId } from '../http/query';

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeline',
    {
      config: { publicCache: true },
      schema: {
        tags: ['timeline'],
        summary: "An event's timeline entries",
        querystring: z.object({
          eventId: positiveId.optional(),
          timelineType: z.coerce.number().int().min(0).max(4).optional(),
        }),
        response: { 200: timelineResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.query.eventId);
      const { timelineType } = request.query;
      const rows = await app.ctx.db
        .select()
        .from(timelines)
        .where(
          and(
            eq(timelines.eventId, event.id),
            timelineType === undefined ? undefined : eq(timelines.timelineType, timelineType),
          ),
        )
        .orderBy(asc(timelines.startAt), asc(timelines.id));
      return {
        timelines: rows.map((row) => ({
          id: row.id,
          eventId: row.eventId,
          timelineType: TIMELINE_TYPE_NAMES[row.timelineType as TimelineType] ?? 'TYPE_CUSTOM',
          timelineTypeId: row.timelineType,
          description: row.description,
          startAt: row.startAt?.toISOString() ?? null,
          endAt: row.endAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
