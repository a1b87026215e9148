import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansContract } from '../../common/contract/plans';
import { eventStaffResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { archiveEndpoints } from './archive-routes';
import { eventFeatures, findPlan } from './features';

/** The event's plan here; archiving and restoring (archive-routes.ts) beside it, one registration. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, plansContract, {
    subscription: implement(plansContract.subscription, {
      resource: eventStaffResource('idOrSlug'),
      handle: async ({ request, record: event }) => {
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
    }),
    ...archiveEndpoints(app),
  });
};
