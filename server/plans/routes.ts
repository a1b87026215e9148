import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, featureSchema } from '../../common/api';
import { PAGE_SIZES } from '../../common/constants';
import { requireEventPermission } from '../events/staff-access';
import { csv, idOrSlug, pageSize } from '../http/query';
import { eventFeatures, findPlan } from './features';

const planSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  features: z.array(featureSchema),
});

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/partners/events/:idOrSlug/plan_subscription',
    {
      schema: {
        tags: ['plans'],
        summary: "The event's plan subscription with its feature codes and limits (event staff)",
        params: z.object({ idOrSlug }),
        querystring: z.object({
          include: csv(z.enum(['plan'])),
          pageSize: pageSize(PAGE_SIZES.planSubscription),
        }),
        response: {
          200: z.object({
            planSubscriptions: z.array(
              z.object({
                eventId: z.number().int(),
                planId: z.number().int(),
                status: z.literal('active'),
                plan: planSchema.optional(),
              }),
            ),
            nextPageToken: z.string().nullable(),
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'view_plan');
      if (event.planId === null) return { planSubscriptions: [], nextPageToken: null };
      const withPlan = request.query.include?.includes('plan') ?? false;
      const plan = withPlan ? await findPlan(db, event.planId) : undefined;
      const features = withPlan ? ((await eventFeatures(db, event.planId)) ?? []) : [];
      return {
        planSubscriptions: [
          {
            eventId: event.id,
            planId: event.planId,
            status: 'active' as const,
            plan: plan && {
              id: plan.id,
              code: plan.code,
              name: plan.name,
              features: features.map((f) => ({
                featureGroup: { code: f.code },
                priority: f.priority,
                limit: f.limit,
                enabled: f.enabled,
              })),
            },
          },
        ],
        nextPageToken: null,
      };
    },
  );
};
