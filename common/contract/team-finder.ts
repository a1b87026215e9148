import { z } from 'zod';
import { messageResponse } from '../api';
import { idOrSlug, positiveId } from '../schemas/ids';
import { teamInvitationSchema } from '../schemas/teams';
import {
  boardResponse,
  cardBody,
  cardSchema,
  inviteCardBody,
  joinRequestBody,
  joinRequestSchema,
  openingBody,
  openingSchema,
  TEAM_FINDER_LIMITS,
  teamFinderSettingsSchema,
} from '../team-finder';
import { defineContract } from './endpoint';
import { teamFinderRoutes } from './routes/team-finder';

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['team-finder'] as const;
const eventParams = z.object({ idOrSlug });
const idParams = z.object({ id: positiveId });
const requestParams = idParams.extend({ requestId: positiveId });
const card = z.object({ card: cardSchema });
const request = z.object({ request: joinRequestSchema });

export const teamFinderContract = defineContract(teamFinderRoutes, {
  board: {
    tags,
    summary: 'The team board: people looking for a team, teams looking for members, and your side of it',
    description:
      'Visitors who are not signed in get the lists only when the organiser allows public listing. ' +
      'E-mail addresses are never part of the answer.',
    params: eventParams,
    query: z.object({ skill: z.string().trim().max(TEAM_FINDER_LIMITS.skillMax).optional() }),
    response: boardResponse,
    errors,
  },
  settings: {
    tags,
    summary: "The team finder's settings (organisers)",
    params: eventParams,
    response: teamFinderSettingsSchema,
    errors,
    action: 'view_staff_area',
  },
  saveSettings: {
    tags,
    summary: 'Turn the team finder on or off and choose whether visitors see its cards',
    params: eventParams,
    body: teamFinderSettingsSchema,
    response: teamFinderSettingsSchema,
    errors,
    action: 'manage_team_finder',
  },
  postCard: {
    tags,
    summary: 'Post your "looking for a team" card (one per person and event)',
    params: eventParams,
    body: cardBody,
    response: card,
    status: 201,
    errors,
    login: true,
  },
  editCard: {
    tags,
    summary: 'Edit your card; visible=false takes it off the board',
    params: eventParams,
    body: cardBody,
    response: card,
    errors,
    login: true,
  },
  removeOwnCard: {
    tags,
    summary: 'Remove your card',
    params: eventParams,
    response: messageResponse,
    errors,
    login: true,
  },
  removeCard: {
    tags,
    summary: 'Remove a card: its author, or an organiser (owner, admin, editor)',
    params: eventParams.extend({ id: positiveId }),
    response: messageResponse,
    errors,
    login: true,
  },
  saveOpening: {
    tags,
    summary: 'Mark the project as looking for members, with the skills it needs',
    params: idParams,
    body: openingBody,
    response: z.object({ opening: openingSchema }),
    errors,
    login: true,
    action: 'invite',
  },
  closeOpening: {
    tags,
    summary: 'The project no longer looks for members',
    params: idParams,
    response: messageResponse,
    errors,
    login: true,
    action: 'invite',
  },
  inviteFromCard: {
    tags,
    summary: "Invite a card's author to the team (the usual mailed invitation, as a Contributor)",
    params: idParams,
    body: inviteCardBody,
    response: z.object({ invitations: z.array(teamInvitationSchema) }),
    errors,
    login: true,
    action: 'invite',
  },
  askToJoin: {
    tags,
    summary: 'Ask to join a team that is looking for members',
    description: `At most ${TEAM_FINDER_LIMITS.joinRequestsPerHour} requests an hour (429) and ${TEAM_FINDER_LIMITS.openJoinRequestsMax} waiting at once (409) per person.`,
    params: idParams,
    body: joinRequestBody,
    response: request,
    status: 201,
    errors: [...errors, 429],
    login: true,
  },
  acceptRequest: {
    tags,
    summary: 'Accept a request: the person joins the team as a Contributor (once, however often it is sent)',
    params: requestParams,
    response: request,
    errors,
    login: true,
    action: 'invite',
  },
  declineRequest: {
    tags,
    summary: 'Decline a request',
    params: requestParams,
    response: request,
    errors,
    login: true,
    action: 'invite',
  },
  withdrawRequest: {
    tags,
    summary: 'Withdraw your request while it waits',
    params: idParams,
    response: messageResponse,
    errors,
    login: true,
  },
});
