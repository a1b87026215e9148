import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { EventRole } from '../../common/constants';
import type { AppContext, Viewer } from '../context';
import type { Db } from '../db/client';
import {
  banners,
  eventMemberships,
  events,
  eventTemplates,
  type planFeatures,
  previewTokens,
  sponsors,
} from '../db/schema';
import { AppError } from '../errors';
import { eventFeatures, featureEnabled } from '../plans/features';
import { type Caller, isValidAccessPass } from './credentials';
import { type AccessDenial, type EventAccess, eventAccessDenial } from './policy';

export type EventRow = typeof events.$inferSelect;

const isNumericId = (value: string) => /^\d{1,9}$/.test(value);

export async function findEvent(db: Db, idOrSlug: string | number): Promise<EventRow | undefined> {
  const key = String(idOrSlug);
  const [row] = await db
    .select()
    .from(events)
    .where(isNumericId(key) ? eq(events.id, Number(key)) : eq(events.slug, key.toLowerCase()))
    .limit(1);
  return row;
}

export async function requireEvent(db: Db, idOrSlug: string | number): Promise<EventRow> {
  const event = await findEvent(db, idOrSlug);
  if (!event) throw new AppError('not_found', 'event does not exist');
  return event;
}

export async function getEventRole(db: Db, eventId: number, userId: number): Promise<EventRole | null> {
  const [row] = await db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId)));
  return row?.role ?? null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function isValidPreviewToken(db: Db, eventId: number, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: previewTokens.id })
    .from(previewTokens)
    .where(
      and(
        eq(previewTokens.eventId, eventId),
        eq(previewTokens.tokenHash, hashToken(token)),
        gt(previewTokens.expireAt, new Date()),
      ),
    );
  return Boolean(row);
}

export type EventCtx = Pick<AppContext, 'db' | 'keys'>;

export async function loadEventAccess(
  { db, keys }: EventCtx,
  event: EventRow,
  caller: Caller,
  /** The viewer's role when already being looked up (in parallel with the event). */
  knownRole?: Promise<EventRole | null>,
): Promise<EventAccess> {
  const { viewer } = caller;
  const role = viewer ? await (knownRole ?? getEventRole(db, event.id, viewer.id)) : null;
  const hasPreview = caller.previewToken
    ? await isValidPreviewToken(db, event.id, caller.previewToken)
    : false;
  const hasAccessPass = caller.accessPass
    ? await isValidAccessPass(keys, caller.accessPass, event.id, event.accessCodeHash)
    : false;
  return { viewer, role, hasPreview, hasAccessPass };
}

const DENIAL_MESSAGES: Record<AccessDenial, string> = {
  unpublished: 'This event is not published yet',
  private: 'You do not have access to this event',
  access_code: 'This event needs an access code',
};

/** Loads an event and refuses callers who may not open it: 401 anonymous, 403 logged in (docs/product.md). */
export async function requireViewableEvent(
  ctx: EventCtx,
  idOrSlug: string | number,
  caller: Caller,
): Promise<{ event: EventRow; access: EventAccess }> {
  // Knowing the event's id, the viewer's role is read at the same time as the event: one round trip less.
  const knownRole =
    typeof idOrSlug === 'number' && caller.viewer
      ? getEventRole(ctx.db, idOrSlug, caller.viewer.id)
      : undefined;
  knownRole?.catch(() => undefined);
  const event = await requireEvent(ctx.db, idOrSlug);
  return checkViewableEvent(ctx, event, caller, knownRole);
}

/** requireViewableEvent for an event already loaded (with the viewer's role, when that was read too). */
export async function checkViewableEvent(
  ctx: EventCtx,
  event: EventRow,
  caller: Caller,
  knownRole?: Promise<EventRole | null>,
): Promise<{ event: EventRow; access: EventAccess }> {
  const access = await loadEventAccess(ctx, event, caller, knownRole);
  const denial = eventAccessDenial(event, access);
  if (denial === 'access_code')
    throw new AppError('forbidden', DENIAL_MESSAGES.access_code, 'access_code_required');
  if (denial === 'unpublished' && caller.previewToken)
    throw new AppError('forbidden', 'invalid preview token');
  if (denial) {
    if (!caller.viewer) throw new AppError('unauthorized', 'Login required to view this event');
    throw new AppError('forbidden', DENIAL_MESSAGES[denial]);
  }
  return { event, access };
}

export interface EventRelations {
  features?: (typeof planFeatures.$inferSelect)[];
  sponsors?: (typeof sponsors.$inferSelect)[];
  banners?: (typeof banners.$inferSelect)[];
  eventTemplates?: (typeof eventTemplates.$inferSelect)[];
  memberships?: { role: EventRole; userId: number }[];
}

export async function loadEventRelations(
  db: Db,
  event: EventRow,
  include: ReadonlySet<string>,
  viewer: Viewer | null,
): Promise<EventRelations> {
  const relations: EventRelations = {};
  const features = await eventFeatures(db, event.planId);
  if (include.has('features')) relations.features = features ?? [];
  // What the plan does not include is not shown (docs/product.md).
  if (include.has('sponsors') && featureEnabled(features, 'enable_sponsor')) {
    relations.sponsors = await db
      .select()
      .from(sponsors)
      .where(eq(sponsors.eventId, event.id))
      .orderBy(asc(sponsors.position), asc(sponsors.id));
  }
  if (include.has('banners') && featureEnabled(features, 'enable_custom_banner')) {
    relations.banners = await db
      .select()
      .from(banners)
      .where(eq(banners.eventId, event.id))
      .orderBy(asc(banners.position), asc(banners.id));
  }
  if (include.has('event_templates')) {
    relations.eventTemplates = await db
      .select()
      .from(eventTemplates)
      .where(eq(eventTemplates.eventId, event.id))
      .orderBy(asc(eventTemplates.id));
  }
  if (viewer) {
    // A viewer sees their own membership so the client can show role-based actions.
    relations.memberships = await db
      .select({ role: eventMemberships.role, userId: eventMemberships.userId })
      .from(eventMemberships)
      .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, viewer.id)));
  }
  return relations;
}
