import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TOKEN_ERROR_KEYS } from '../../common/api-tokens';
import { eventRoleAllows } from '../../common/permissions';
import {
  apiTokenCreateBody,
  apiTokenCreatedResponse,
  apiTokenListResponse,
} from '../../common/schemas/api-tokens';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { actorFor } from '../policies/actor';
import { authorize } from '../policies/authorize';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

const TAGS = ['api-tokens'];
const errors = errorResponses(400, 401, 403, 404, 409);
const eventParams = z.object({ idOrSlug });
const eventTokenParams = z.object({ idOrSlug, tokenId: positiveId });
const tokenParams = z.object({ tokenId: positiveId });
const revoked = z.object({ revoked: z.literal(true) });

/** Tokens are made, listed and revoked from a signed-in session, never with a token. */
function requireSession(request: Parameters<typeof requireViewer>[0]): Viewer {
  const viewer = requireViewer(request);
  if (viewer.apiToken) {
    throw new AppError(
      'forbidden',
      'API tokens cannot make this call: it needs a signed-in session',
      API_TOKEN_ERROR_KEYS.notForTokens,
    );
  }
  return viewer;
}

/**
 * API tokens (docs/integrations.md#api-tokens): personal tokens on the caller's own account, event tokens
 * in the organiser console. A token is answered once, at creation; only its hash is kept.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/me/tokens',
    {
      schema: {
        tags: TAGS,
        summary: 'Your personal API tokens (never the tokens themselves)',
        response: { 200: apiTokenListResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireSession(request);
      return { tokens: await listApiTokens(db, { kind: 'personal', userId: viewer.id }) };
    },
  );

  app.post(
    '/me/tokens',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a personal API token: it acts as you, limited to its scopes',
        description:
          'The answer holds the token (`sc_pat_…`) this once; store it, it cannot be shown again. Send it as ' +
          '`Authorization: Bearer <token>`. Scopes: `read` (GET calls), `write_projects` (your projects), ' +
          '`manage_event` (the console of events you organise).',
        body: apiTokenCreateBody,
        response: { 200: apiTokenCreatedResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireSession(request);
      return createApiToken(db, { kind: 'personal', userId: viewer.id }, viewer, request.body);
    },
  );

  app.delete(
    '/me/tokens/:tokenId',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke one of your personal API tokens: it stops working at once',
        params: tokenParams,
        response: { 200: revoked, ...errors },
      },
    },
    async (request) => {
      const viewer = requireSession(request);
      await revokeApiToken(db, { kind: 'personal', userId: viewer.id }, request.params.tokenId);
      return { revoked: true as const };
    },
  );

  app.get(
    '/partners/events/:idOrSlug/api-tokens',
    {
      schema: {
        tags: TAGS,
        summary: "The event's API tokens (owners, admins and editors)",
        params: eventParams,
        response: { 200: apiTokenListResponse, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      // Listing and revoking stay possible on an archived event: they only take access away.
      const actor = await actorFor(request, request.params.idOrSlug);
      authorize(actor, 'manage_api_tokens');
      return { tokens: await listApiTokens(db, { kind: 'event', eventId: actor.event.id }) };
    },
  );

  app.post(
    '/partners/events/:idOrSlug/api-tokens',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an event API token: it acts for this event only, with your role in it',
        description:
          'The answer holds the token (`sc_evt_…`) this once. The token acts with the rights of the organiser ' +
          'who created it, in this event only, limited to its scopes; it stops working when they no longer ' +
          'organise the event.',
        params: eventParams,
        body: apiTokenCreateBody,
        response: { 200: apiTokenCreatedResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireSession(request);
      const { event, role } = await requireEventPermission(
        request,
        request.params.idOrSlug,
        'manage_api_tokens',
      );
      // The token acts with its creator's role in the event: a super admin without one has none to lend.
      if (!eventRoleAllows(role, 'manage_api_tokens')) {
        throw new AppError(
          'forbidden',
          'Event tokens act with your role in the event: only its owners, admins and editors may create them',
        );
      }
      if (request.body.scopes.includes('manage_event') && !eventRoleAllows(role, 'edit_event')) {
        throw new AppError('forbidden', 'You cannot give a token rights you do not have');
      }
      return createApiToken(db, { kind: 'event', eventId: event.id }, viewer, request.body);
    },
  );

  app.delete(
    '/partners/events/:idOrSlug/api-tokens/:tokenId',
    {
      schema: {
        tags: TAGS,
        summary: "Revoke one of the event's API tokens: it stops working at once",
        params: eventTokenParams,
        response: { 200: revoked, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      const actor = await actorFor(request, request.params.idOrSlug);
      authorize(actor, 'manage_api_tokens');
      await revokeApiToken(db, { kind: 'event', eventId: actor.event.id }, request.params.tokenId);
      return { revoked: true as const };
    },
  );
};
