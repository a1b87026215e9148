import {
  type AnswerOf,
  type CallArgs,
  type Endpoint,
  fillPath,
  type KeyArgs,
  type PathArgsOf,
  pathParamNames,
  type Route,
  type RouteArea,
  routeKey,
} from '../../common/contract/endpoint';
import { apiRequest, type RequestOptions } from './client';

/** What a call may add besides its input: no session (anonymous calls), cancellation. */
export type CallOptions = Pick<RequestOptions, 'anonymous' | 'signal' | 'headers'>;

/** One endpoint of the contract, as the browser calls it and keys its answers. */
export interface ClientEndpoint<E extends Endpoint> {
  /** Calls it: path parameters in order, then the body (writes) or the query (reads), then options. */
  (...args: [...CallArgs<E>, options?: CallOptions]): Promise<AnswerOf<E>>;
  /** Its address below /api-v2, for what the browser sends or fetches itself (an upload, a download). */
  path(...values: PathArgsOf<E>): string;
  /** Its TanStack Query key: the area's root, the entry's key name, the path parameters, the query. */
  key(...args: KeyArgs<E>): readonly unknown[];
  /** `useQuery` options: the key and a query function that passes TanStack's abort signal on. */
  query(...args: [...CallArgs<E>, options?: CallOptions]): {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<AnswerOf<E>>;
  };
}

export type ContractClient<C extends Record<string, Endpoint>> = { [K in keyof C]: ClientEndpoint<C[K]> };

/**
 * The browser's side of an area of the contract. It is built from the area's routes (plain data, no
 * zod, so public pages stay small) and typed from the contract with a type-only import, so a call
 * states neither its path nor its answer type: `api.teams.invite(id, body)`.
 */
export function contractClient<C extends Record<string, Endpoint>>(area: RouteArea): ContractClient<C> {
  const client: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(area.routes)) client[name] = clientEndpoint(area, name, route);
  return client as ContractClient<C>;
}

function clientEndpoint(area: RouteArea, name: string, route: Route) {
  const count = pathParamNames(route.path).length;
  const sendsBody = route.input
    ? route.input === 'body'
    : route.method !== 'GET' && route.method !== 'DELETE';
  const split = (args: unknown[]) => ({
    values: args.slice(0, count) as (string | number)[],
    input: args[count],
    options: (args[count + 1] ?? {}) as CallOptions,
  });
  const call = (...args: unknown[]) => {
    const { values, input, options } = split(args);
    const request: RequestOptions = { ...options, method: route.method };
    if (input !== undefined) {
      if (sendsBody) request.body = input;
      else request.query = input as RequestOptions['query'];
    }
    return apiRequest(fillPath(route.path, values), request);
  };
  const key = (...args: unknown[]) => {
    const { values, input } = split(args);
    return routeKey(area, name, values, input);
  };
  return Object.assign(call, {
    path: (...values: (string | number)[]) => fillPath(route.path, values),
    key,
    query: (...args: unknown[]) => {
      const { values, input, options } = split(args);
      return {
        queryKey: key(...values, input),
        queryFn: ({ signal }: { signal: AbortSignal }) => call(...values, input, { ...options, signal }),
      };
    },
  });
}
