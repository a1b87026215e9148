import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { EventRole } from '../../common/constants';
import type { AppContext, Viewer } from '../context';
import { eventMemberships, users } from '../db/schema';
import { AppError } from '../errors';
import { composeMail } from '../mail/templates';
import { eventFeatures, featureLimit } from '../plans/features';
import type { EventRow } from './service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** Roles an owner or admin may hand out; ownership is never given or taken here. */
export const ASSIGNABLE_ROLES = ['ss_event_admin', 'ss_event_editor', 'ss_event_viewer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
/** Roles that take one of the plan's admin seats. */
const SEATED_ROLES: EventRole[] = ['ss_event_owner', 'ss_event_admin', 'ss_event_editor'];

export async function listMembers(ctx: Ctx, eventId: number) {
  return ctx.db
    .select({
      userId: eventMemberships.userId,
      role: eventMemberships.role,
      user: {
        id: users.id,
        uuid: users.uuid,
        userName: users.userName,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(eventMemberships)
    .innerJoin(users, eq(users.id, eventMemberships.userId))
    .where(
      and(
        eq(eventMemberships.eventId, eventId),
        inArray(eventMemberships.role, ['ss_event_owner', ...ASSIGNABLE_ROLES]),
      ),
    )
    .orderBy(asc(eventMemberships.id));
}

async function requireSeat(ctx: Ctx, event: EventRow, role: EventRole, exceptUserId?: number) {
  if (!SEATED_ROLES.includes(role)) return;
  const limit = featureLimit(await eventFeatures(ctx.db, event.planId), 'number_of_admin_seats');
  if (limit === null) return;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(eventMemberships)
    .where(
      and(
        eq(eventMemberships.eventId, event.id),
        inArray(eventMemberships.role, SEATED_ROLES),
        exceptUserId ? sql`${eventMemberships.userId} <> ${exceptUserId}` : undefined,
      ),
    );
  if ((row?.n ?? 0) >= limit) {
    throw new AppError('forbidden', `This event's plan allows ${limit} admin seats; upgrade to add more`);
  }
}

async function currentRole(ctx: Ctx, eventId: number, userId: number) {
  const [row] = await ctx.db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId)));
  return row?.role ?? null;
}

/** Adds an existing account to the event's staff by e-mail address, and tells them by mail. */
export async function addMember(
  ctx: Ctx,
  event: EventRow,
  inviter: Viewer,
  email: string,
  role: AssignableRole,
) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) {
    throw new AppError(
      'not_found',
      'No account uses this e-mail address yet: ask them to sign up, then add them again',
    );
  }
  const existing = await currentRole(ctx, event.id, user.id);
  if (existing === 'ss_event_owner') throw new AppError('conflict', 'This person owns the event');
  if (existing && existing === role) throw new AppError('conflict', 'This person already has this role');
  await requireSeat(ctx, event, role, user.id);
  await ctx.db
    .insert(eventMemberships)
    .values({ eventId: event.id, userId: user.id, role })
    .onConflictDoUpdate({ target: [eventMemberships.eventId, eventMemberships.userId], set: { role } });
  const base = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
  await ctx.mailer.send(
    composeMail(user.email, user.locale, 'eventRole', {
      event: event.name,
      role: role.replace('ss_event_', ''),
      link: `${base}/${event.slug}/manage`,
      inviter: inviter.userName,
    }),
  );
  return { userId: user.id, role };
}

export async function changeMemberRole(ctx: Ctx, event: EventRow, userId: number, role: AssignableRole) {
  const existing = await currentRole(ctx, event.id, userId);
  if (!existing) throw new AppError('not_found', 'This person is not a member of the event');
  if (existing === 'ss_event_owner') throw new AppError('forbidden', 'The owner keeps their role');
  await requireSeat(ctx, event, role, userId);
  await ctx.db
    .update(eventMemberships)
    .set({ role })
    .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, userId)));
  return { userId, role };
}

export async function removeMember(ctx: Ctx, event: EventRow, userId: number) {
  const existing = await currentRole(ctx, event.id, userId);
  if (!existing) throw new AppError('not_found', 'This person is not a member of the event');
  if (existing === 'ss_event_owner') throw new AppError('forbidden', 'The owner cannot be removed');
  await ctx.db
    .delete(eventMemberships)
    .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, userId)));
}
