import type { z } from 'zod';
import type { EventFeatureCode } from '../constants';

/**
 * The API contract: every endpoint declared once, in two halves that the type system keeps together.
 *
 * - Its route (`routes/<area>.ts`): method, path and query-key name. Plain data without zod, so the
 *   browser's public pages can call an endpoint without loading zod (decision 008).
 * - Its spec (`<area>.ts`): the OpenAPI summary and tags, the params, query, body and answer schemas,
 *   the error statuses it documents, whether it needs a login before anything is loaded, the policy
 *   action it needs and the plan feature that gates it.
 *
 * `defineContract(area, specs)` joins them; the server registers the result (server/http/endpoint.ts),
 * the browser is typed from it with a type-only import (web/api/contract-client.ts). docs/decisions/032.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Where an endpoint lives: all the browser needs at run time. */
export interface Route {
  method: HttpMethod;
  /** Below /api-v2, with `:name` path parameters. */
  path: string;
  /** The query key's name under the area's root (a read's cache entry); the endpoint's name when absent. */
  key?: string;
  /** Where the call's input goes when not where its method puts it (a DELETE that takes a body). */
  input?: 'body' | 'query';
}

/** An area's routes and the root of its query keys (nested under it, so one prefix refreshes the area). */
export interface RouteArea<R extends Record<string, Route> = Record<string, Route>> {
  root: readonly string[];
  routes: R;
}

/**
 * Declares an area's routes; `const` keeps each path a literal type, from which path arguments follow.
 * Free of side effects, so a page's bundle keeps only the areas it calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoutes<const Root extends readonly string[], const R extends Record<string, Route>>(
  root: Root,
  routes: R,
): RouteArea<R> & { root: Root } {
  return { root, routes };
}

/** What an endpoint declares besides its route. */
export interface EndpointSpec {
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Body types other than JSON (an upload's multipart form), whose body the handler reads itself. */
  consumes?: readonly string[];
  /**
   * The success answer; absent for a file the handler writes itself (a CSV export), which the
   * OpenAPI document leaves undescribed.
   */
  response?: z.core.$ZodType;
  /** The success status: 201 answers Created, 202 work queued (a delivery), 204 answers nothing. */
  status?: 200 | 201 | 202 | 204;
  /**
   * A write that answers 201 when it creates and 200 when the same request finds what it made before:
   * both are documented with the one answer, and the handler sets 201 when it creates.
   */
  createdOrFound?: true;
  /** The error statuses it documents, each answered `{message, key?}`. */
  errors: readonly ErrorStatus[];
  /** Refuse anonymous callers (401) before anything is loaded. */
  login?: boolean;
  /** The action of the resource's policy the caller needs (server/policies/). */
  action?: string;
  /** The plan feature that must be on for the resource's event. */
  feature?: EventFeatureCode;
}

export type Endpoint<
  R extends Route = Route,
  S extends EndpointSpec = EndpointSpec,
  N extends string = string,
> = R & S & { name: N };

export type Contract<A extends RouteArea, S extends { [K in keyof A['routes']]: EndpointSpec }> = {
  [K in keyof A['routes'] & keyof S & string]: Endpoint<A['routes'][K], S[K], K>;
};

/** Joins an area's routes and specs into its contract: one entry per endpoint, every route specified. */
export function defineContract<
  A extends RouteArea,
  const S extends { [K in keyof A['routes']]: EndpointSpec } & {
    [K in Exclude<keyof S, keyof A['routes']>]: never;
  },
>(area: A, specs: S): Contract<A, S> {
  const entries = Object.entries(area.routes).map(([name, route]) => [
    name,
    { ...route, ...(specs[name as keyof S] as EndpointSpec), name },
  ]);
  return Object.fromEntries(entries) as Contract<A, S>;
}

// ---- What the browser infers from an entry (types only) ----

/** The `:name` parameters of a path, in order. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

type PathArgs<Names extends readonly string[]> = { [I in keyof Names]: string | number };

type Schema<E, K extends 'body' | 'query'> = E extends { [P in K]: infer T extends z.core.$ZodType }
  ? T
  : undefined;

/** What is sent besides the path: the body of a write, the query of a read. */
type InputOf<E extends Endpoint> = E extends { input: 'body' }
  ? Schema<E, 'body'>
  : E extends { input: 'query' }
    ? Schema<E, 'query'>
    : E['method'] extends 'GET' | 'DELETE'
      ? Schema<E, 'query'>
      : Schema<E, 'body'>;

/** The argument after the path parameters: required when a field is, optional otherwise, absent without one. */
type InputArg<T> = T extends z.core.$ZodType
  ? // biome-ignore lint/complexity/noBannedTypes: `{}` is what an input with only optional fields accepts
    {} extends z.input<T>
    ? [input?: z.input<T>]
    : [input: z.input<T>]
  : [input?: undefined];

/** An entry's path parameters, in order. */
export type PathArgsOf<E extends Endpoint> = PathArgs<PathParamNames<E['path']>>;
/** The arguments of a call to an entry: its path parameters in order, then its body or query. */
export type CallArgs<E extends Endpoint> = [...PathArgsOf<E>, ...InputArg<InputOf<E>>];
/** The arguments of an entry's query key: its path parameters, then its query; a prefix names several. */
export type KeyArgs<E extends Endpoint> = [
  ...PathArgsOf<E>,
  ...(InputOf<E> extends z.core.$ZodType ? [input?: z.input<InputOf<E>>] : []),
];
/** The answer of an entry, as its response schema encodes it (unknown for a file). */
export type AnswerOf<E extends Endpoint> = E extends { response: infer R extends z.core.$ZodType }
  ? z.output<R>
  : unknown;
/** What a handler gives for an entry's answer to be encoded by its response schema. */
export type AnswerInputOf<E extends Endpoint> = E extends { response: infer R extends z.core.$ZodType }
  ? z.input<R>
  : unknown;
/** The body of an entry, as the browser sends it. */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.core.$ZodType }
  ? z.input<B>
  : never;

/** Runs over a route's path at run time: the names of its parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/** An entry's query key: the area's root, the entry's key name, the path parameters, then the input. */
export function routeKey(
  area: RouteArea,
  name: string,
  values: readonly unknown[],
  input?: unknown,
): unknown[] {
  return [...area.root, area.routes[name]!.key ?? name, ...values, ...(input === undefined ? [] : [input])];
}

/** A path with its parameters filled in (each encoded). */
export function fillPath(path: string, values: readonly (string | number)[]): string {
  let index = 0;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => encodeURIComponent(String(values[index++])));
}
