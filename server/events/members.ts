import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { EventRole } from '../../common/constants';
import { JUDGE_ROLE } from '../../common/judging';
import { INVITATION_LIFETIME_MS } from '../../common/projects';
import { isValidEmail } from '../../common/user-validation';
import { VALIDATION_MESSAGES } from '../../common/validation';
import type { AppContext, Viewer } from '../context';
import type { Db } from '../db/client';
import { eventInvitations, eventMemberships, users } from '../db/schema';
import { AppError } from '../errors';
import { publicBaseUrl } from '../http/public-origin';
import { activateJudge } from '../judging/judge-activation';
import { composeMail } from '../mail/templates';
import { notifyInApp } from '../notifications/service';
import { eventFeatures, featureLimit } from '../plans/features';
import { requireBelowLimit } from '../plans/limits';
import type { EventStanding } from '../policies/event';
import { memberPolicy } from '../policies/member';
import { publicUserColumns } from '../users/columns';
import { ensureParticipant } from './participants';
import { type EventRow, hashToken } from './service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** Roles an owner or admin may hand out; ownership is never given or taken here. */
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../common/schemas/members';

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
  requireBelowLimit((row?.n ?? 0) + (pending?.n ?? 0), limit, 'adminSeats');
}

async function currentRole(ctx: Ctx, eventId: number, userId: number) {
  const [row] = await ctx.db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId)));
  return row?.role ?? null;
}

const sameAddress = (email: string) => sql`lower(${eventInvitations.email}) = ${email.toLowerCase()}`;

export interface InvitationSent {
  email: string;
  role: AssignableRole;
  pending: true;
}

/** A role offered by mail: to an address, or to an account named by user name (address kept private). */
export interface RoleOffer {
  email: string;
  userName?: string | null;
  role: EventRole;
  template: 'eventInvitation' | 'judgeInvitation' | 'participantInvitation';
}

/**
 * Stores a single-use invitation for a role (replacing a pending one to the same address) and mails its
 * link. `reserve` runs in the same transaction before the insert, e.g. to check the plan's seats.
 */
export async function offerEventRole(
  ctx: Ctx,
  event: EventRow,
  inviter: Viewer,
  offer: RoleOffer,
  reserve?: (tx: Db) => Promise<void>,
): Promise<void> {
  const { email, role } = offer;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    // Inviting the same address again replaces the pending invitation (and frees its seat first).
    await tx.delete(eventInvitations).where(and(eq(eventInvitations.eventId, event.id), sameAddress(email)));
    await reserve?.(tx);
    await tx.insert(eventInvitations).values({
      eventId: event.id,
      email,
      userName: offer.userName ?? null,
      role,
      invitedBy: inviter.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    });
  });
  const [recipient] = await ctx.db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const path = `/${event.slug}/manage/invitation?token=${token}`;
  await ctx.mailer.send(
    composeMail(email, recipient?.locale ?? 'en', offer.template, {
      event: event.name,
      role: role.replace('ss_event_', ''),
      link: `${publicBaseUrl(ctx.config)}${path}`,
      inviter: inviter.userName,
    }),
  );
  // Someone who already has an account also finds the invitation in the event's notification bell.
  if (recipient) {
    await notifyInApp(ctx.db, event, [recipient.id], {
      kind: 'invitation',
      title:
        offer.template === 'judgeInvitation'
          ? `${inviter.userName} invited you to judge ${event.name}`
          : offer.template === 'participantInvitation'
            ? `${inviter.userName} invited you to take part in ${event.name}`
            : `${inviter.userName} invited you to help run ${event.name}`,
      body: '',
      link: path,
      dedupeKey: `event-invitation:${hashToken(token)}`,
    });
  }
}

/**
 * Offers someone a staff role by e-mail. Nobody becomes staff without saying yes: the address gets a
 * single-use link, and the role is theirs once the account of that address accepts it. The answer is
 * the same whether or not the address has an account, so inviting tells nothing about who is registered.
 */
export async function inviteMember(
  ctx: Ctx,
  event: EventRow,
  inviter: Viewer,
  rawEmail: string,
  role: AssignableRole,
): Promise<InvitationSent> {
  const email = rawEmail.trim();
  if (!isValidEmail(email))
    throw new AppError('bad_request', VALIDATION_MESSAGES['register.error.email']!, 'register.error.email');
  await offerEventRole(ctx, event, inviter, { email, role, template: 'eventInvitation' }, (tx) =>
    requireSeat({ ...ctx, db: tx }, event, role),
  );
  return { email, role, pending: true };
}

