import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersContract } from '../../common/contract/event-staff';
import { requireViewer } from '../auth/authenticate';
import { implement, registerEndpoints } from '../http/endpoint';
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
import { eventStaffResource } from './resource';
import { requireEvent } from './service';

/**
 * Event staff (common/contract/event-staff.ts): owners and admins invite admins, editors and viewers
 * (who accept by mailed link), change their roles and remove them; whom one may change is decided on
 * the member as found (members.ts).
 */
export const eventMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = eventStaffResource('eventId');

  registerEndpoints(app, membersContract, {
    members: implement(membersContract.members, {
      resource: staff,
      handle: async ({ record: event }) => {
        const rows = await listMembers(app.ctx, event.id);
        return {
          members: rows.map((row) => ({ ...row, user: presentPublicUser(row.user) })),
          invitations: await listEventInvitations(app.ctx, event.id),
        };
      },
    }),
    invite: implement(membersContract.invite, {
      resource: staff,
      handle: ({ request, actor, record: event }) =>
        inviteMember(app.ctx, event, actor.viewer, request.body.email, request.body.role),
    }),
    invitation: implement(membersContract.invitation, {
      handle: async ({ request }) => {
        const event = await requireEvent(app.ctx.db, request.params.idOrSlug);
        return describeInvitation(app.ctx, event, request.query.token);
      },
    }),
    accept: implement(membersContract.accept, {
      handle: async ({ request }) => {
        const viewer = requireViewer(request);
        const event = await requireEvent(app.ctx.db, request.params.idOrSlug);
        return acceptInvitation(app.ctx, event, viewer, request.body.token);
      },
    }),
    changeRole: implement(membersContract.changeRole, {
      resource: staff,
      handle: ({ request, actor }) =>
        changeMemberRole(app.ctx, actor, request.params.userId, request.body.role),
    }),
    remove: implement(membersContract.remove, {
      resource: staff,
      handle: async ({ request, actor }) => {
        await removeMember(app.ctx, actor, request.params.userId);
        return { message: 'Member removed' };
      },
    }),
    cancelInvitation: implement(membersContract.cancelInvitation, {
      resource: staff,
      handle: async ({ request, record: event }) => {
        await cancelEventInvitation(app.ctx, event.id, request.params.invitationId);
        return { message: 'Invitation cancelled' };
      },
    }),
  });
};
