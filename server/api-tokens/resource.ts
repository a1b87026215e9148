import type { FastifyRequest } from 'fastify';
import { API_TOKEN_ERROR_KEYS, type ApiTokenScope } from '../../common/api-tokens';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import type { EventRow } from '../events/service';
import type { Resource } from '../http/endpoint';
import { type Actor, actorFor } from '../policies/actor';
import { apiTokenPolicy } from '../policies/api-token';
import { definePolicy } from '../policies/policy';
import type { TokenOwner } from './service';

/** Tokens are made, listed and revoked from a signed-in session, never with a token. */
function requireSession(request: FastifyRequest): Viewer {
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

/** The caller's own tokens: anyone signed in manages theirs, so no rule is asked. */
export const personalTokensResource: Resource<Viewer, TokenOwner> = {
  async load(request) {
    const viewer = requireSession(request);
    return { actor: viewer, record: { kind: 'personal', userId: viewer.id } };
  },
  policy: definePolicy<Viewer, TokenOwner, never>({}),
  planOf: () => null,
};

/**
 * The tokens of the event of the path, from a session (checked before the event is looked up), with
 * the scopes a creation asks for; the policy decides by the caller's role there.
 */
export const eventTokensResource: Resource<Actor, { event: EventRow; scopes: readonly ApiTokenScope[] }> = {
  async load(request) {
    requireSession(request);
    const actor = await actorFor(request, (request.params as { idOrSlug: string }).idOrSlug);
    const scopes = (request.body as { scopes?: ApiTokenScope[] } | undefined)?.scopes ?? [];
    return { actor, record: { event: actor.event, scopes } };
  },
  policy: apiTokenPolicy,
  planOf: ({ event }) => event.planId,
};
