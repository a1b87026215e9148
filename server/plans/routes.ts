import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../common/api';
import { PAGE_SIZES } from '../../common/constants';
import { planSubscriptionsResponse } from '../../common/schemas/plans';
import { requireEventPermission } from '../events/staff-access';
import { csv, idOrSlug, pageSize } from '../http/query';
import { eventFeatures, findPlan } from './features';

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
          200: planSubscriptionsResponse,
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
