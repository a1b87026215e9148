import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhooksContract } from '../../common/contract/webhooks';
import { WEBHOOK_EVENT_NAMES, WEBHOOK_TEST_EVENT, webhookBodyOf } from '../../common/webhooks';
import { eventStaffResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { registerWebhookFiring } from './fire';
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

/**
 * The console's webhook and chat endpoints of an event (common/contract/webhooks.ts): owners and admins,
 * on a plan with webhooks, through the event staff resource; an endpoint is looked up in its event.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  registerWebhookFiring(db, {
    config: ctx.config,
    kick: () => app.jobs.kick(),
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  const resource = eventStaffResource('idOrSlug');
  const endpointOf = (eventId: number, request: { params: { endpointId: number } }) =>
    requireEndpoint(db, eventId, request.params.endpointId);

  registerEndpoints(app, webhooksContract, {
    endpoints: implement(webhooksContract.endpoints, {
      resource,
      handle: async ({ record: event }) => ({
        endpoints: await listEndpoints(db, event.id),
        eventTypes: [...WEBHOOK_EVENT_NAMES],
      }),
    }),
    create: implement(webhooksContract.create, {
      resource,
      handle: ({ request, actor, record: event }) =>
        createEndpoint(ctx, event, actor.viewer.id, request.body),
    }),
    update: implement(webhooksContract.update, {
      resource,
      handle: async ({ request, record: event }) =>
        updateEndpoint(ctx, await endpointOf(event.id, request), request.body),
    }),
    remove: implement(webhooksContract.remove, {
      resource,
      handle: async ({ request, record: event }) => {
        await deleteEndpoint(db, await endpointOf(event.id, request));
        return null;
      },
    }),
    rotateSecret: implement(webhooksContract.rotateSecret, {
      resource,
      handle: async ({ request, record: event }) => rotateSecret(db, await endpointOf(event.id, request)),
    }),
    test: implement(webhooksContract.test, {
      resource,
      handle: async ({ request, record: event }) => {
        const delivery = await sendTest(ctx, event, await endpointOf(event.id, request));
        app.jobs.kick();
        return delivery;
      },
    }),
    deliveries: implement(webhooksContract.deliveries, {
      resource,
      handle: async ({ request, record: event }) => {
        const endpoint = await endpointOf(event.id, request);
        return { deliveries: await listDeliveries(db, endpoint.id, request.query.before ?? null) };
      },
    }),
    redeliver: implement(webhooksContract.redeliver, {
      resource,
      handle: async ({ request, record: event }) => {
        const endpoint = await endpointOf(event.id, request);
        const delivery = await redeliver(db, endpoint, request.params.deliveryId);
        app.jobs.kick();
        return delivery;
      },
    }),
  });
};
