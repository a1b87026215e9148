import { z } from 'zod';
import { featureSchema } from '../api';

export const planSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  features: z.array(featureSchema),
});

/** An event's plan subscription (one, or none), with the plan when asked for. */
export const planSubscriptionsResponse = z.object({
  planSubscriptions: z.array(
    z.object({
      eventId: z.number().int(),
      planId: z.number().int(),
      status: z.literal('active'),
      plan: planSchema.optional(),
    }),
  ),
  nextPageToken: z.string().nullable(),
});
export type PlanSubscriptions = z.infer<typeof planSubscriptionsResponse>;
