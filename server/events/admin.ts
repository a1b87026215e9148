import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  EVENT_STAFF_ROLES,
  type EventPrivacy,
  type EventStatus,
  isUsableEventSlug,
  RESERVED_SLUGS,
} from '../../common/constants';
import { COLOR_FORMAT, HEX_COLOR } from '../../common/validation';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { eventMemberships, events } from '../db/schema';
import { AppError } from '../errors';
import { requireFeature } from '../plans/features';
import { requireEventAllowance, requireEventCustomisation } from '../plans/limits';
import { fireAwardsPublished } from '../webhooks/fire';
import { type EventRow, findEvent } from './service';

export interface EventInput {
  name?: string;
  slug?: string;
  description?: string | null;
  eventImage?: string | null;
  eventCode?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  privacy?: EventPrivacy;
  status?: EventStatus;
  awardsPublished?: boolean;
  timeZone?: string | null;
  venue?: string | null;
  organiser?: string | null;
}

export type SlugProblem = 'invalid' | 'reserved' | 'taken';

export async function slugProblem(db: Db, slug: string, exceptEventId?: number): Promise<SlugProblem | null> {
  if (!isUsableEventSlug(slug)) return 'invalid';
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) return 'reserved';
  const existing = await findEvent(db, slug);
  if (existing && existing.id !== exceptEventId) return 'taken';
  return null;
}

const SLUG_MESSAGES: Record<SlugProblem, string> = {
  invalid:
    'The address may only use lower-case letters, digits and dashes (2 to 64 characters), and not digits alone',
  reserved: 'This address is reserved; please choose another',
  taken: 'This address is already taken',
};

function checkInput(input: EventInput) {
  if (input.name !== undefined && !input.name.trim())
    throw new AppError('bad_request', 'Please enter an event name');
  for (const color of [input.primaryColor, input.secondaryColor]) {
    if (color && !HEX_COLOR.test(color))
      throw new AppError('bad_request', COLOR_FORMAT.message, COLOR_FORMAT.key);
  }
}

async function requireFreeSlug(db: Db, slug: string, exceptEventId?: number) {
  const problem = await slugProblem(db, slug, exceptEventId);
  if (problem) throw new AppError(problem === 'taken' ? 'conflict' : 'bad_request', SLUG_MESSAGES[problem]);
}

const trimOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || !value.trim() ? null : value.trim();

function columnsOf(input: EventInput) {
  return {
    name: input.name?.trim(),
    slug: input.slug?.trim().toLowerCase(),
    description: trimOrNull(input.description),
    eventImage: trimOrNull(input.eventImage),
    eventCode: trimOrNull(input.eventCode),
    primaryColor: trimOrNull(input.primaryColor),
    secondaryColor: trimOrNull(input.secondaryColor),
    privacy: input.privacy,
    status: input.status,
    awardsPublished: input.awardsPublished,
    timeZone: trimOrNull(input.timeZone),
    venue: trimOrNull(input.venue),
    organiser: trimOrNull(input.organiser),
  };
}

/** Self-serve: any logged-in user may create an event and becomes its owner. */
export async function createEvent(db: Db, owner: Viewer, input: EventInput & { name: string; slug: string }) {
  checkInput(input);
  const slug = input.slug.trim().toLowerCase();
  await requireEventAllowance(db, owner.id);
  await requireFreeSlug(db, slug);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({ ...columnsOf(input), name: input.name.trim(), slug, status: input.status ?? 'Draft' })
      .returning();
    await tx
      .insert(eventMemberships)
      .values({ eventId: event!.id, userId: owner.id, role: 'ss_event_owner' });
    return event!;
  });
}

export async function updateEvent(db: Db, event: EventRow, input: EventInput) {
  checkInput(input);
  if (input.awardsPublished) await requireFeature(db, event.planId, 'enable_awards');
  await requireEventCustomisation(db, event, input);
  if (input.slug !== undefined) await requireFreeSlug(db, input.slug.trim().toLowerCase(), event.id);
  const values = Object.fromEntries(Object.entries(columnsOf(input)).filter(([, v]) => v !== undefined));
  const [updated] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, event.id))
    .returning();
  if (updated!.awardsPublished && !event.awardsPublished) await fireAwardsPublished(db, updated!);
  return updated!;
}

/** The events a user helps run, for the organiser console. */
export async function eventsRunBy(db: Db, userId: number) {
  return db
    .select({ event: events, role: eventMemberships.role })
    .from(eventMemberships)
    .innerJoin(events, eq(events.id, eventMemberships.eventId))
    .where(and(eq(eventMemberships.userId, userId), inArray(eventMemberships.role, [...EVENT_STAFF_ROLES])))
    .orderBy(asc(events.name));
}

export async function deleteEvent(db: Db, event: EventRow) {
  await db.delete(events).where(eq(events.id, event.id));
}
