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

  registerEndpoints(app, apiTokensContract, {
    personal: implement(apiTokensContract.personal, {
      resource: personalTokensResource,
      handle: async ({ record: owner }) => ({ tokens: await listApiTokens(db, owner) }),
    }),
    createPersonal: implement(apiTokensContract.createPersonal, {
      resource: personalTokensResource,
      handle: ({ request, actor, record: owner }) => createApiToken(db, owner, actor, request.body),
    }),
    revokePersonal: implement(apiTokensContract.revokePersonal, {
      resource: personalTokensResource,
      handle: async ({ request, record: owner }) => {
        await revokeApiToken(db, owner, request.params.tokenId);
        return { revoked: true as const };
      },
    }),
    event: implement(apiTokensContract.event, {
      resource: eventTokensResource,
      handle: async ({ record }) => ({ tokens: await listApiTokens(db, eventOwner(record.event.id)) }),
    }),
    createEvent: implement(apiTokensContract.createEvent, {
      resource: eventTokensResource,
      handle: ({ request, actor, record }) =>
        createApiToken(db, eventOwner(record.event.id), actor.viewer, request.body),
    }),
    revokeEvent: implement(apiTokensContract.revokeEvent, {
      resource: eventTokensResource,
      handle: async ({ request, record }) => {
        await revokeApiToken(db, eventOwner(record.event.id), request.params.tokenId);
        return { revoked: true as const };
      },
    }),
  });
};
