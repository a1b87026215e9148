import { z } from 'zod';
import { idOrSlug, positiveId } from '../schemas/ids';
import {
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_FEATURE,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '../webhooks';
import { defineContract } from './endpoint';
import { webhookRoutes } from './routes/webhooks';

const errors = [400, 401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;
const tags = ['webhooks', 'organiser'] as const;
const eventParams = z.object({ idOrSlug });
const endpointParams = z.object({ idOrSlug, endpointId: positiveId });
/** Every call is the event's owners' and admins', on a plan with webhooks (docs/permissions.md). */
const staff = { action: 'manage_webhooks', feature: WEBHOOK_FEATURE } as const;

export const webhooksContract = defineContract(webhookRoutes, {
  endpoints: {
    tags,
    summary: "The event's webhook, Slack and Discord endpoints, with the event names they may choose",
    params: eventParams,
    response: z.object({
      endpoints: z.array(webhookEndpointSchema),
      eventTypes: z.array(z.enum(WEBHOOK_EVENT_NAMES)),
    }),
    errors,
    ...staff,
  },
  create: {
    tags,
    summary: 'Add an endpoint; a signed one answers its secret (whsec_…) this once',
    params: eventParams,
    body: webhookEndpointInputSchema,
    response: webhookEndpointCreatedSchema,
    status: 201,
    errors: writeErrors,
    ...staff,
  },
  update: {
    tags,
    summary: 'Change an endpoint’s address, description or events, or turn it off or on',
    params: endpointParams,
    body: webhookEndpointPatchSchema,
    response: webhookEndpointSchema,
    errors: writeErrors,
    ...staff,
  },
  remove: {
    tags,
    summary: 'Remove an endpoint and its delivery log',
    params: endpointParams,
    response: z.null(),
    status: 204,
    errors,
    ...staff,
  },
  rotateSecret: {
    tags,
    summary: 'Replace a signed endpoint’s secret; the new one is answered this once',
    params: endpointParams,
    response: webhookEndpointCreatedSchema,
    errors,
    ...staff,
  },
  test: {
    tags,
    summary: 'Send a webhook.test message now; it appears in the delivery log',
    params: endpointParams,
    response: webhookDeliverySchema,
    status: 202,
    errors: writeErrors,
    ...staff,
  },
  deliveries: {
    tags,
    summary: 'The endpoint’s delivery log, newest first (50 a page; `before` an id for the next)',
    params: endpointParams,
    query: z.object({ before: positiveId.optional() }),
    response: webhookDeliveryListSchema,
    errors,
    ...staff,
  },
  redeliver: {
    tags,
    summary: 'Send a delivery’s body again (same webhook-id), as one new attempt',
    params: endpointParams.extend({ deliveryId: positiveId }),
    response: webhookDeliverySchema,
    status: 202,
    errors: writeErrors,
    ...staff,
  },
});
