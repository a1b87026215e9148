import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { AnswerInputOf, Endpoint } from '../../common/contract/endpoint';
import { requireViewer } from '../auth/authenticate';
import { requireFeature } from '../plans/features';
import type { Policy } from '../policies/policy';
import { errorResponses } from './error-responses';

/** The request a handler reads: params, query and body as the entry's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  params: E extends { params: infer P extends z.core.$ZodType } ? z.output<P> : unknown;
  query: E extends { query: infer Q extends z.core.$ZodType } ? z.output<Q> : unknown;
  body: E extends { body: infer B extends z.core.$ZodType } ? z.output<B> : unknown;
};

/**
 * What an endpoint acts on: how the record and the actor are loaded for a request (one lookup, which
 * also refuses what the caller may not even see with 404), the policy over them, and the event whose
 * plan gates features.
 */
export interface Resource<Actor, Rec, Action extends string = string> {
  load(request: FastifyRequest, endpoint: Guarded): Promise<{ actor: Actor; record: Rec }>;
  policy: Policy<Actor, Rec, Action>;
  planOf(record: Rec): number | null;
}

/** What the guard reads of an endpoint: whether it needs a login, its action and its plan feature. */
export type Guarded = Pick<Endpoint, 'login' | 'action' | 'feature'>;

/**
 * The guard before a handler: login when asked (401), the record and the actor loaded once (404 for
 * what the caller may not see), `authorize(actor, action, record)` over the resource's policy
 * (401/403/409), the plan feature (403). Also guards a route outside the contract (a file download).
 */
export async function guard<Actor, Rec>(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: Guarded,
  resource: Resource<Actor, Rec>,
): Promise<{ actor: Actor; record: Rec }> {
  if (endpoint.login) requireViewer(request);
  const { actor, record } = await resource.load(request, endpoint);
  if (endpoint.action) resource.policy.authorize(actor, endpoint.action, record);
  if (endpoint.feature) await requireFeature(app.ctx.db, resource.planOf(record), endpoint.feature);
  return { actor, record };
}

/** What a call about no record hands its handler. */
const NO_RESOURCE = { actor: undefined, record: undefined };

export interface Implementation<E extends Endpoint, Actor, Rec> {
  /** The resource the guard loads and authorises; absent for calls about no record (a token's offer). */
  resource?: Resource<Actor, Rec>;
  /** The same body shape with a rule only the server holds (the list of common passwords). */
  body?: z.core.$ZodType;
  /** Fastify route config: rate limits, the public cache's flags. */
  config?: FastifyContextConfig;
  /**
   * Hooks of its own before the guard: a limiter shared with other routes (`onRequest`), one keyed by
   * what the body names (`preHandler`, once the body is parsed).
   */
  hooks?: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'>;
  /** A body larger than the server's default allows (an import's file sent as JSON text). */
  bodyLimit?: number;
  /**
   * Calls the service and the presenter; everything before it is the guard's. An entry without an
   * answer schema sends its file itself (`return reply.send(...)`).
   */
  handle(input: {
    request: EndpointRequest<E>;
    reply: FastifyReply;
    actor: Actor;
    record: Rec;
  }): Promise<AnswerInputOf<E>>;
}

/** One endpoint's implementation, typed from its contract entry. */
export interface Implemented<E extends Endpoint = Endpoint> {
  entry: E;
  // biome-ignore lint/suspicious/noExplicitAny: the actor and record types are checked where implement() is called
  impl: Implementation<E, any, any>;
}

export function implement<E extends Endpoint, Actor = undefined, Rec = undefined>(
  entry: E,
  impl: Implementation<E, Actor, Rec>,
): Implemented<E> {
  return { entry, impl };
}

/**
 * The one way an endpoint of the contract is registered: its Fastify schema (hence the OpenAPI document)
 * from the entry, and one guard before the handler: login when the entry asks for it (401), the
 * record and the actor loaded once (404 for what the caller may not see), `authorize(actor, action,
 * record)` over the resource's policy (401/403/409), the plan feature (403). A contract whose entries are
 * not all implemented does not type-check.
 */
export function registerEndpoints<C extends Record<string, Endpoint>>(
  app: FastifyInstance,
  contract: C,
  implementations: { [K in keyof C]: Implemented<C[K]> },
): void {
  for (const name of Object.keys(contract)) {
    const { entry, impl } = implementations[name]!;
    if (entry !== contract[name]) throw new Error(`Endpoint ${name} is implemented with another entry`);
    registerEndpoint(app, entry, impl);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see Implemented
function registerEndpoint(app: FastifyInstance, entry: Endpoint, impl: Implementation<Endpoint, any, any>) {
  const { resource } = impl;
  if (entry.action && !resource)
    throw new Error(`${entry.name} needs the action ${entry.action} of no resource`);
  if (entry.action && resource && !resource.policy.actions.includes(entry.action)) {
    throw new Error(`${entry.name}: the resource's policy has no action ${entry.action}`);
  }
  const status = entry.status ?? 200;
  const schema: Record<string, unknown> = { tags: [...entry.tags], summary: entry.summary };
  if (entry.description) schema.description = entry.description;
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (impl.body ?? entry.body) schema.body = impl.body ?? entry.body;
  if (entry.consumes) schema.consumes = [...entry.consumes];
  const responses = {
    ...(entry.response ? { [status]: entry.response } : {}),
    ...(entry.response && entry.createdOrFound ? { 201: entry.response } : {}),
    ...errorResponses(...entry.errors),
  };
  if (Object.keys(responses).length) schema.response = responses;
  app.route({
    method: entry.method,
    url: entry.path,
    schema,
    ...(impl.config ? { config: impl.config } : {}),
    ...impl.hooks,
    ...(impl.bodyLimit ? { bodyLimit: impl.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (!resource && entry.login) requireViewer(request);
      const { actor, record } = resource ? await guard(app, request, entry, resource) : NO_RESOURCE;
      const answer = await impl.handle({
        request: request as EndpointRequest<Endpoint>,
        reply,
        actor,
        record,
      });
      return status === 200 ? answer : reply.status(status).send(answer);
    },
  });
}
