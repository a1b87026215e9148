import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import {
  memberRoleBody,
  staffInvitationAccepted,
  staffInvitationOffer,
  staffInvitationToken,
  staffInviteBody,
  staffInviteResponse,
  staffMemberSchema,
  staffResponse,
} from '../../common/schemas/members';
import { requireViewer } from '../auth/authenticate';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { presentPublicUser } from '../users/presenter';
import {
  acceptInvitation,
  cancelEventInvitation,
  changeMemberRole,
  describeInvitation,
  inviteMember,
  listEventInvitations,
  listMembers,
  removeMember,
} from './members';
import { requireEvent } from './service';
import { requireEventPermission } from './staff-access';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ eventId: positiveId });
const memberParams = z.object({ eventId: positiveId, userId: positiveId });

/**
 * Event staff: owners and admins invite admins, editors and viewers (who accept by mailed link), change
 * their roles and remove them.
 */
export const eventMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/events/:eventId/members',
    {
      schema: {
        tags: ['organiser'],
        summary: "The event's staff (owner, admins, editors, viewers)",
        params,
        response: {
          200: staffResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'view_staff_area');
      const rows = await listMembers(app.ctx, event.id);
      return {
        members: rows.map((row) => ({ ...row, user: presentPublicUser(row.user) })),
        invitations: await listEventInvitations(app.ctx, event.id),
      };
    },
  );

  app.post(
    '/partners/events/:eventId/members',
    {
      schema: {
        tags: ['organiser'],
        summary: 'Invite a person as admin, editor or viewer by e-mail (within the plan’s seats)',
        description:
          'The address is mailed a single-use link (valid 7 days). The role is given only when the account ' +
          'of that address accepts it; until then the invitation is listed as pending and can be cancelled. ' +
          'The answer is the same whether or not the address has an account.',
        params,
        body: staffInviteBody,
        response: {
          200: staffInviteResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const { event, viewer } = await requireEventPermission(
        request,
        request.params.eventId,
        'manage_members',
      );
      return inviteMember(app.ctx, event, viewer, request.body.email, request.body.role);
    },
  );

  app.get(
    '/partners/events/:idOrSlug/staff-invitation',
    {
      schema: {
        tags: ['organiser'],
        summary: 'What a staff invitation link offers (for its accept screen)',
        params: z.object({ idOrSlug }),
        querystring: z.object({ token: staffInvitationToken }),
        response: { 200: staffInvitationOffer, ...errors },
      },
    },
    async (request) => {
      const event = await requireEvent(app.ctx.db, request.params.idOrSlug);
      return describeInvitation(app.ctx, event, request.query.token);
    },
  );

  app.post(
    '/partners/events/:idOrSlug/staff-invitation/accept',
    {
      schema: {
        tags: ['organiser'],
        summary: 'Accept a staff or judge invitation (logged in as the account of the invited address)',
        params: z.object({ idOrSlug }),
        body: z.object({ token: staffInvitationToken }),
        response: { 200: staffInvitationAccepted, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const event = await requireEvent(app.ctx.db, request.params.idOrSlug);
      return acceptInvitation(app.ctx, event, viewer, request.body.token);
    },
  );

  app.patch(
    '/partners/events/:eventId/members/:userId',
    {
      schema: {
        tags: ['organiser'],
        summary: "Change a staff member's role",
        params: memberParams,
        body: memberRoleBody,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireEventPermission(request, request.params.eventId, 'manage_members');
      return changeMemberRole(app.ctx, staff, request.params.userId, request.body.role);
    },
  );

  app.delete(
    '/partners/events/:eventId/members/:userId',
    {
      schema: {
        tags: ['organiser'],
        summary: 'Remove a staff member',
        params: memberParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const staff = await requireEventPermission(request, request.params.eventId, 'manage_members');
      await removeMember(app.ctx, staff, request.params.userId);
      return { message: 'Member removed' };
    },
  );

  app.delete(
    '/partners/events/:eventId/invitations/:invitationId',
    {
      schema: {
        tags: ['organiser'],
        summary: 'Cancel a pending staff invitation',
        params: z.object({ eventId: positiveId, invitationId: positiveId }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'manage_members');
      await cancelEventInvitation(app.ctx, event.id, request.params.invitationId);
      return { message: 'Invitation cancelled' };
    },
  );
};
