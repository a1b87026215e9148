import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamFinderContract } from '../../common/contract/team-finder';
import { requireViewer } from '../auth/authenticate';
import type { EventAccess } from '../events/policy';
import { eventStaffResource } from '../events/resource';
import type { EventRow } from '../events/service';
import { implement, registerEndpoints } from '../http/endpoint';
import { teamFinderPolicy } from '../policies/team-finder';
import { projectResource } from '../projects/resource';
import { joinableProjectResource, teamFinderEventResource } from './resource';
import {
  acceptRequest,
  askToJoin,
  createCard,
  declineRequest,
  deleteCard,
  deleteOpening,
  inviteFromCard,
  loadBoard,
  saveOpening,
  saveTeamFinderSettings,
  teamFinderSettingsOf,
  updateCard,
  withdrawRequest,
} from './service';

/**
 * The team finder (common/contract/team-finder.ts): the board, people's cards, teams' openings, requests
 * to join (docs/product.md#team-finder). Cards on the board's event, openings and answers on the project
 * (its `invite` right), the settings on the event staff resource.
 */
export const teamFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('idOrSlug');
  const board = teamFinderEventResource;
  const moderates = (actor: EventAccess, event: EventRow) => teamFinderPolicy.can(actor, 'moderate', event);

  registerEndpoints(app, teamFinderContract, {
    board: implement(teamFinderContract.board, {
      resource: board,
      handle: ({ request, actor, record: event }) =>
        loadBoard(db, event, request.viewer, {
          canModerate: moderates(actor, event),
          skill: request.query.skill,
        }),
    }),
    settings: implement(teamFinderContract.settings, {
      resource: staff,
      handle: ({ record: event }) => teamFinderSettingsOf(db, event.id),
    }),
    saveSettings: implement(teamFinderContract.saveSettings, {
      resource: staff,
      handle: ({ request, record: event }) => saveTeamFinderSettings(db, event.id, request.body),
    }),
    postCard: implement(teamFinderContract.postCard, {
      resource: board,
      handle: async ({ request, record: event }) => ({
        card: await createCard(db, event, request.viewer, request.body),
      }),
    }),
    editCard: implement(teamFinderContract.editCard, {
      resource: board,
      handle: async ({ request, record: event }) => ({
        card: await updateCard(db, event, request.viewer, request.body),
      }),
    }),
    removeOwnCard: implement(teamFinderContract.removeOwnCard, {
      resource: board,
      handle: async ({ request, actor, record: event }) => ({
        message: await deleteCard(db, event, requireViewer(request), 'own', moderates(actor, event)),
      }),
    }),
    removeCard: implement(teamFinderContract.removeCard, {
      resource: board,
      handle: async ({ request, actor, record: event }) => ({
        message: await deleteCard(
          db,
          event,
          requireViewer(request),
          request.params.id,
          moderates(actor, event),
        ),
      }),
    }),
    saveOpening: implement(teamFinderContract.saveOpening, {
      resource: projectResource,
      handle: async ({ request, record }) => ({ opening: await saveOpening(db, record, request.body) }),
    }),
    closeOpening: implement(teamFinderContract.closeOpening, {
      resource: projectResource,
      handle: async ({ record }) => ({ message: await deleteOpening(db, record) }),
    }),
    inviteFromCard: implement(teamFinderContract.inviteFromCard, {
      resource: projectResource,
      handle: async ({ request, record }) => ({
        invitations: await inviteFromCard(app.ctx, record, requireViewer(request), request.body.cardId),
      }),
    }),
    askToJoin: implement(teamFinderContract.askToJoin, {
      resource: joinableProjectResource,
      handle: async ({ request, record: { project, event } }) => ({
        request: await askToJoin(app.ctx, event, project, request.viewer, request.body.message),
      }),
    }),
    acceptRequest: implement(teamFinderContract.acceptRequest, {
      resource: projectResource,
      handle: async ({ request, record }) => ({
        request: await acceptRequest(app.ctx, record, request.params.requestId, requireViewer(request)),
      }),
    }),
    declineRequest: implement(teamFinderContract.declineRequest, {
      resource: projectResource,
      handle: async ({ request, record }) => ({
        request: await declineRequest(app.ctx, record, request.params.requestId, requireViewer(request)),
      }),
    }),
    withdrawRequest: implement(teamFinderContract.withdrawRequest, {
      handle: async ({ request }) => ({
        message: await withdrawRequest(db, request.params.id, requireViewer(request)),
      }),
    }),
  });
};
