import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../common/constants';
import { INVITATION_LIFETIME_MS } from '../../common/projects';
import { invitedAccount, isValidEmail } from '../../common/user-validation';
import { validationAnswer } from '../../common/validation';
import { COMMON_PASSWORDS } from '../auth/passwords';
import { requireFreeIdentity } from '../auth/service';
import type { AppContext, Viewer } from '../context';
import type { Db } from '../db/client';
import { events, projectMemberships, projects, teamInvitations, users } from '../db/schema';
import { AppError } from '../errors';
import { ensureParticipant } from '../events/participants';
import { hashToken } from '../events/service';
import { decodeCursor, paginate } from '../http/cursor';
import { publicBaseUrl } from '../http/public-origin';
import { requireValid } from '../http/require-valid';
import { composeMail } from '../mail/templates';
import { notifyInApp } from '../notifications/service';
import { teamPolicy } from '../policies/team';
import type { OpenedProject } from '../projects/access';
import { canActOnProject } from '../projects/policy';
import { createAccount } from '../users/accounts';
import { publicUserColumns } from '../users/columns';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
type InvitationRow = typeof teamInvitations.$inferSelect;

export interface InvitationInput {
  email?: string;
  userName?: string;
  role: TeamRole;
}

const invalidKey = (key: string) => {
  const answer = validationAnswer(key);
  return new AppError('bad_request', answer.message, answer.key);
};
const INVALID_INVITATION = 'This invitation is invalid or has expired';

