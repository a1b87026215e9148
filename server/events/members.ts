import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { EventRole } from '../../common/constants';
import { isValidEmail, VALIDATION_MESSAGES } from '../../common/validation';
import type { AppContext, Viewer } from '../context';
import type { Db } from '../db/client';
import { eventInvitations, eventMemberships, users } from '../db/schema';
import { AppError } from '../errors';
import { composeMail } from '../mail/templates';
import { eventFeatures, featureLimit } from '../plans/features';
import { publicUserColumns } from '../users/columns';
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
      user: publicUserColumns,
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
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.eventId, event.id), inArray(eventInvitations.role, SEATED_ROLES)));
  if ((row?.n ?? 0) + (pending?.n ?? 0) >= limit) {
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

const baseUrl = (ctx: Ctx) =>
  (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');

export type AddMemberResult =
  | { userId: number; role: AssignableRole; pending: false }
  | { email: string; role: AssignableRole; pending: true };

/**
 * Adds someone to the event's staff by e-mail address. An existing account gets the role at once; an
 * address without an account gets an invitation that turns into the role when that address is
 * verified (sign-up, single sign-on or a team invitation). Either way they are told by mail.
 */
export async function addMember(
  ctx: Ctx,
  event: EventRow,
  inviter: Viewer,
  rawEmail: string,
  role: AssignableRole,
): Promise<AddMemberResult> {
  const email = rawEmail.trim();
  if (!isValidEmail(email))
    throw new AppError('bad_request', VALIDATION_MESSAGES['register.error.email']!, 'register.error.email');
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) {
    await requireSeat(ctx, event, role);
    // Inviting the same address again replaces the pending role.
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(eventInvitations)
        .where(
          and(
            eq(eventInvitations.eventId, event.id),
            sql`lower(${eventInvitations.email}) = ${email.toLowerCase()}`,
          ),
        );
      await tx.insert(eventInvitations).values({ eventId: event.id, email, role, invitedBy: inviter.id });
    });
    await ctx.mailer.send(
      composeMail(email, 'en', 'eventInvitation', {
        event: event.name,
        role: role.replace('ss_event_', ''),
        link: `${baseUrl(ctx)}/${event.slug}/login?mode=signup&returnUrl=${encodeURIComponent(`/${event.slug}/manage`)}`,
        inviter: inviter.userName,
      }),
    );
    return { email, role, pending: true };
  }
  const existing = await currentRole(ctx, event.id, user.id);
  if (existing === 'ss_event_owner') throw new AppError('conflict', 'This person owns the event');
  if (existing && existing === role) throw new AppError('conflict', 'This person already has this role');
  await requireSeat(ctx, event, role, user.id);
  await ctx.db
    .insert(eventMemberships)
    .values({ eventId: event.id, userId: user.id, role })
    .onConflictDoUpdate({ target: [eventMemberships.eventId, eventMemberships.userId], set: { role } });
  await ctx.mailer.send(
    composeMail(user.email, user.locale, 'eventRole', {
      event: event.name,
      role: role.replace('ss_event_', ''),
      link: `${baseUrl(ctx)}/${event.slug}/manage`,
      inviter: inviter.userName,
    }),
  );
  return { userId: user.id, role, pending: false };
}

export async function listEventInvitations(ctx: Ctx, eventId: number) {
  return ctx.db
    .select({ id: eventInvitations.id, email: eventInvitations.email, role: eventInvitations.role })
    .from(eventInvitations)
    .where(eq(eventInvitations.eventId, eventId))
    .orderBy(asc(eventInvitations.id));
}

export async function cancelEventInvitation(ctx: Ctx, eventId: number, invitationId: number) {
  const removed = await ctx.db
    .delete(eventInvitations)
    .where(and(eq(eventInvitations.eventId, eventId), eq(eventInvitations.id, invitationId)))
    .returning();
  if (!removed.length) throw new AppError('not_found', 'Invitation not found');
}

/** Turns the staff invitations waiting for a just-verified address into memberships. */
export async function claimEventInvitations(db: Db, user: { id: number; email: string }) {
  const waiting = await db
    .delete(eventInvitations)
    .where(sql`lower(${eventInvitations.email}) = ${user.email.toLowerCase()}`)
    .returning();
  for (const invitation of waiting) {
    await db
      .insert(eventMemberships)
      .values({ eventId: invitation.eventId, userId: user.id, role: invitation.role })
      .onConflictDoUpdate({
        target: [eventMemberships.eventId, eventMemberships.userId],
        set: { role: invitation.role },
      });
  }
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
