import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamsContract } from '../../common/contract/teams';
import { invitationAcceptance } from '../../common/user-validation';
import { requireViewer } from '../auth/authenticate';
import { COMMON_PASSWORDS } from '../auth/passwords';
import { sendSession, startSession } from '../auth/sessions';
import { implement, registerEndpoints } from '../http/endpoint';
import { projectResource } from '../projects/resource';
import { presentPublicUser } from '../users/presenter';
import { acceptInvitation, describeInvitation, inviteToTeam, listTeam, removeFromTeam } from './service';

/** A project's team (common/contract/teams.ts): the guard loads the project and checks the entry's action. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, teamsContract, {
    invite: implement(teamsContract.invite, {
      resource: projectResource,
      handle: async ({ request, record }) => ({
        invitations: await inviteToTeam(
          app.ctx,
          record,
          requireViewer(request),
          request.body.teamInvitations,
        ),
      }),
    }),

    uninvite: implement(teamsContract.uninvite, {
      resource: projectResource,
      handle: async ({ request, record }) => ({ message: await removeFromTeam(db, record, request.body) }),
    }),

    list: implement(teamsContract.list, {
      resource: projectResource,
      handle: async ({ request, record }) => {
        const team = await listTeam(db, record, {
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
    }),

    invitation: implement(teamsContract.invitation, {
      handle: ({ request }) => describeInvitation(db, request.params.id, request.query.token),
    }),

    accept: implement(teamsContract.accept, {
      body: invitationAcceptance(COMMON_PASSWORDS),
      handle: async ({ request, reply }) => {
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
    }),
  });
};