export function presentInvitation(row: InvitationRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    // An invitation by user name never reveals that user's address to the team.
    email: row.userName ? null : row.email,
    userName: row.userName,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function findUserBy(db: Db, field: 'userName' | 'email', value: string) {
  const column = field === 'userName' ? users.userName : users.email;
  const [user] = await db.select().from(users).where(sql`lower(${column}) = ${value.trim().toLowerCase()}`);
  return user;
}

async function resolveInvitee(db: Db, input: InvitationInput) {
  if (input.userName?.trim()) {
    const user = await findUserBy(db, 'userName', input.userName);
    if (!user) throw new AppError('bad_request', `There is no user named '${input.userName.trim()}'`);
    return {
      email: user.email,
      userName: user.userName,
      userId: user.id as number | null,
      label: user.userName,
    };
  }
  const email = input.email?.trim() ?? '';
  if (!isValidEmail(email)) throw invalidKey('register.error.email');
  const user = await findUserBy(db, 'email', email);
  return { email, userName: null, userId: user?.id ?? null, label: email };
}

function invitationLink(ctx: Ctx, eventSlug: string, projectId: number, token: string): string {
  const base = publicBaseUrl(ctx.config);
  return `${base}/${eventSlug}/accept-participants-invitation?projectId=${projectId}&token=${token}`;
}

/** POST /project/{id}/invite: one mailed, expiring, single-use invitation per address. */
export async function inviteToTeam(
  ctx: Ctx,
  { project, event }: OpenedProject,
  inviter: Viewer,
  invitations: InvitationInput[],
) {
  if (!invitations.length) throw new AppError('bad_request', 'Please add at least one person to invite');
  const resolved = [];
  for (const input of invitations) {
    if (input.role === 'Owner') {
      throw new AppError(
        'bad_request',
        'Invite people as CoOwner, Contributor or Viewer; an invitation never makes an owner',
      );
    }
    const invitee = await resolveInvitee(ctx.db, input);
    // Only for a user name (public, like the team list): for a typed address the answer is the same
    // whoever owns it, so an invitation cannot tell whether an address belongs to a team member.
    if (invitee.userId !== null && invitee.userName !== null) {
      const [member] = await ctx.db
        .select({ id: projectMemberships.id })
        .from(projectMemberships)
        .where(
          and(eq(projectMemberships.projectId, project.id), eq(projectMemberships.userId, invitee.userId)),
        );
      if (member) throw new AppError('conflict', `${invitee.label} is already on the team`);
    }
    resolved.push({ ...invitee, role: input.role });
  }
  const [inviterRow] = await ctx.db.select().from(users).where(eq(users.id, inviter.id));
  const inviterName =
    [inviterRow?.firstName, inviterRow?.lastName].filter(Boolean).join(' ') || inviter.userName;
  const created: InvitationRow[] = [];
  for (const invitee of resolved) {
    const token = randomBytes(32).toString('base64url');
    const row = await ctx.db.transaction(async (tx) => {
      // A new invitation replaces any pending one to the same address.
      await tx
        .delete(teamInvitations)
        .where(
          and(
            eq(teamInvitations.projectId, project.id),
            sql`lower(${teamInvitations.email}) = ${invitee.email.toLowerCase()}`,
            isNull(teamInvitations.acceptedAt),
          ),
        );
      const [inserted] = await tx
        .insert(teamInvitations)
        .values({
          projectId: project.id,
          email: invitee.email,
          userName: invitee.userName,
          role: invitee.role,
          tokenHash: hashToken(token),
          invitedBy: inviter.id,
          expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
        })
        .returning();
      return inserted!;
    });
    const recipient = invitee.userId ? await findUserBy(ctx.db, 'email', invitee.email) : undefined;
    if (recipient) {
      await notifyInApp(ctx.db, event, [recipient.id], {
        kind: 'invitation',
        title: `${inviterName} invited you to join "${project.title || 'a project'}"`,
        body: 'Open the invitation e-mail to accept it.',
        link: null,
        dedupeKey: `team-invitation:${row.id}`,
      });
    }
    await ctx.mailer.send(
      composeMail(invitee.email, recipient?.locale ?? 'en', 'teamInvitation', {
        link: invitationLink(ctx, event.slug, project.id, token),
        inviter: inviterName,
        project: project.title || 'a project',
        event: event.name,
      }),
    );
    created.push(row);
  }
  return created.map(presentInvitation);
}

/**
 * POST /project/{id}/uninvite: removes a member or cancels a pending invitation, both with the invite
 * right; a member needs no right to leave (the policy's `leave`), which never cancels an invitation.
 */
export async function removeFromTeam(
  db: Db,
  opened: OpenedProject,
  target: { userId?: number; invitationId?: number },
): Promise<string> {
  const { project, actor } = opened;
  if (target.invitationId !== undefined) {
    teamPolicy.authorize(actor, 'cancel_invitation', { project });
    const removed = await db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.id, target.invitationId), eq(teamInvitations.projectId, project.id)))
      .returning();
    if (!removed.length) throw new AppError('not_found', 'Invitation not found');
    return 'Invitation cancelled';
  }
  if (target.userId === undefined) throw new AppError('bad_request', 'userId is required');
  const userId = target.userId;
  const self = actor.viewer?.id === userId;
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: projectMemberships.userId, role: projectMemberships.role })
      .from(projectMemberships)
      .where(eq(projectMemberships.projectId, project.id))
      .for('update');
    const member = members.find((m) => m.userId === userId) ?? null;
    // The team policy decides on the member as found: leaving, removing a member, removing an owner.
    teamPolicy.authorize(actor, 'remove_member', { project, member, userId });
    if (!member) throw new AppError('not_found', 'project does not have this member');
    if (member.role === 'Owner' && members.filter((m) => m.role === 'Owner').length === 1) {
      throw new AppError('conflict', 'The last owner cannot leave: the project would not have an owner');
    }
    await tx
      .delete(projectMemberships)
      .where(and(eq(projectMemberships.projectId, project.id), eq(projectMemberships.userId, userId)));
    return self ? 'You left the team' : 'Member removed';
  });
}

