import { z } from 'zod';
import { apiTokenCreateBody, apiTokenCreatedResponse, apiTokenListResponse } from '../schemas/api-tokens';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { apiTokenRoutes } from './routes/api-tokens';

const tags = ['api-tokens'] as const;
const errors = [400, 401, 403, 404, 409] as const;
const eventParams = z.object({ idOrSlug });
const revoked = z.object({ revoked: z.literal(true) });

/**
 * API tokens (docs/integrations.md#api-tokens): personal tokens on the caller's own account, event tokens
 * in the organiser console. A token is answered once, at creation; only its hash is kept.
 */
export const apiTokensContract = defineContract(apiTokenRoutes, {
  personal: {
    tags,
    summary: 'Your personal API tokens (never the tokens themselves)',
    response: apiTokenListResponse,
    errors,
  },
  createPersonal: {
    tags,
    summary: 'Create a personal API token: it acts as you, limited to its scopes',
    description:
      'The answer holds the token (`sc_pat_…`) this once; store it, it cannot be shown again. Send it as ' +
      '`Authorization: Bearer <token>`. Scopes: `read` (GET calls), `write_projects` (your projects), ' +
      '`manage_event` (the console of events you organise).',
    body: apiTokenCreateBody,
    response: apiTokenCreatedResponse,
    errors,
  },
  revokePersonal: {
    tags,
    summary: 'Revoke one of your personal API tokens: it stops working at once',
    params: z.object({ tokenId: positiveId }),
    response: revoked,
    errors,
  },
  event: {
    tags,
    summary: "The event's API tokens (owners, admins and editors)",
    params: eventParams,
    response: apiTokenListResponse,
    errors,
    action: 'list',
  },
  createEvent: {
    tags,
    summary: 'Create an event API token: it acts for this event only, with your role in it',
    description:
      'The answer holds the token (`sc_evt_…`) this once. The token acts with the rights of the organiser ' +
      'who created it, in this event only, limited to its scopes; it stops working when they no longer ' +
      'organise the event.',
    params: eventParams,
    body: apiTokenCreateBody,
    response: apiTokenCreatedResponse,
    errors,
    action: 'create',
  },
  revokeEvent: {
    tags,
    summary: "Revoke one of the event's API tokens: it stops working at once",
    params: z.object({ idOrSlug, tokenId: positiveId }),
    response: revoked,
    errors,
    action: 'revoke',
  },
});
