import { z } from 'zod';
import { messageResponse } from '../api';
import { positiveId } from '../schemas/ids';
import { csv, pageSize } from '../schemas/query';
import {
  invitationAcceptedResponse,
  invitationOfferSchema,
  teamInviteBody,
  teamInviteResponse,
  teamRemoveBody,
  teamResponse,
} from '../schemas/teams';
import { invitationAcceptance, NO_PASSWORD_LIST } from '../user-validation';
import { defineContract } from './endpoint';
import { teamRoutes } from './routes/teams';

const errors = [400, 401, 403, 404, 409] as const;
const params = z.object({ id: positiveId });
const tags = ['teams'] as const;

export const teamsContract = defineContract(teamRoutes, {
  invite: {
    tags,
    summary: 'Invite people to the team by e-mail or user name; each gets a mailed, expiring link',
    params,
    body: teamInviteBody,
    response: teamInviteResponse,
    errors,
    login: true,
    action: 'invite',
  },
  uninvite: {
    tags,
    summary: 'Remove a member (userId) or cancel a pending invitation (invitationId)',
    params,
    body: teamRemoveBody,
    response: messageResponse,
    errors,
    // Who may remove whom depends on the member found, so the team policy decides in the service.
    login: true,
  },
  list: {
    tags,
    summary: "A project's team, with pending invitations for those who manage it",
    params,
    query: z.object({
      pageSize: pageSize(100),
      nextPageToken: z.string().max(1024).optional(),
      includes: csv(z.enum(['user'])),
    }),
    response: teamResponse,
    errors,
  },
  invitation: {
    tags,
    summary: 'What an invitation link offers, for the acceptance screen',
    params,
    query: z.object({ token: z.string().min(1).max(200) }),
    response: invitationOfferSchema,
    errors,
  },
  accept: {
    tags,
    summary: 'Accept an invitation; creates the account when the invitee has none (then logs in)',
    params,
    // The shape; the server adds its list of common passwords to the password rule.
    body: invitationAcceptance(NO_PASSWORD_LIST),
    response: invitationAcceptedResponse,
    errors,
  },
});