/** GET /project/{id}/teams: members in joining order; pending invitations for those who manage the team. */
export async function listTeam(
  db: Db,
  { project, actor }: OpenedProject,
  options: { pageSize: number; nextPageToken?: string; withUsers: boolean },
) {
  const after = decodeCursor(options.nextPageToken, 1);
  const rows = await db
    .select({
      id: projectMemberships.id,
      role: projectMemberships.role,
      userId: projectMemberships.userId,
      user: publicUserColumns,
    })
    .from(projectMemberships)
    .innerJoin(users, eq(users.id, projectMemberships.userId))
    .where(
      and(
        eq(projectMemberships.projectId, project.id),
        after ? gt(projectMemberships.id, Number(after[0])) : undefined,
      ),
    )
    .orderBy(asc(projectMemberships.id))
    .limit(options.pageSize + 1);
  const { page, nextPageToken } = paginate(rows, options.pageSize, (row) => [row.id]);
  const invitations = canActOnProject(project, actor, 'invite')
    ? await db
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.projectId, project.id), isNull(teamInvitations.acceptedAt)))
        .orderBy(asc(teamInvitations.id))
    : [];
  return {
    memberships: page.map(({ user, ...membership }) => ({
      ...membership,
      projectId: project.id,
      ...(options.withUsers ? { user } : {}),
    })),
    invitations: invitations.map(presentInvitation),
    nextPageToken,
  };
}

async function findOpenInvitation(db: Db, projectId: number, token: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.projectId, projectId),
        eq(teamInvitations.tokenHash, hashToken(token)),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, new Date()),
      ),
    );
  return row;
}

/** What the invitation screen shows before the invitee accepts. */
export async function describeInvitation(db: Db, projectId: number, token: string) {
  const invitation = await findOpenInvitation(db, projectId, token);
  if (!invitation) throw new AppError('not_found', INVALID_INVITATION);
  const [project] = await db
    .select({ title: projects.title, slug: events.slug, eventName: events.name })
    .from(projects)
    .innerJoin(events, eq(events.id, projects.eventId))
    .where(eq(projects.id, projectId));
  const account = await findUserBy(db, 'email', invitation.email);
  return {
    projectId,
    projectTitle: project?.title ?? '',
    eventSlug: project?.slug ?? '',
    eventName: project?.eventName ?? '',
    role: invitation.role,
    email: invitation.email,
    hasAccount: Boolean(account),
  };
}

export interface AcceptInput {
  token?: string;
  firstName?: string;
  lastName?: string;
  userName?: string;
  newPassword?: string;
  passwordConfirm?: string;
}

const NEW_ACCOUNT = invitedAccount(COMMON_PASSWORDS);

/** The account an invitee without one creates: a field left out counts as empty. */
function checkNewAccount(input: AcceptInput) {
  const { firstName = '', lastName = '', userName = '', newPassword = '' } = input;
  requireValid(NEW_ACCOUNT, { firstName, lastName, userName, newPassword });
}

/**
 * POST /project/{id}/accept: the token proves the invitee owns the address. A logged-in invitee joins
 * with their account; someone without an account creates one (verified) with the account rules (docs/product.md).
 */
export async function acceptInvitation(db: Db, projectId: number, viewer: Viewer | null, input: AcceptInput) {
  if (!input.token) throw new AppError('bad_request', INVALID_INVITATION);
  const invitation = await findOpenInvitation(db, projectId, input.token);
  if (!invitation) throw new AppError('bad_request', INVALID_INVITATION);
  let account = await findUserBy(db, 'email', invitation.email);
  if (account && viewer?.id !== account.id) {
    if (viewer) throw new AppError('forbidden', 'This invitation was sent to another account');
    throw new AppError('unauthorized', 'Log in with the invited account to accept this invitation');
  }
  if (!account) {
    checkNewAccount(input);
    await requireFreeIdentity(db, input.userName!.trim(), invitation.email);
  }
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(teamInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)))
      .returning();
    if (!claimed.length) throw new AppError('bad_request', INVALID_INVITATION);
    account ??= await createAccount(tx, {
      userName: input.userName!,
      email: invitation.email,
      firstName: input.firstName!,
      lastName: input.lastName!,
      password: input.newPassword!,
      verified: true,
    });
    const user = account!;
    // Someone already on the team keeps their role.
    await tx
      .insert(projectMemberships)
      .values({ projectId, userId: user.id, role: invitation.role })
      .onConflictDoNothing();
    const [membership] = await tx
      .select()
      .from(projectMemberships)
      .where(and(eq(projectMemberships.projectId, projectId), eq(projectMemberships.userId, user.id)));
    const [project] = await tx
      .select({ eventId: projects.eventId })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (project?.eventId) await ensureParticipant(tx, project.eventId, user.id);
    return { membership: membership!, user, created: !viewer };
  });
}
