import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse, publicUserSchema } from '../../common/api';
import { EVENT_ROLES } from '../../common/constants';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
import { presentPublicUser } from '../users/presenter';
import {
  ASSIGNABLE_ROLES,
  addMember,
  cancelEventInvitation,
  changeMemberRole,
  listEventInvitations,
  listMembers,
  removeMember,
} from './members';
import { requireEventPermission } from './staff-access';

const errors = errorResponses(400, 401, 403, 404, 409);
const memberSchema = z.object({
  userId: z.number().int(),
  role: z.enum(EVENT_ROLES),
  user: publicUserSchema.optional(),
});
const params = z.object({ eventId: positiveId });
const invitationSchema = z.object({ id: z.number().int(), email: z.string(), role: z.enum(EVENT_ROLES) });
const memberParams = z.object({ eventId: positiveId, userId: positiveId });

/** Event staff: owners and admins add admins, editors and viewers, change their roles, remove them. */
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
        summary: 'Add a person as admin, editor or viewer by e-mail (within the plan’s seats)',
        description:
          'An existing account gets the role at once (pending=false). An address without an account gets a ' +
          'mailed invitation (pending=true) that becomes the role when that address is verified.',
        params,
        body: z.object({ email: z.string().max(320), role: z.enum(ASSIGNABLE_ROLES) }),
        response: {
          200: z.union([
            z.object({ userId: z.number().int(), role: z.enum(ASSIGNABLE_ROLES), pending: z.literal(false) }),
            z.object({ email: z.string(), role: z.enum(ASSIGNABLE_ROLES), pending: z.literal(true) }),
          ]),
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
      return addMember(app.ctx, event, viewer, request.body.email, request.body.role);
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
      const { event } = await requireEventPermission(request, request.params.eventId, 'manage_members');
      return changeMemberRole(app.ctx, event, request.params.userId, request.body.role);
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
      const { event } = await requireEventPermission(request, request.params.eventId, 'manage_members');
      await removeMember(app.ctx, event, request.params.userId);
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
