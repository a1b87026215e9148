import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SESSION_MODE_HEADER } from '../common/constants';
import { registerApiTokenGuard } from './api-tokens/guard';
import { SECURITY_SCHEMES, withTokenSecurity } from './api-tokens/openapi';
import { apiTokenRoutes } from './api-tokens/routes';
import { AccountCache } from './auth/account-cache';
import { registerAuthentication } from './auth/authenticate';
import { logoutFrameRoutes } from './auth/logout-frame-routes';
import { authRoutes } from './auth/routes';
import { awardList } from './awards/list';
import { awardRoutes } from './awards/routes';
import { categoryList } from './categories/list';
import { categoryRoutes } from './categories/routes';
import type { Config } from './config';
import type { AppContext } from './context';
import type { PublicChangeFeed } from './db/client';
import { demoArtRoutes } from './demo/art-routes';
import { embedPageRoutes } from './embeds/pages';
import { embedRoutes } from './embeds/routes';
import { eventAccessRoutes } from './events/access-routes';
import { eventAdminRoutes } from './events/admin-routes';
import { collectionRoutes } from './events/collection-routes';
import { eventDirectoryRoutes } from './events/directory-routes';
import { eventExportRoutes } from './events/export-routes';
import { bannerList, faqList, sponsorList } from './events/lists';
import { eventMemberRoutes } from './events/member-routes';
import { eventOverviewRoutes } from './events/overview-routes';
import { registerRequestEvent } from './events/request-event';
import { eventRoutes } from './events/routes';
import { fileRoutes, uploadServingRoutes } from './files/routes';
import { createStorage } from './files/storage';
import { registrationFormRoutes } from './forms/routes';
import { healthRoutes } from './health/routes';
import { createBackground } from './http/background';
import { BODY_LIMIT_BYTES, cutSlowBodies, rejectDeepJson } from './http/body-limits';
import { bothListeners, listenForChanges } from './http/changes';
import { apiKeyOf, fastHitServer, requestIds } from './http/fast-hits';
import { rejectNulCharacters } from './http/nul-guard';
import { PublicAnswerCache, registerPublicCache } from './http/public-cache';
import { registerSecurity } from './http/security';
import { importExportRoutes } from './imports/routes';
import { createJobWorker, startJobPolling } from './jobs/worker';
import { judgingRoutes } from './judging/routes';
import { AccessLog, accessLineWriter, requestLogger } from './logger';
import { outboxRoutes } from './mail/outbox-routes';
import { notificationRoutes } from './notifications/routes';
import { registerErrorHandler, registerNotFoundHandler } from './on-error';
import { plagiarismRoutes } from './plagiarism/routes';
import { commentRoutes } from './plans/comment-routes';
import { planRoutes } from './plans/routes';
import { postRoutes } from './posts/routes';
import { projectLikeRoutes } from './projects/like-routes';
import { ProjectLookupMemo } from './projects/lookup-memo';
import { projectRoutes } from './projects/routes';
import { checkInRoutes } from './registration/check-in-routes';
import { consentRoutes } from './registration/consent-routes';
import { registrationRoutes } from './registration/routes';
import { resourceList } from './resources/list';
import { resourceRoutes } from './resources/routes';
import { reviewRoutes } from './review/routes';
import { seoRoutes } from './spa/seo-routes';
import { pageKeyOf } from './spa/ssr-pages';
import { isPageRequest, registerWebApp } from './spa/static';
import { liveStreamRoutes } from './streams/routes';
import { supportRoutes } from './support/routes';
import { teamFinderRoutes } from './team-finder/routes';
import { teamRoutes } from './teams/routes';
import { templateRoutes } from './templates/routes';
import { agendaCalendarRoutes } from './timeline/ical-routes';
import { timelineList } from './timeline/list';
import { timelineRoutes } from './timeline/routes';
import { userRoutes } from './users/routes';
import { metaRoutes } from './version/routes';
import { votingRoutes } from './voting/routes';
import { votingStaffRoutes } from './voting/staff-routes';
import { webhookOpenApiSchemas, webhookRoutes } from './webhooks/routes';

export const API_PREFIX = '/api-v2';

/** Builds the whole app without listening, so tests drive it with `app.inject()`. */
export type AppOptions = Omit<AppContext, 'storage' | 'redis' | 'accounts'> &
  Partial<Pick<AppContext, 'storage' | 'redis'>> & {
    /** Turns on the public answer cache, dropping answers as this feed announces changes. */
    publicChanges?: PublicChangeFeed;
  };

/**
 * Every route is checked and answered with zod: given as the compiler factories from the start (what
 * `setValidatorCompiler` installs later), Fastify never loads its own JSON-schema compilers, ajv and
 * fast-json-stringify, which were a tenth of building the app. Fastify types the factories for ajv.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Fastify counts hops with a function (its typings take no number): the nearest `hops` are proxies. */
const trustProxyOption = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Cached public answers served from the HTTP server's `request` event, API reads and pages alike. */
const fastHits = (
  cache: PublicAnswerCache,
  logger: AppContext['logger'],
  nextId: () => string,
  isClosing: () => boolean,
) =>
  fastHitServer({
    lookup: (request, url) => {
      if (url.startsWith(`${API_PREFIX}/`)) return cache.get(apiKeyOf(request.headers, url));
      const key = isPageRequest('GET', url) ? pageKeyOf(request.headers, url) : null;
      return key === null ? undefined : cache.pageToSend(key);
    },
    nextId,
    access: accessLineWriter(logger),
    isClosing,
  });

