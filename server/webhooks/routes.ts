import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_TEST_EVENT,
  webhookBodyOf,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '../../common/webhooks';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import { registerWebhookFiring, WEBHOOK_FEATURE } from './fire';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  requireEndpoint,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './service';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const tags = ['webhooks', 'organiser'];
const eventParams = z.object({ idOrSlug });
const endpointParams = z.object({ idOrSlug, endpointId: positiveId });

/**
 * The delivered bodies, one named schema per event, for the OpenAPI document (`components.schemas`,
 * `Webhook.project.submitted` …): receivers generate their types from them.
 */
export function webhookOpenApiSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    [...WEBHOOK_EVENT_NAMES, WEBHOOK_TEST_EVENT].map((name) => [
      `Webhook.${name}`,
      z.toJSONSchema(webhookBodyOf(name), { target: 'openapi-3.0' }) as Record<string, unknown>,
    ]),
  );
}

/** The console's webhook and chat endpoints of an event: owners and admins (docs/permissions.md). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  registerWebhookFiring(db, {
    config: ctx.config,
    kick: () => app.jobs.kick(),
    warn: (error, message) => app.log.warn({ err: error }, message),
  });

  const staff = async (request: Parameters<typeof requireEventPermission>[0], eventId: string) => {
    const context = await requireEventPermission(request, eventId, 'manage_webhooks');
    await requireFeature(db, context.event.planId, WEBHOOK_FEATURE);
    return context;
  };

  app.get(
    '/partners/events/:idOrSlug/webhooks',
    {
      schema: {
        tags,
        summary: "The event's webhook, Slack and Discord endpoints, with the event names they may choose",
        params: eventParams,
        response: {
          200: z.object({
            endpoints: z.array(webhookEndpointSchema),
            eventTypes: z.array(z.enum(WEBHOOK_EVENT_NAMES)),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { event } = await staff(request, request.params.idOrSlug);
      return { endpoints: await listEndpoints(db, event.id), eventTypes: [...WEBHOOK_EVENT_NAMES] };
    },
  );

  app.post(
    '/partners/events/:idOrSlug/webhooks',
    {
      schema: {
        tags,
        summary: 'Add an endpoint; a signed one answers its secret (whsec_…) this once',
        params: eventParams,
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointCreatedSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { event, viewer } = await staff(request, request.params.idOrSlug);
      return reply.status(201).send(await createEndpoint(ctx, event, viewer.id, request.body));
    },
  );

  app.patch(
    '/partners/events/:idOrSlug/webhooks/:endpointId',
    {
      schema: {
        tags,
        summary: 'Change an endpoint’s address, description or events, or turn it off or on',
        params: endpointParams,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { event } = await staff(request, request.params.idOrSlug);
      const endpoint = await requireEndpoint(db, event.id, request.params.endpointId);
      return updateEndpoint(ctx, endpoint, request.body);
    },
  );

  app.delete(
    '/partners/events/:idOrSlug/webhooks/:endpointId',
    {
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log',
        params: endpointParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { event } = await staff(request, request.params.idOrSlug);
      await deleteEndpoint(db, await requireEndpoint(db, event.id, request.params.endpointId));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/partners/events/:idOrSlug/webhooks/:endpointId/secret',
    {
      schema: {
        tags,
        summary: 'Replace a signed endpoint’s secret; the new one is answered this once',
        params: endpointParams,
        response: { 200: webhookEndpointCreatedSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await staff(request, request.params.idOrSlug);
      return rotateSecret(db, await requireEndpoint(db, event.id, request.params.endpointId));
    },
  );

  app.post(
    '/partners/events/:idOrSlug/webhooks/:endpointId/test',
    {
      schema: {
        tags,
        summary: 'Send a webhook.test message now; it appears in the delivery log',
        params: endpointParams,
        response: { 202: webhookDeliverySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { event } = await staff(request, request.params.idOrSlug);
      const endpoint = await requireEndpoint(db, event.id, request.params.endpointId);
      const delivery = await sendTest(ctx, event, endpoint);
      app.jobs.kick();
      return reply.status(202).send(delivery);
    },
  );

  app.get(
    '/partners/events/:idOrSlug/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first (50 a page; `before` an id for the next)',
        params: endpointParams,
        querystring: z.object({ before: positiveId.optional() }),
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await staff(request, request.params.idOrSlug);
      const endpoint = await requireEndpoint(db, event.id, request.params.endpointId);
      return { deliveries: await listDeliveries(db, endpoint.id, request.query.before ?? null) };
    },
  );

  app.post(
    '/partners/events/:idOrSlug/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        summary: 'Send a delivery’s body again (same webhook-id), as one new attempt',
        params: endpointParams.extend({ deliveryId: positiveId }),
        response: { 202: webhookDeliverySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { event } = await staff(request, request.params.idOrSlug);
      const endpoint = await requireEndpoint(db, event.id, request.params.endpointId);
      const delivery = await redeliver(db, endpoint, request.params.deliveryId);
      app.jobs.kick();
      return reply.status(202).send(delivery);
    },
  );
};
