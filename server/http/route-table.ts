import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One route of an area: its documentation and wire shapes (common/), the rest is the area's defaults. */
export interface RouteSpec<P extends z.ZodTypeAny, B extends z.ZodTypeAny, Q extends z.ZodTypeAny, R> {
  summary: string;
  description?: string;
  params: P;
  querystring?: Q;
  body?: B;
  /** The success answer's schema; with `status` 201 the route answers 201 Created. */
  response: R;
  status?: 200 | 201;
}

/** What a handler reads: the request with its validated params, query and body typed from the schemas. */
export type RouteRequest<
  P extends z.ZodTypeAny,
  B extends z.ZodTypeAny,
  Q extends z.ZodTypeAny,
> = FastifyRequest & { params: z.infer<P>; body: z.infer<B>; query: z.infer<Q> };

/**
 * Registers an area's routes with the tags and error answers they share, so each route states only what
 * is its own: path, summary, shapes and handler. The OpenAPI document is generated from the same schema
 * object a hand-written `app.get(path, { schema }, handler)` would pass (docs/decisions/ on zod + OpenAPI).
 */
export function routeTable(app: App, shared: { tags: string[]; errors: Record<number, z.ZodTypeAny> }) {
  return function route<
    P extends z.ZodTypeAny,
    R extends z.ZodTypeAny,
    B extends z.ZodTypeAny = z.ZodUndefined,
    Q extends z.ZodTypeAny = z.ZodUndefined,
  >(
    method: HTTPMethods,
    url: string,
    spec: RouteSpec<P, B, Q, R> & { tags?: string[] },
    handler: (request: RouteRequest<P, B, Q>, reply: FastifyReply) => Promise<z.input<R>>,
  ): void {
    const status = spec.status ?? 200;
    const schema: Record<string, unknown> = { tags: spec.tags ?? shared.tags, summary: spec.summary };
    if (spec.description) schema.description = spec.description;
    schema.params = spec.params;
    if (spec.querystring) schema.querystring = spec.querystring;
    if (spec.body) schema.body = spec.body;
    schema.response = { [status]: spec.response, ...shared.errors };
    app.route({
      method,
      url,
      schema,
      handler: async (request, reply) => {
        const answer = await handler(request as unknown as RouteRequest<P, B, Q>, reply);
        return status === 200 ? answer : reply.status(status).send(answer);
      },
    });
  };
}