export async function buildApp({ publicChanges, ...options }: AppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    ...options,
    storage: options.storage ?? createStorage(options.config),
    redis: options.redis ?? null,
    // The session details of callers: only a server hearing the database's announcements may keep them.
    ...(publicChanges ? { accounts: new AccountCache() } : {}),
  };
  const answers = publicChanges ? new PublicAnswerCache() : null;
  const nextId = requestIds();
  let closing = false;
  const app = Fastify({
    ...(answers ? { serverFactory: fastHits(answers, ctx.logger, nextId, () => closing) } : {}),
    genReqId: nextId,
    loggerInstance: ctx.logger,
    childLoggerFactory: requestLogger,
    logController: new AccessLog(ctx.logger),
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow bodies are cut: a socket sending a byte now and then holds a request for this long at most.
    requestTimeout: ctx.config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: ctx.config.REQUEST_TIMEOUT_SECONDS * 1000,
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.addHook('preClose', () => {
    closing = true;
  });
  app.decorate('background', createBackground(app.log));
  // Mail queued after an answer is still sent when the server stops.
  app.addHook('onClose', () => app.background.settled());
  const jobWorker = createJobWorker(app);
  app.decorate('jobs', jobWorker);
  startJobPolling(app, jobWorker);
  registerErrorHandler(app);
  app.addHook('onRequest', cutSlowBodies(ctx.config.REQUEST_TIMEOUT_SECONDS * 1000));
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('preValidation', rejectDeepJson);
  // First, so a cached public answer leaves before the other hooks run (it carries their headers).
  if (publicChanges && answers) {
    const projectLookups = new ProjectLookupMemo();
    app.decorate('projectLookups', projectLookups);
    registerPublicCache(app, answers, projectLookups);
    const listeners = {
      public: bothListeners(answers, projectLookups),
      ...(ctx.accounts ? { account: ctx.accounts } : {}),
    };
    answers.announce = await listenForChanges(app, publicChanges, listeners);
  }
  await registerSecurity(app, ctx.config);
  await app.register(fastifyCookie);
  // Limits are per route (auth calls, uploads, access codes), not global; see server/auth/routes.ts.
  // With Redis the counters are shared by every app server; if Redis fails, requests are not blocked.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: ctx.config.RATE_LIMIT_PREFIX, skipOnError: true } : {}),
  });
  registerRequestEvent(app);
  registerAuthentication(app);
  registerApiTokenGuard(app);
  // Public reads revalidate cheaply: an ETag on every answer, 304 when nothing changed.
  await app.register(fastifyEtag, { weak: true });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    // Browsers on other origins may read the session headers (docs/product.md); answers without them
    // (every public read) have nothing to expose.
    if (reply.hasHeader('authorization') || reply.hasHeader('refresh-token'))
      reply.header('access-control-expose-headers', 'authorization, refresh-token');
    if (request.method === 'GET' && !reply.hasHeader('cache-control')) {
      // A GET authenticated by the session cookie is personal too; one that does not ask for cookie
      // mode stays public even when the browser sends the cookie, since the server ignores it then.
      const personal =
        request.authenticatedBy !== null ||
        Boolean(request.headers.authorization) ||
        reply.hasHeader('authorization');
      reply.header('cache-control', personal ? 'private, no-cache' : 'public, max-age=0, must-revalidate');
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, `authorization, ${SESSION_MODE_HEADER}`].filter(Boolean).join(', '));
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Showcase API', version: ctx.version.version },
      components: { securitySchemes: SECURITY_SCHEMES, schemas: webhookOpenApiSchemas() },
    },
    transform: withTokenSecurity(jsonSchemaTransform),
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(
    async (api) => {
      await api.register(eventRoutes);
      await api.register(eventDirectoryRoutes);
      await api.register(eventAccessRoutes);
      await api.register(eventOverviewRoutes);
      await api.register(eventAdminRoutes);
      await api.register(
        collectionRoutes([
          timelineList,
          categoryList,
          sponsorList,
          awardList,
          bannerList,
          faqList,
          resourceList,
        ]),
      );
      await api.register(eventMemberRoutes);
      await api.register(eventExportRoutes);
      await api.register(importExportRoutes);
      await api.register(awardRoutes);
      await api.register(votingRoutes);
      await api.register(votingStaffRoutes);
      await api.register(judgingRoutes);
      await api.register(notificationRoutes(jobWorker));
      await api.register(webhookRoutes);
      await api.register(supportRoutes);
      await api.register(registrationRoutes);
      await api.register(consentRoutes);
      await api.register(checkInRoutes);
      await api.register(liveStreamRoutes);
      await api.register(registrationFormRoutes);
      await api.register(reviewRoutes);
      await api.register(templateRoutes);
      await api.register(planRoutes);
      await api.register(commentRoutes);
      await api.register(timelineRoutes);
      await api.register(resourceRoutes);
      await api.register(categoryRoutes);
      await api.register(projectRoutes);
      await api.register(projectLikeRoutes);
      await api.register(teamRoutes);
      await api.register(teamFinderRoutes);
      await api.register(fileRoutes);
      await api.register(postRoutes);
      await api.register(plagiarismRoutes);
      await api.register(metaRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(apiTokenRoutes);
      await api.register(embedRoutes);
      if (ctx.config.OUTBOX_API && !ctx.config.SMTP_URL) await api.register(outboxRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(healthRoutes);
  await app.register(demoArtRoutes);
  await app.register(uploadServingRoutes);
  await app.register(agendaCalendarRoutes);
  await app.register(logoutFrameRoutes);
  await app.register(seoRoutes);
  await app.register(embedPageRoutes);
  const renderPage = await registerWebApp(app, ctx.config.WEB_DIST, ctx.config.SSR_ENTRY);
  registerNotFoundHandler(app, renderPage);
  return app;
}
