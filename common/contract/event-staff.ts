import { z } from 'zod';
import { messageResponse } from '../api';
import { overviewStatsResponse } from '../overview';
import { idOrSlug, positiveId } from '../schemas/ids';
import {
  memberRoleBody,
  staffInvitationAccepted,
  staffInvitationOffer,
  staffInvitationToken,
  staffInviteBody,
  staffInviteResponse,
  staffMemberSchema,
  staffResponse,
} from '../schemas/members';
import { defineContract } from './endpoint';
import { memberRoutes, overviewRoutes } from './routes/event-staff';

export const overviewContract = defineContract(overviewRoutes, {
  overview: {
    tags: ['events'],
    summary:
      'Organiser overview: projects started, likes and project page views per day (last 30 days), review progress and the onboarding checklist (event staff)',
    params: z.object({ idOrSlug }),
    response: overviewStatsResponse,
    errors: [401, 403, 404],
    action: 'view_staff_area',
  },
});

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['organiser'] as const;
const params = z.object({ eventId: positiveId });
const memberParams = z.object({ eventId: positiveId, userId: positiveId });

export const membersContract = defineContract(memberRoutes, {
  members: {
    tags,
    summary: "The event's staff (owner, admins, editors, viewers)",
    params,
    response: staffResponse,
    errors,
    action: 'view_staff_area',
  },
  invite: {
    tags,
    summary: 'Invite a person as admin, editor or viewer by e-mail (within the plan’s seats)',
    description:
      'The address is mailed a single-use link (valid 7 days). The role is given only when the account ' +
      'of that address accepts it; until then the invitation is listed as pending and can be cancelled. ' +
      'The answer is the same whether or not the address has an account.',
    params,
    body: staffInviteBody,
    response: staffInviteResponse,
    errors,
    action: 'manage_members',
  },
  invitation: {
    tags,
    summary: 'What a staff invitation link offers (for its accept screen)',
    params: z.object({ idOrSlug }),
    query: z.object({ token: staffInvitationToken }),
    response: staffInvitationOffer,
    errors,
  },
  accept: {
    tags,
    summary: 'Accept a staff or judge invitation (logged in as the account of the invited address)',
    params: z.object({ idOrSlug }),
    body: z.object({ token: staffInvitationToken }),
    response: staffInvitationAccepted,
    errors,
    login: true,
  },
  changeRole: {
    tags,
    summary: "Change a staff member's role",
    params: memberParams,
    body: memberRoleBody,
    response: staffMemberSchema,
    errors,
    action: 'manage_members',
  },
  remove: {
    tags,
    summary: 'Remove a staff member',
    params: memberParams,
    response: messageResponse,
    errors,
    action: 'manage_members',
  },
  cancelInvitation: {
    tags,
    summary: 'Cancel a pending staff invitation',
    params: z.object({ eventId: positiveId, invitationId: positiveId }),
    response: messageResponse,
    errors,
    action: 'manage_members',
  },
});
