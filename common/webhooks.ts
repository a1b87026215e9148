import { z } from 'zod';
import type { EventFeatureCode } from './constants';

/**
 * Outgoing webhooks and chat posts (Slack, Discord): the one catalogue of events an endpoint may choose,
 * the shapes of what is delivered, and the console's calls. Shared by the server (delivery, validation,
 * OpenAPI) and the web app. docs/integrations.md is the receiver's guide.
 *
 * To add events (e.g. `checkin.completed`): add a row to WEBHOOK_EVENTS with its
 * data shape, then fire it from the service where the thing happens (`fireWebhookEvent` in
 * server/webhooks/fire.ts); endpoints, the console's checkboxes and the docs' table follow the list.
 */

const eventRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const projectRef = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  status: z.string(),
  /** The project's public page. */
  url: z.string(),
});

const projectData = z.object({ event: eventRef, project: projectRef });

/** Every event a webhook may be sent for: its name, the `data` of its body, and what the console says. */
export const WEBHOOK_EVENTS = {
  'project.submitted': { data: projectData, chat: true },
  'project.approved': { data: projectData, chat: true },
  'project.declined': { data: projectData, chat: false },
  'judging.round_closed': {
    data: z.object({ event: eventRef, round: z.object({ id: z.number().int(), name: z.string() }) }),
    chat: false,
  },
  'awards.published': {
    data: z.object({
      event: eventRef,
      /** The winners page. */
      url: z.string(),
      awards: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          projects: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
        }),
      ),
    }),
    chat: true,
  },
  'comment.posted': {
    data: z.object({
      event: eventRef,
      project: projectRef,
      comment: z.object({ id: z.number().int(), body: z.string(), authorName: z.string() }),
    }),
    chat: false,
  },
  'registration.changed': {
    data: z.object({
      event: eventRef,
      /**
       * What happened to them (the registration's mail of the same name): applied, waitlisted, accepted,
       * promoted (from the waitlist), confirmed, declined, cancelled or expired (not confirmed in time).
       */
      change: z.string(),
      /** Everyone one decision moved: a bulk decision is one delivery. */
      registrations: z.array(
        z.object({
          id: z.number().int(),
          status: z.string(),
          user: z.object({ id: z.number().int(), name: z.string(), userName: z.string() }),
        }),
      ),
    }),
    chat: false,
  },
  'announcement.sent': {
    data: z.object({
      event: eventRef,
      announcement: z.object({
        id: z.number().int(),
        title: z.string(),
        body: z.string(),
        audience: z.string(),
      }),
    }),
    chat: true,
  },
} as const;

export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventName, ...WebhookEventName[]];
export type WebhookEventData<N extends WebhookEventName> = z.infer<(typeof WEBHOOK_EVENTS)[N]['data']>;

/** The plan feature webhooks need: without it nothing is delivered and the console's calls are refused. */
export const WEBHOOK_FEATURE = 'enable_webhooks' as const satisfies EventFeatureCode;

/** The body of the "send a test" delivery; never chosen, always allowed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;
const testData = z.object({ event: eventRef, message: z.string() });

/** The events a chat endpoint is offered first: announcements, submissions and winners. */
export const CHAT_DEFAULT_EVENTS = WEBHOOK_EVENT_NAMES.filter((name) => WEBHOOK_EVENTS[name].chat);

/** `webhook`: a signed JSON body (Standard Webhooks); `slack` and `discord`: their incoming-webhook formats. */
export const WEBHOOK_KINDS = ['webhook', 'slack', 'discord'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Attempts of one delivery, the first included; the jobs table waits 30 s, 1, 2, 4 … 60 min between. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** An endpoint whose every attempt failed for this long is turned off, and its organisers are mailed. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 24;
export const WEBHOOK_ENDPOINTS_PER_EVENT = 20;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Bytes of the receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_KEEP = 1000;
export const WEBHOOK_DELIVERIES_PAGE = 50;

/** A Standard Webhooks secret: `whsec_` and the base64 of the key bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The body of every `webhook` delivery: `type`, `timestamp` and the event's `data`. */
export type WebhookBody = {
  type: WebhookEventName | typeof WEBHOOK_TEST_EVENT;
  timestamp: string;
  data: unknown;
};

/** One body shape per event, for the OpenAPI document's `webhooks` and for docs/integrations.md. */
export const webhookBodyOf = (name: WebhookEventName | typeof WEBHOOK_TEST_EVENT) =>
  z.object({
    type: z.literal(name),
    timestamp: z.string(),
    data: name === WEBHOOK_TEST_EVENT ? testData : WEBHOOK_EVENTS[name].data,
  });

export const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOK_URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Enter an http or https address without a user name or password');

/** The events an endpoint is sent: at least one, each once at most. */
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_NAMES))
  .min(1, 'webhooks.noEvents')
  .max(WEBHOOK_EVENT_NAMES.length);

export const webhookEndpointInputSchema = z.object({
  kind: z.enum(WEBHOOK_KINDS).default('webhook'),
  url: webhookUrl,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
  events: webhookEvents,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = z.object({
  url: webhookUrl.optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  events: webhookEvents.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WEBHOOK_KINDS),
  /** For chat kinds the address is itself the credential: only its host and a hint are shown. */
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_NAMES)),
  enabled: z.boolean(),
  /** Why it is off: turned off by hand, or after a day of failures. */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  lastDelivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      responseStatus: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating a signed endpoint (or rotating its secret): the only time the secret is shown. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string().nullable() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same for every attempt and redelivery of one message. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null when it never answered. */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused address …), or a redirect's target. */
  error: z.string().nullable(),
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The delivery this one sends again, when it is a redelivery. */
  redeliveryOf: z.number().int().nullable(),
  body: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
