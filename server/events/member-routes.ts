import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse, publicUserSchema } from '../../common/api';
import { EVENT_ROLES } from '../../common/constants';
import { JUDGE_ROLE } from '../../common/judging';
import { requireViewer } from '../auth/authenticate';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { presentPublicUser } from '../users/presenter';
import {
  ASSIGNABLE_ROLES,
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
const memberSchema = z.object({
  userId: z.number().int(),
  role: z.enum(EVENT_ROLES),
  user: publicUserSchema.optional(),
});
const params = z.object({ eventId: positiveId });
const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(EVENT_ROLES),
  expiresAt: z.string().nullable(),
});
const token = z.string().min(1).max(256);
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
          200: z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) }),
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
        body: z.object({ email: z.string().max(320), role: z.enum(ASSIGNABLE_ROLES) }),
        response: {
          200: z.object({ email: z.string(), role: z.enum(ASSIGNABLE_ROLES), pending: z.literal(true) }),
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
        querystring: z.object({ token }),
        response: {
          200: z.object({
            eventName: z.string(),
            role: z.enum(EVENT_ROLES),
            email: z.string(),
            inviter: z.string().nullable(),
            expiresAt: z.string(),
          }),
          ...errors,
        },
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
        body: z.object({ token }),
        response: {
          200: z.object({
            eventId: z.number().int(),
            slug: z.string(),
            role: z.enum([...ASSIGNABLE_ROLES, JUDGE_ROLE]),
          }),
          ...errors,
        },
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
        body: z.object({ role: z.enum(ASSIGNABLE_ROLES) }),
        response: { 200: memberSchema, ...errors },
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
