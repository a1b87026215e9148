import { and, eq, inArray, sql } from 'drizzle-orm';
import { displayName } from '../../common/users';
import {
  WEBHOOK_FEATURE,
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookBody,
  type WebhookEventData,
  type WebhookEventName,
} from '../../common/webhooks';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  awards,
  events,
  projectAwards,
  projects,
  registrations,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';
import { publicBaseUrl } from '../http/public-origin';
import { enqueueJob } from '../jobs/queue';
import { eventFeatures, featureEnabled } from '../plans/features';
import { deliveryBody } from './chat';
import { newMessageId } from './signature';

export const WEBHOOK_JOB = 'webhook-delivery';

/**
 * What firing needs of the running app: the public address for links, a way to run the queued jobs now
 * rather than at the next poll, and a logger. Services hand in only their database handle, so the app
 * registers these once for its handle (server/webhooks/routes.ts); a handle without them (a script, the
 * seed) fires nothing.
 */
interface FiringContext {
  config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'PORT'>;
  kick(): void;
  warn(error: unknown, message: string): void;
}
const firing = new WeakMap<object, FiringContext>();

export function registerWebhookFiring(db: Db, context: FiringContext) {
  firing.set(db, context);
}

type EventRow = Pick<typeof events.$inferSelect, 'id' | 'slug' | 'name' | 'planId'>;
type ProjectRow = Pick<typeof projects.$inferSelect, 'id' | 'slug' | 'title' | 'submissionStatus'>;

const eventRef = (event: EventRow) => ({ id: event.id, slug: event.slug, name: event.name });

/** Queues one delivery of a body to one endpoint: the delivery row (the log) and its job. */
export async function queueDelivery(
  db: Db,
  endpoint: Pick<typeof webhookEndpoints.$inferSelect, 'id' | 'kind'>,
  body: WebhookBody,
  options: { messageId?: string; redeliveryOf?: number } = {},
) {
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: options.messageId ?? newMessageId(),
      eventType: body.type,
      body: deliveryBody(endpoint.kind, body),
      redeliveryOf: options.redeliveryOf ?? null,
    })
    .returning();
  await enqueueJob(db, {
    key: `${WEBHOOK_JOB}:${delivery!.id}`,
    kind: WEBHOOK_JOB,
    payload: { deliveryId: delivery!.id },
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
  return delivery!;
}

/**
 * Queues the event to every enabled endpoint of the event that chose it, once the change it reports is
 * saved. It never fails the caller's request: what it could not queue is logged.
 */
export async function fireWebhookEvent<N extends WebhookEventName>(
  db: Db,
  event: EventRow,
  name: N,
  data: (base: string) => Promise<WebhookEventData<N>> | WebhookEventData<N>,
): Promise<number> {
  const context = firing.get(db);
  if (!context) return 0;
  try {
    const endpoints = await db
      .select({ id: webhookEndpoints.id, kind: webhookEndpoints.kind })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.eventId, event.id),
          eq(webhookEndpoints.enabled, true),
          sql`${webhookEndpoints.events} @> ${JSON.stringify([name])}::jsonb`,
        ),
      );
    if (endpoints.length === 0) return 0;
    if (!featureEnabled(await eventFeatures(db, event.planId), WEBHOOK_FEATURE)) return 0;
    const body: WebhookBody = {
      type: name,
      timestamp: new Date().toISOString(),
      data: await data(publicBaseUrl(context.config)),
    };
    for (const endpoint of endpoints) await queueDelivery(db, endpoint, body);
    context.kick();
    return endpoints.length;
  } catch (error) {
    context.warn(error, `webhooks for ${name} were not queued`);
    return 0;
  }
}

const projectRef = (base: string, event: EventRow, project: ProjectRow) => ({
  id: project.id,
  slug: project.slug,
  title: project.title,
  status: project.submissionStatus,
  url: `${base}/${event.slug}/project/${project.slug}`,
});

