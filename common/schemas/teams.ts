import { z } from 'zod';
import { publicUserSchema } from '../api';
import { TEAM_ROLES } from '../constants';
import { MAX_INVITATIONS_PER_CALL } from '../projects';
import { positiveId } from './ids';

/** A pending invitation to a project's team. */
export const teamInvitationSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  email: z.string().nullable(),
  userName: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamMembershipSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  userId: z.number().int(),
  role: z.enum(TEAM_ROLES),
  user: publicUserSchema.optional(),
});
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

const field = (max: number) => z.string().max(max).optional();

/** POST /project/{id}/invite: people by e-mail or user name, each with the role offered. */
export const teamInviteBody = z.object({
  teamInvitations: z
    .array(
      z.object({ email: field(320), userName: field(64), role: z.enum(TEAM_ROLES).default('Contributor') }),
    )
    .max(MAX_INVITATIONS_PER_CALL),
});
export const teamInviteResponse = z.object({ invitations: z.array(teamInvitationSchema) });

/** POST /project/{id}/uninvite: a member to remove (or oneself, to leave) or an invitation to cancel. */
export const teamRemoveBody = z.object({
  userId: positiveId.optional(),
  invitationId: positiveId.optional(),
});

export const teamResponse = z.object({
  memberships: z.array(teamMembershipSchema),
  invitations: z.array(teamInvitationSchema),
  nextPageToken: z.string().nullable(),
});
export type Team = z.infer<typeof teamResponse>;

/** What an invitation link offers, for the acceptance screen. */
export const invitationOfferSchema = z.object({
  projectId: z.number().int(),
  projectTitle: z.string(),
  eventSlug: z.string(),
  eventName: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string(),
  hasAccount: z.boolean(),
});
export type InvitationOffer = z.infer<typeof invitationOfferSchema>;

export const invitationAcceptedResponse = z.object({ membership: teamMembershipSchema });
