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

/**
 * Message keys of the plan refusals (docs/plans.md): every limit names itself, and where it has a number
 * the answer carries it as `values.count`, so the browser can word it in the reader's language. The
 * browser's text for them lives in the `plans` namespace (web/i18n/plans/).
 */
export const LIMIT_KEYS = {
  events: 'plan.limit.events',
  duration: 'plan.limit.duration',
  participants: 'plan.limit.participants',
  approvedProjects: 'plan.limit.approvedProjects',
  adminSeats: 'plan.limit.adminSeats',
  eventName: 'plan.locked.eventName',
  eventSlug: 'plan.locked.eventSlug',
  projectTemplate: 'plan.locked.projectTemplate',
} as const;

/** Message keys of a write to archived content (409), translated in the `plans` namespace as well. */
export const ARCHIVED_KEYS = { event: 'archive.eventReadOnly', project: 'archive.projectReadOnly' } as const;
