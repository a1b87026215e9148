import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokensContract } from '../../common/contract/api-tokens';
import { implement, registerEndpoints } from '../http/endpoint';
import { eventTokensResource, personalTokensResource } from './resource';
import { createApiToken, listApiTokens, revokeApiToken, type TokenOwner } from './service';

const eventOwner = (eventId: number): TokenOwner => ({ kind: 'event', eventId });

/**
 * API tokens (common/contract/api-tokens.ts): personal tokens on the caller's own account, event tokens
 * in the organiser console, both from a signed-in session only.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const personal = personalTokensResource;
  const event = eventTokensResource;

  registerEndpoints(app, apiTokensContract, {
    personal: implement(apiTokensContract.personal, {
      resource: personal,
      handle: async ({ record: owner }) => ({ tokens: await listApiTokens(db, owner) }),
    }),
    createPersonal: implement(apiTokensContract.createPersonal, {
      resource: personal,
      handle: ({ request, actor, record: owner }) => createApiToken(db, owner, actor, request.body),
    }),
    revokePersonal: implement(apiTokensContract.revokePersonal, {
      resource: personal,
      handle: async ({ request, record: owner }) => {
        await revokeApiToken(db, owner, request.params.tokenId);
        return { revoked: true as const };
      },
    }),
    event: implement(apiTokensContract.event, {
      resource: event,
      handle: async ({ record }) => ({ tokens: await listApiTokens(db, eventOwner(record.event.id)) }),
    }),
    createEvent: implement(apiTokensContract.createEvent, {
      resource: event,
      handle: ({ request, actor, record }) =>
        createApiToken(db, eventOwner(record.event.id), actor.viewer, request.body),
    }),
    revokeEvent: implement(apiTokensContract.revokeEvent, {
      resource: event,
      handle: async ({ request, record }) => {
        await revokeApiToken(db, eventOwner(record.event.id), request.params.tokenId);
        return { revoked: true as const };
      },
    }),
  });
};
