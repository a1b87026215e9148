import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TOKEN_ERROR_KEYS } from '../../common/api-tokens';
import type { ApiTokenGrant } from '../auth/viewer';
import { projects } from '../db/schema';
import { AppError } from '../errors';
import { findEvent } from '../events/service';
import { scopeNeeded } from './scopes';

/**
 * What an API token may reach, checked for every call it authenticates (docs/integrations.md#api-tokens):
 * its own rate limit, the scope the route needs (server/api-tokens/scopes.ts), and for an event token,
 * that everything the call names (the event in the path, query, body or x-event header, and the projects
 * it names) is its event. Registered right after authentication, so it sees `request.viewer.apiToken`.
 */
export function registerApiTokenGuard(app: FastifyInstance): void {
  // Counted apart from the routes' own limits (sign-in, uploads), which still apply to token calls.
  const limiter = app.createRateLimit({
    max: app.ctx.config.API_TOKEN_RATE_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.viewer?.apiToken?.id ?? 0}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const grant = request.viewer?.apiToken;
    if (!grant) return;
    const limit = await limiter(request);
    if (!limit.isAllowed) {
      reply.header('x-ratelimit-limit', limit.max);
      reply.header('x-ratelimit-remaining', limit.remaining);
      if (limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new AppError(
          'too_many',
          `Rate limit exceeded for this API token, retry in ${limit.ttlInSeconds} seconds`,
        );
      }
    }
    const needed = scopeNeeded(request.method, request.routeOptions.url);
    if (needed === null) {
      throw new AppError(
        'forbidden',
        'API tokens cannot make this call: it needs a signed-in session',
        API_TOKEN_ERROR_KEYS.notForTokens,
      );
    }
    if (!grant.scopes.includes(needed)) {
      throw new AppError(
        'forbidden',
        `This API token lacks the ${needed} scope`,
        API_TOKEN_ERROR_KEYS.scope,
        undefined,
        { scope: needed },
      );
    }
  });
  // After validation, so the path, query and body are parsed.
  app.addHook('preHandler', async (request) => {
    const grant = request.viewer?.apiToken;
    if (grant?.kind === 'event') await requireOwnEvent(request, grant);
  });
}

/** Routes whose first parameter is an event, by id or slug. */
const EVENT_ROUTE = /^\/api-v2\/(partners\/events|events|public-events)\/:/;
/** Parameters that name a project, on routes outside an event's path. */
const PROJECT_PARAMS = new Set(['id', 'idOrSlug', 'projectId', 'templateId']);
const PROJECT_ROUTE = /^\/api-v2\/(project|projects|project-plagiarism)\//;
/**
 * The calls an event token may make at all: the event's own paths and the event-scoped reads and project
 * calls. The account's own calls (profile, notifications, the list of events one manages) never answer
 * to it, even when the call names the token's event.
 */
const EVENT_TOKEN_ROUTES =
  /^\/api-v2\/(partners\/events\/:|events\/:|public-events\/:|project\/|projects(\/|$)|project-plagiarism\/|posts$|categories(\/|$)|timeline$|resources$|faqs$|files$)/;

type Named = { event: string } | { project: number };

const otherEvent = () =>
  new AppError(
    'forbidden',
    'An event token only works on calls about its own event: name it (x-event, eventId) or one of its projects',
    API_TOKEN_ERROR_KEYS.otherEvent,
  );

const field = (source: unknown, name: string): string | undefined => {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** A list of ids as a query (`1,2`) or a body (`[1, 2]`) gives it. */
const listField = (source: unknown, name: string): number[] => {
  if (!source || typeof source !== 'object') return [];
  const value = (source as Record<string, unknown>)[name];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map(Number).filter((id) => Number.isInteger(id) && id > 0);
};

/** Everything a call names that belongs to an event; null when it names something this check cannot place. */
function namedBy(request: FastifyRequest): Named[] | null {
  const route = request.routeOptions.url ?? '';
  if (!EVENT_TOKEN_ROUTES.test(route)) return null;
  const named: Named[] = [];
  const params = (request.params ?? {}) as Record<string, string>;
  const names = Object.keys(params);
  if (EVENT_ROUTE.test(route)) {
    // The first parameter is the event; the others are items the handlers look up within it.
    const first = route.split('/:')[1]?.split('/')[0];
    if (first && params[first] !== undefined) named.push({ event: String(params[first]) });
  } else if (names.length > 0) {
    if (!PROJECT_ROUTE.test(route) || names.some((name) => !PROJECT_PARAMS.has(name))) return null;
    for (const name of names) {
      const value = String(params[name]);
      // A project slug is looked up within the x-event event, which is checked below.
      if (/^\d{1,9}$/.test(value)) named.push({ project: Number(value) });
    }
  }
  for (const source of [request.query, request.body]) {
    for (const name of ['eventId', 'event_id']) {
      const value = field(source, name);
      if (value !== undefined) named.push({ event: value });
    }
    const project = field(source, 'projectId');
    if (project !== undefined && /^\d{1,9}$/.test(project)) named.push({ project: Number(project) });
    for (const id of listField(source, 'projectIds')) named.push({ project: id });
  }
  if (request.event) named.push({ event: request.event.slug });
  return named;
}

async function requireOwnEvent(request: FastifyRequest, grant: ApiTokenGrant): Promise<void> {
  const named = namedBy(request);
  if (!named || named.length === 0) throw otherEvent();
  const { db } = request.server.ctx;
  for (const item of named) {
    let eventId: number | null | undefined;
    if ('event' in item) eventId = (await findEvent(db, item.event))?.id;
    else {
      const [row] = await db
        .select({ eventId: projects.eventId })
        .from(projects)
        .where(eq(projects.id, item.project));
      eventId = row?.eventId;
    }
    if (eventId !== grant.eventId) throw otherEvent();
  }
}
