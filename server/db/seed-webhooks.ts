import { DEMO_EVENT_SLUG } from '../../common/constants';
import type { WebhookBody } from '../../common/webhooks';
import { deliveryBody } from '../webhooks/chat';
import { newMessageId, newWebhookSecret } from '../webhooks/signature';
import type { Db } from './client';
import * as t from './schema';

const HOUR = 3600 * 1000;

/**
 * The demo's webhook: one endpoint with a short delivery history, so the console's Webhooks section has
 * something to show. History rows only: no job is queued, and the endpoint is off, so neither the seed
 * nor anything done later on the demo sends a request anywhere.
 */
export async function seedWebhooks(
  tx: Db,
  options: {
    eventId: number;
    eventName: string;
    ownerId: number;
    projects: { id: number; slug: string; title: string }[];
    now: Date;
  },
) {
  const { eventId, eventName, now } = options;
  const [endpoint] = await tx
    .insert(t.webhookEndpoints)
    .values({
      eventId,
      kind: 'webhook',
      url: 'https://hooks.example.com/showcase-demo',
      description: 'Example receiver (turned off in the demo)',
      secret: newWebhookSecret(),
      events: ['project.submitted', 'project.approved', 'awards.published'],
      enabled: false,
      disabledReason: 'manual',
      createdBy: options.ownerId,
      createdAt: new Date(now.getTime() - 72 * HOUR),
    })
    .returning();
  const event = { id: eventId, slug: DEMO_EVENT_SLUG, name: eventName };
  const base = 'https://showcase.example';
  const project = (index: number, status: string) => {
    const row = options.projects[index % options.projects.length]!;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status,
      url: `${base}/${DEMO_EVENT_SLUG}/project/${row.slug}`,
    };
  };
  const history: {
    hoursAgo: number;
    body: WebhookBody;
    status: 'succeeded' | 'failed';
    attempts: number;
    responseStatus: number | null;
    error: string | null;
  }[] = [
    {
      hoursAgo: 70,
      body: {
        type: 'webhook.test',
        timestamp: '',
        data: { event, message: 'A test from the Showcase console' },
      },
      status: 'succeeded',
      attempts: 1,
      responseStatus: 204,
      error: null,
    },
    {
      hoursAgo: 50,
      body: { type: 'project.submitted', timestamp: '', data: { event, project: project(0, 'SUBMITTED') } },
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      error: null,
    },
    {
      hoursAgo: 30,
      body: { type: 'project.approved', timestamp: '', data: { event, project: project(0, 'APPROVED') } },
      status: 'succeeded',
      attempts: 3,
      responseStatus: 200,
      error: null,
    },
    {
      hoursAgo: 26,
      body: { type: 'project.submitted', timestamp: '', data: { event, project: project(1, 'SUBMITTED') } },
      status: 'failed',
      attempts: 8,
      responseStatus: 500,
      error: null,
    },
  ];
  await tx.insert(t.webhookDeliveries).values(
    history.map((entry) => {
      const at = new Date(now.getTime() - entry.hoursAgo * HOUR);
      return {
        endpointId: endpoint!.id,
        messageId: newMessageId(),
        eventType: entry.body.type,
        body: deliveryBody('webhook', { ...entry.body, timestamp: at.toISOString() }),
        status: entry.status,
        attempts: entry.attempts,
        responseStatus: entry.responseStatus,
        responseBody: entry.responseStatus === 500 ? 'Internal Server Error' : null,
        error: entry.error,
        durationMs: 120 + entry.hoursAgo,
        createdAt: at,
        lastAttemptAt: new Date(at.getTime() + (entry.attempts - 1) * 5 * 60 * 1000),
      };
    }),
  );
}
