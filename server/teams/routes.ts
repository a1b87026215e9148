import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import {
  invitationAcceptedResponse,
  invitationOfferSchema,
  teamInviteBody,
  teamInviteResponse,
  teamRemoveBody,
  teamResponse,
} from '../../common/schemas/teams';
import { invitationAcceptance } from '../../common/user-validation';
import { requireViewer } from '../auth/authenticate';
import { COMMON_PASSWORDS } from '../auth/passwords';
import { sendSession, startSession } from '../auth/sessions';
import { callerOf } from '../events/credentials';
import { errorResponses } from '../http/error-responses';
import { csv, pageSize, positiveId } from '../http/query';
import { openProject } from '../projects/access';
import { presentPublicUser } from '../users/presenter';
import { acceptInvitation, describeInvitation, inviteToTeam, listTeam, removeFromTeam } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

const idParams = z.object({ id: positiveId });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/project/:id/invite',
    {
      schema: {
        tags: ['teams'],
        summary: 'Invite people to the team by e-mail or user name; each gets a mailed, expiring link',
        params: idParams,
        body: teamInviteBody,
        response: { 200: teamInviteResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'invite');
      return { invitations: await inviteToTeam(app.ctx, opened, viewer, request.body.teamInvitations) };
    },
  );

  app.post(
    '/project/:id/uninvite',
    {
      schema: {
        tags: ['teams'],
        summary: 'Remove a member (userId) or cancel a pending invitation (invitationId)',
        params: idParams,
        body: teamRemoveBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      requireViewer(request);
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'view');
      return { message: await removeFromTeam(db, opened, request.body) };
    },
  );

  app.get(
    '/project/:id/teams',
    {
      schema: {
        tags: ['teams'],
        summary: "A project's team, with pending invitations for those who manage it",
        params: idParams,
        querystring: z.object({
          pageSize: pageSize(100),
          nextPageToken: z.string().max(1024).optional(),
          includes: csv(z.enum(['user'])),
        }),
        response: { 200: teamResponse, ...errors },
      },
    },
    async (request) => {
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'view');
      const team = await listTeam(db, opened, {
        pageSize: request.query.pageSize,
        nextPageToken: request.query.nextPageToken,
        withUsers: request.query.includes?.includes('user') ?? false,
      });
      return {
        ...team,
        memberships: team.memberships.map((m) => ({
          ...m,
          user: m.user ? presentPublicUser(m.user) : undefined,
        })),
      };
    },
  );

  app.get(
    '/project/:id/invitation',
    {
      schema: {
        tags: ['teams'],
        summary: 'What an invitation link offers, for the acceptance screen',
        params: idParams,
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: invitationOfferSchema, ...errors },
      },
    },
    async (request) => describeInvitation(db, request.params.id, request.query.token),
  );

  app.post(
    '/project/:id/accept',
    {
      schema: {
        tags: ['teams'],
        summary: 'Accept an invitation; creates the account when the invitee has none (then logs in)',
        params: idParams,
        body: invitationAcceptance(COMMON_PASSWORDS),
        response: { 200: invitationAcceptedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { membership, user, created } = await acceptInvitation(
        db,
        request.params.id,
        request.viewer,
        request.body,
      );
      if (created) {
        sendSession(reply, await startSession(db, app.ctx.keys, user, request.event?.slug ?? ''));
      }
      return { membership: { ...membership, user: presentPublicUser(user) } };
    },
  );
};