const STATUS_EVENTS = {
  SUBMITTED: 'project.submitted',
  APPROVED: 'project.approved',
  DECLINED: 'project.declined',
} as const;

/** project.submitted, .approved, .declined: after a status change is saved. */
export async function fireProjectStatus(db: Db, event: EventRow, project: ProjectRow) {
  const status = project.submissionStatus;
  if (status !== 'SUBMITTED' && status !== 'APPROVED' && status !== 'DECLINED') return;
  await fireWebhookEvent(db, event, STATUS_EVENTS[status], (base) => ({
    event: eventRef(event),
    project: projectRef(base, event, project),
  }));
}

export async function fireCommentPosted(
  db: Db,
  event: EventRow,
  project: ProjectRow,
  comment: { id: number; body: string; authorId: number | null },
) {
  await fireWebhookEvent(db, event, 'comment.posted', async (base) => {
    const [author] = comment.authorId
      ? await db
          .select({ firstName: users.firstName, lastName: users.lastName, userName: users.userName })
          .from(users)
          .where(eq(users.id, comment.authorId))
      : [];
    return {
      event: eventRef(event),
      project: projectRef(base, event, project),
      comment: { id: comment.id, body: comment.body, authorName: author ? displayName(author) : '' },
    };
  });
}

export async function fireRoundClosed(db: Db, eventId: number, round: { id: number; name: string }) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return;
  await fireWebhookEvent(db, event, 'judging.round_closed', () => ({
    event: eventRef(event),
    round: { id: round.id, name: round.name },
  }));
}

/** awards.published: when the event's awards go from hidden to published. */
export async function fireAwardsPublished(db: Db, event: EventRow) {
  await fireWebhookEvent(db, event, 'awards.published', async (base) => {
    const list = await db
      .select({ id: awards.id, name: awards.name })
      .from(awards)
      .where(eq(awards.eventId, event.id))
      .orderBy(sql`${awards.rank} desc`, awards.id);
    const winners = list.length
      ? await db
          .select({
            awardId: projectAwards.awardId,
            id: projects.id,
            slug: projects.slug,
            title: projects.title,
          })
          .from(projectAwards)
          .innerJoin(projects, eq(projects.id, projectAwards.projectId))
          .where(
            and(
              inArray(
                projectAwards.awardId,
                list.map((award) => award.id),
              ),
              eq(projects.submissionStatus, 'APPROVED'),
            ),
          )
      : [];
    return {
      event: eventRef(event),
      url: `${base}/${event.slug}/winners`,
      awards: list.map((award) => ({
        id: award.id,
        name: award.name,
        projects: winners
          .filter((winner) => winner.awardId === award.id)
          .map((winner) => ({
            id: winner.id,
            title: winner.title,
            url: `${base}/${event.slug}/project/${winner.slug}`,
          })),
      })),
    };
  });
}

export async function fireAnnouncementSent(
  db: Db,
  event: EventRow,
  announcement: { id: number; title: string; body: string; audience: string },
) {
  await fireWebhookEvent(db, event, 'announcement.sent', () => ({
    event: eventRef(event),
    announcement: {
      id: announcement.id,
      title: announcement.title,
      body: announcement.body,
      audience: announcement.audience,
    },
  }));
}

/** registration.changed: the registrations one change or decision moved, once it is saved. */
export async function fireRegistrationChanged(db: Db, eventId: number, change: string, ids: number[]) {
  if (!ids.length || !firing.get(db)) return;
  const [event] = await db
    .select({ id: events.id, slug: events.slug, name: events.name, planId: events.planId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return;
  await fireWebhookEvent(db, event, 'registration.changed', async () => {
    const rows = await db
      .select({
        id: registrations.id,
        status: registrations.status,
        userId: users.id,
        userName: users.userName,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(inArray(registrations.id, ids))
      .orderBy(registrations.id);
    return {
      event: eventRef(event),
      change,
      registrations: rows.map((row) => ({
        id: row.id,
        status: row.status,
        user: { id: row.userId, name: displayName(row), userName: row.userName },
      })),
    };
  });
}
