import { z } from 'zod';
import { publicUserSchema } from '../api';
import { EVENT_ROLES } from '../constants';
import { JUDGE_ROLE } from '../judging';
import { email } from '../user-validation';

/** The staff roles an owner or admin gives by invitation (the owner's role is never given). */
export const ASSIGNABLE_ROLES = [
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
  'ss_event_volunteer',
] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  role: z.enum(EVENT_ROLES),
  user: publicUserSchema.optional(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(EVENT_ROLES),
  expiresAt: z.string().nullable(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffResponse = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});

export const staffInviteBody = z.object({ email: z.string().max(320), role: z.enum(ASSIGNABLE_ROLES) });
/**
 * The invitation form's rule: the shared e-mail rule, which the service applies to the body too (the
 * route's published body stays a string of at most 320 characters, so the OpenAPI document is unchanged).
 */
export const staffInviteForm = z.object({ email, role: z.enum(ASSIGNABLE_ROLES) });
export const staffInviteResponse = z.object({
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  pending: z.literal(true),
});

/** The token of a staff invitation link. */
export const staffInvitationToken = z.string().min(1).max(256);

/** What a staff invitation link offers, for its accept screen. */
export const staffInvitationOffer = z.object({
  eventName: z.string(),
  role: z.enum(EVENT_ROLES),
  email: z.string(),
  inviter: z.string().nullable(),
  expiresAt: z.string(),
});

export const staffInvitationAccepted = z.object({
  eventId: z.number().int(),
  slug: z.string(),
  role: z.enum([...ASSIGNABLE_ROLES, JUDGE_ROLE, 'ss_event_participant']),
});
export type StaffInvitationAccepted = z.infer<typeof staffInvitationAccepted>;

export const memberRoleBody = z.object({ role: z.enum(ASSIGNABLE_ROLES) });
