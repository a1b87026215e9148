import { and, count, eq } from 'drizzle-orm';
import { type EventFeatureCode, TIMELINE_TYPES } from '../../common/constants';
import { LIMIT_KEYS } from '../../common/schemas/plans';
import type { Db } from '../db/client';
import { eventMemberships, events, planFeatures } from '../db/schema';
import { AppError } from '../errors';
import { eventFeatures, type FeatureRow, featureEnabled, featureLimit } from './features';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How each counted limit is named in its refusal, and what the organiser can do about it. */
const COUNTED_LIMITS = {
  participants: { noun: ['participant', 'participants'], remedy: 'the event is full' },
  approvedProjects: { noun: ['approved project', 'approved projects'], remedy: 'upgrade to approve more' },
  adminSeats: { noun: ['admin seat', 'admin seats'], remedy: 'upgrade to add more' },
} as const;

/** Refuses one more once `used` has reached the plan's `limit`, naming the limit and what to do. */
export function requireBelowLimit(used: number, limit: number, which: keyof typeof COUNTED_LIMITS): void {
  if (used < limit) return;
  const { noun, remedy } = COUNTED_LIMITS[which];
  throw new AppError(
    'forbidden',
    `This event's plan allows ${limit} ${limit === 1 ? noun[0] : noun[1]}; ${remedy}`,
    LIMIT_KEYS[which],
    undefined,
    { count: limit },
  );
}

/**
 * How many events one owner may own: the most generous `number_of_events` among the plans of the events
 * they already own. An owned event without a plan (self-hosted) or a plan without that limit lifts it.
 */
export async function ownerEventAllowance(
  db: Db,
  ownerId: number,
): Promise<{ owned: number; limit: number | null }> {
  const owned = await db
    .select({ planId: events.planId, limit: planFeatures.limit, enabled: planFeatures.enabled })
    .from(eventMemberships)
    .innerJoin(events, eq(events.id, eventMemberships.eventId))
    .leftJoin(
      planFeatures,
      and(eq(planFeatures.planId, events.planId), eq(planFeatures.code, 'number_of_events')),
    )
    .where(and(eq(eventMemberships.userId, ownerId), eq(eventMemberships.role, 'ss_event_owner')));
  if (owned.length === 0) return { owned: 0, limit: null };
  let limit = 0;
  for (const row of owned) {
    if (row.planId === null || row.limit === null || row.enabled === false)
      return { owned: owned.length, limit: null };
    limit = Math.max(limit, row.limit);
  }
  return { owned: owned.length, limit };
}

export async function requireEventAllowance(db: Db, ownerId: number): Promise<void> {
  const { owned, limit } = await ownerEventAllowance(db, ownerId);
  if (limit !== null && owned >= limit) {
    throw new AppError(
      'forbidden',
      `Your plan allows ${limit} ${limit === 1 ? 'event' : 'events'}; upgrade to create more`,
      LIMIT_KEYS.events,
      undefined,
      { count: limit },
    );
  }
}

/** The showcase window (public timeline entry) may last at most `event_duration` days. */
export function requireShowcaseDuration(
  features: FeatureRow[] | null,
  entry: { timelineType?: unknown; startAt?: unknown; endAt?: unknown },
): void {
  if (entry.timelineType !== TIMELINE_TYPES.PUBLIC) return;
  const limit = featureLimit(features, 'event_duration');
  if (limit === null || !entry.startAt || !entry.endAt) return;
  const length = new Date(String(entry.endAt)).getTime() - new Date(String(entry.startAt)).getTime();
  if (length > limit * DAY_MS) {
    throw new AppError(
      'forbidden',
      `This event's plan allows a showcase of ${limit} ${limit === 1 ? 'day' : 'days'}; upgrade for a longer one`,
      LIMIT_KEYS.duration,
      undefined,
      { count: limit },
    );
  }
}

/** Joining as a participant takes a seat of `number_of_participants`; people already in keep theirs. */
export async function requireParticipantSeat(
  db: Db,
  event: { id: number; planId: number | null },
  userId: number,
): Promise<void> {
  const limit = featureLimit(await eventFeatures(db, event.planId), 'number_of_participants');
  if (limit === null) return;
  const [member] = await db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, userId)));
  if (member) return;
  const [row] = await db
    .select({ n: count() })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.role, 'ss_event_participant')));
  requireBelowLimit(row?.n ?? 0, limit, 'participants');
}

/** Renaming and re-addressing an event, and editing its project template, are plan features. */
export async function requireEventCustomisation(
  db: Db,
  event: { planId: number | null; name: string; slug: string },
  input: { name?: string; slug?: string },
): Promise<void> {
  const features = await eventFeatures(db, event.planId);
  const enabled = (code: EventFeatureCode) => featureEnabled(features, code);
  if (input.name !== undefined && input.name.trim() !== event.name && !enabled('can_customize_event_name')) {
    throw new AppError(
      'forbidden',
      "This event's plan does not include renaming the event",
      LIMIT_KEYS.eventName,
    );
  }
  const slug = input.slug?.trim().toLowerCase();
  if (slug !== undefined && slug !== event.slug && !enabled('can_customize_event_slug')) {
    throw new AppError(
      'forbidden',
      "This event's plan does not include changing the event address",
      LIMIT_KEYS.eventSlug,
    );
  }
}

/** The event's own project template may only be edited when the plan includes it (cloning stays free). */
export async function requireTemplateCustomisation(db: Db, event: { planId: number | null }): Promise<void> {
  if (!featureEnabled(await eventFeatures(db, event.planId), 'can_customize_project_template')) {
    throw new AppError(
      'forbidden',
      "This event's plan does not include customising the project template",
      LIMIT_KEYS.projectTemplate,
    );
  }
}
