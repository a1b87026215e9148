import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventName, WebhookKind } from '../../common/webhooks';
import { events, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Where an event's webhooks go: a signed JSON endpoint, or a Slack or Discord incoming webhook. The
 * secret is kept to sign with (a signature needs it in the clear); the API shows it once.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<WebhookKind>().notNull(),
    url: text('url').notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** `whsec_…` for signed endpoints; null for chat endpoints, whose address is the credential. */
    secret: text('secret'),
    events: jsonb('events').$type<WebhookEventName[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: varchar('disabled_reason', { length: 16 }).$type<'manual' | 'failing'>(),
    /** The first failed attempt since the last success: a day of failures turns the endpoint off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_event_idx').on(t.eventId)],
);

/** One message to one endpoint and its attempts so far: the console's delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header; a redelivery keeps its message's id so receivers can tell it apart. */
    messageId: varchar('message_id', { length: 64 }).notNull(),
    eventType: varchar('event_type', { length: 64 }).notNull(),
    /** Exactly the bytes sent (and signed), so a redelivery sends the same body. */
    body: text('body').notNull(),
    status: varchar('status', { length: 16 }).$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    redeliveryOf: integer('redelivery_of'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