export async function listEventInvitations(ctx: Ctx, eventId: number) {
  const rows = await ctx.db
    .select({
      id: eventInvitations.id,
      email: eventInvitations.email,
      role: eventInvitations.role,
      expiresAt: eventInvitations.expiresAt,
    })
    .from(eventInvitations)
    // Judge invitations are listed with the judges (server/judging).
    .where(and(eq(eventInvitations.eventId, eventId), ne(eventInvitations.role, JUDGE_ROLE)))
    .orderBy(asc(eventInvitations.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt?.toISOString() ?? null }));
}

export async function cancelEventInvitation(
  ctx: Ctx,
  eventId: number,
  invitationId: number,
  kind: 'staff' | 'judge' = 'staff',
) {
  const removed = await ctx.db
    .delete(eventInvitations)
    .where(
      and(
        eq(eventInvitations.eventId, eventId),
        eq(eventInvitations.id, invitationId),
        kind === 'judge' ? eq(eventInvitations.role, JUDGE_ROLE) : ne(eventInvitations.role, JUDGE_ROLE),
      ),
    )
    .returning();
  if (!removed.length) throw new AppError('not_found', 'Invitation not found');
}

const INVALID_INVITATION = 'This invitation is invalid or has expired';

async function findInvitation(db: Db, event: EventRow, token: string) {
  const [invitation] = await db
    .select()
    .from(eventInvitations)
    .where(
      and(
        eq(eventInvitations.eventId, event.id),
        eq(eventInvitations.tokenHash, hashToken(token)),
        gt(eventInvitations.expiresAt, new Date()),
      ),
    );
  if (!invitation) throw new AppError('not_found', INVALID_INVITATION);
  return invitation;
}

/** What a staff invitation offers, for the screen that asks whether to accept it. */
export async function describeInvitation(ctx: Ctx, event: EventRow, token: string) {
  const invitation = await findInvitation(ctx.db, event, token);
  const [inviter] = invitation.invitedBy
    ? await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, invitation.invitedBy))
    : [];
  return {
    eventName: event.name,
    role: invitation.role,
    email: invitation.email,
    inviter: inviter?.userName ?? null,
    expiresAt: invitation.expiresAt!.toISOString(),
  };
}

/**
 * The invited account says yes: the role becomes theirs and the link is spent. Only the account whose
 * verified address the invitation was sent to may accept it.
 */
export async function acceptInvitation(ctx: Ctx, event: EventRow, viewer: Viewer, token: string) {
  const invitation = await findInvitation(ctx.db, event, token);
  const [account] = await ctx.db
    .select({ email: users.email, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!account?.isVerified || account.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw new AppError(
      'forbidden',
      'This invitation was sent to another e-mail address: log in with the account of that address',
    );
  }
  const isJudging = invitation.role === JUDGE_ROLE;
  const existing = await currentRole(ctx, event.id, viewer.id);
  // Owners may judge their own event; they never take a staff role below their own.
  if (existing === 'ss_event_owner' && !isJudging) throw new AppError('conflict', 'You own this event');
  const role = invitation.role as AssignableRole | typeof JUDGE_ROLE;
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .delete(eventInvitations)
      .where(eq(eventInvitations.id, invitation.id))
      .returning({ id: eventInvitations.id });
    // Two accepts racing with one link: only the first finds the row.
    if (!spent.length) throw new AppError('not_found', INVALID_INVITATION);
    if (isJudging) {
      await activateJudge(tx, event.id, viewer.id, 'invitation');
      return;
    }
    // An invitation to take part (an imported participant list) never lowers a role someone holds.
    if (invitation.role === 'ss_event_participant') {
      await ensureParticipant(tx, event.id, viewer.id);
      return;
    }
    await tx
      .insert(eventMemberships)
      .values({ eventId: event.id, userId: viewer.id, role })
      .onConflictDoUpdate({ target: [eventMemberships.eventId, eventMemberships.userId], set: { role } });
  });
  return { eventId: event.id, slug: event.slug, role };
}

/** Staff acting on the members of their event. */
type Staff = EventStanding & { event: EventRow };

export async function changeMemberRole(ctx: Ctx, staff: Staff, userId: number, role: AssignableRole) {
  const { event } = staff;
  const existing = await currentRole(ctx, event.id, userId);
  if (!existing) throw new AppError('not_found', 'This person is not a member of the event');
  memberPolicy.authorize(staff, 'change_member_role', { role: existing });
  await requireSeat(ctx, event, role, userId);
  await ctx.db
    .update(eventMemberships)
    .set({ role })
    .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, userId)));
  return { userId, role };
}

export async function removeMember(ctx: Ctx, staff: Staff, userId: number) {
  const { event } = staff;
  const existing = await currentRole(ctx, event.id, userId);
  if (!existing) throw new AppError('not_found', 'This person is not a member of the event');
  memberPolicy.authorize(staff, 'remove_member', { role: existing });
  await ctx.db
    .delete(eventMemberships)
    .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, userId)));
}
