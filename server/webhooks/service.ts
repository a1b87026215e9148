import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_ENDPOINTS_PER_EVENT,
  WEBHOOK_TEST_EVENT,
  type WebhookBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointPatch,
  type WebhookKind,
} from '../../common/webhooks';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { eventMemberships, events, users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { AppError } from '../errors';
import { publicBaseUrl } from '../http/public-origin';
import { enqueueJob, type JobHandler, retryDelaySeconds } from '../jobs/queue';
import { composeMail } from '../mail/templates';
import { queueDelivery, WEBHOOK_JOB } from './fire';
import { postOnce } from './send';
import { newWebhookSecret, signedHeaders } from './signature';
import { obviouslyPrivate } from './target';

type EventRow = typeof events.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'config' | 'mailer'>;

/**
 * A chat address is the credential itself (anyone holding it may post to the channel): the console
 * shows its host and last characters only. A signed endpoint's address is shown whole.
 */
export function shownUrl(kind: WebhookKind, url: string): string {
  if (kind === 'webhook') return url;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}/…${url.slice(-4)}`;
  } catch {
    return '…';
  }
}

export function presentEndpoint(row: EndpointRow, last: DeliveryRow | null = null): WebhookEndpoint {
  return {
    id: row.id,
    kind: row.kind,
    url: shownUrl(row.kind, row.url),
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabledReason ?? 'manual'),
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last
      ? {
          status: last.status,
          responseStatus: last.responseStatus,
          at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
        }
      : null,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    redeliveryOf: row.redeliveryOf,
    body: row.body,
  };
}

/** Refuses what can be refused when the address is saved; delivery checks the resolved addresses again. */
function requireAllowedUrl(url: string, allowPrivate: boolean) {
  if (allowPrivate) return;
  if (obviouslyPrivate(new URL(url)))
    throw new AppError(
      'bad_request',
      'Webhooks cannot go to private, loopback or local addresses',
      'webhooks.privateAddress',
    );
}

export async function listEndpoints(db: Db, eventId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.eventId, eventId))
    .orderBy(webhookEndpoints.id);
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.endpointId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
  return rows.map((row) =>
    presentEndpoint(row, latest.find((delivery) => delivery.endpointId === row.id) ?? null),
  );
}

export async function requireEndpoint(db: Db, eventId: number, endpointId: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.eventId, eventId)));
  if (!row) throw new AppError('not_found', 'Webhook endpoint not found');
  return row;
}

export async function createEndpoint(
  ctx: Ctx,
  event: EventRow,
  userId: number,
  input: { kind: WebhookKind; url: string; description: string; events: EndpointRow['events'] },
) {
  requireAllowedUrl(input.url, ctx.config.WEBHOOKS_ALLOW_PRIVATE);
  const [existing] = await ctx.db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.eventId, event.id));
  if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_PER_EVENT)
    throw new AppError(
      'conflict',
      `An event may have at most ${WEBHOOK_ENDPOINTS_PER_EVENT} webhook endpoints`,
    );
  const secret = input.kind === 'webhook' ? newWebhookSecret() : null;
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      eventId: event.id,
      kind: input.kind,
      url: input.url,
      description: input.description,
      events: [...new Set(input.events)],
      secret,
      createdBy: userId,
    })
    .returning();
  return { ...presentEndpoint(row!), secret };
}

export async function updateEndpoint(ctx: Ctx, endpoint: EndpointRow, patch: WebhookEndpointPatch) {
  if (patch.url !== undefined) requireAllowedUrl(patch.url, ctx.config.WEBHOOKS_ALLOW_PRIVATE);
  const enabling = patch.enabled === true && !endpoint.enabled;
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
      ...(patch.enabled === false ? { enabled: false, disabledReason: 'manual' as const } : {}),
      // Turned on again: the day of failures starts over.
      ...(enabling ? { enabled: true, disabledReason: null, failingSince: null } : {}),
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return presentEndpoint(row!);
}

export async function rotateSecret(db: Db, endpoint: EndpointRow) {
  if (endpoint.kind !== 'webhook')
    throw new AppError('bad_request', 'Slack and Discord addresses have no signing secret');
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return { ...presentEndpoint(row!), secret };
}

export async function deleteEndpoint(db: Db, endpoint: EndpointRow) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}

export async function listDeliveries(db: Db, endpointId: number, before: number | null) {
  const mine = eq(webhookDeliveries.endpointId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(before ? and(mine, lt(webhookDeliveries.id, before)) : mine)
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_PAGE);
  return rows.map(presentDelivery);
}

/** "Send a test": a `webhook.test` message, queued like any other (so it shows in the log). */
export async function sendTest(ctx: Ctx, event: EventRow, endpoint: EndpointRow) {
  if (!endpoint.enabled) throw new AppError('conflict', 'Turn the endpoint on before sending a test');
  const body: WebhookBody = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: {
      event: { id: event.id, slug: event.slug, name: event.name },
      message: 'A test from the Showcase console',
    },
  };
  return presentDelivery(await queueDelivery(ctx.db, endpoint, body));
}

/** Sends a delivery's very bytes again as a new delivery of the same message (same webhook-id). */
export async function redeliver(db: Db, endpoint: EndpointRow, deliveryId: number) {
  if (!endpoint.enabled) throw new AppError('conflict', 'Turn the endpoint on before redelivering');
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!original) throw new AppError('not_found', 'Delivery not found');
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: original.messageId,
      eventType: original.eventType,
      body: original.body,
      redeliveryOf: original.id,
    })
    .returning();
  await enqueueJob(db, {
    key: `${WEBHOOK_JOB}:${copy!.id}`,
    kind: WEBHOOK_JOB,
    payload: { deliveryId: copy!.id },
    maxAttempts: 1,
  });
  return presentDelivery(copy!);
}

/** Tells the event's owners and admins that an endpoint was turned off, in their language. */
async function mailOrganisers(ctx: Ctx, endpoint: EndpointRow, reason: string) {
  const [event] = await ctx.db
    .select({ name: events.name, slug: events.slug })
    .from(events)
    .where(eq(events.id, endpoint.eventId));
  if (!event) return;
  const recipients = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(eventMemberships)
    .innerJoin(users, eq(users.id, eventMemberships.userId))
    .where(
      and(
        eq(eventMemberships.eventId, endpoint.eventId),
        inArray(eventMemberships.role, ['ss_event_owner', 'ss_event_admin']),
      ),
    );
  for (const recipient of recipients) {
    await ctx.mailer.send(
      composeMail(recipient.email, recipient.locale, 'webhookDisabled', {
        event: event.name,
        url: shownUrl(endpoint.kind, endpoint.url),
        hours: String(WEBHOOK_DISABLE_AFTER_HOURS),
        reason,
        link: `${publicBaseUrl(ctx.config)}/${event.slug}/manage/webhooks`,
      }),
    );
  }
}

const describeFailure = (status: number | null, error: string | null) =>
  error ?? (status !== null ? `HTTP ${status}` : 'No answer');

/**
 * Runs one attempt of a delivery (a job of the queue). A failure throws so the queue retries it with its
 * doubling delay, until the last attempt, after which the delivery is failed for good. An endpoint that
 * has failed every attempt for WEBHOOK_DISABLE_AFTER_HOURS is turned off and its organisers mailed.
 */
const runDelivery =
  (ctx: Ctx): JobHandler =>
  async (job) => {
    const deliveryId = Number(job.payload.deliveryId);
    const [delivery] = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!delivery || delivery.status === 'succeeded' || delivery.status === 'failed') return;
    const [endpoint] = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!endpoint) return;
    const now = new Date();
    if (!endpoint.enabled) {
      await ctx.db
        .update(webhookDeliveries)
        .set({ status: 'failed', error: 'The endpoint is turned off', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const headers =
      endpoint.kind === 'webhook' && endpoint.secret
        ? signedHeaders(endpoint.secret, delivery.messageId, delivery.body, now)
        : {};
    const result = await postOnce(endpoint.url, delivery.body, headers, {
      allowPrivate: ctx.config.WEBHOOKS_ALLOW_PRIVATE,
      timeoutMs: ctx.config.WEBHOOKS_TIMEOUT_SECONDS * 1000,
    });
    const attempt = {
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: result.status,
      responseBody: result.body,
      error: result.ok ? null : result.error,
      durationMs: result.durationMs,
      lastAttemptAt: now,
    };
    if (result.ok) {
      await ctx.db
        .update(webhookDeliveries)
        .set({ ...attempt, status: 'succeeded', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      await ctx.db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    // The first failure since the last success starts the clock; later ones keep its start.
    await ctx.db
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
    const failingSince = endpoint.failingSince ?? now;
    const reason = describeFailure(result.status, result.error);
    if (now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * 3600_000) {
      const [disabled] = await ctx.db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failing' })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
        .returning();
      await ctx.db
        .update(webhookDeliveries)
        .set({ ...attempt, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (disabled) await mailOrganisers(ctx, endpoint, reason);
      return;
    }
    if (job.attempts >= job.maxAttempts) {
      await ctx.db
        .update(webhookDeliveries)
        .set({ ...attempt, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    await ctx.db
      .update(webhookDeliveries)
      .set({
        ...attempt,
        status: 'retrying',
        nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    throw new Error(`Webhook delivery ${delivery.id} failed: ${reason}`);
  };

export const webhookJobHandlers = (ctx: Ctx): Record<string, JobHandler> => ({
  [WEBHOOK_JOB]: runDelivery(ctx),
});
