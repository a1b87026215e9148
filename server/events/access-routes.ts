import { randomBytes } from 'node:crypto';
import { eq, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { errorResponse, messageResponse } from '../../common/api';
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../common/constants';
import { type PreviewLifetime, previewExpiry, previewLifetime } from '../../common/preview-links';
import { previewLinkResponse } from '../../common/schemas/organiser';
import { accessCode } from '../../common/validation';
import { events, previewTokens, timelines } from '../db/schema';
import { AppError } from '../errors';
import { errorResponses } from '../http/error-responses';
import { idOrSlug } from '../http/query';
import { resetAccessCodeTries, tryAccessCode } from './access-code';
import { ACCESS_PASS_TTL_SECONDS, hashAccessCode, issueAccessPass } from './credentials';
import { hashToken, requireEvent } from './service';
import { requireEventPermission } from './staff-access';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ idOrSlug });
const MAX_PREVIEW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Preview links for partners (draft events) and the access code that gates an event (docs/product.md).
 * Code checks are limited per client address and, whatever the address, per event (access-code.ts).
 */
export const eventAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, keys } = app.ctx;

  /** The end of the event: the latest end (or start) among its timeline entries. */
  const lifetimeExpiry = async (eventId: number, lifetime: PreviewLifetime) => {
    const [row] = await db
      .select({ end: max(sql<Date>`coalesce(${timelines.endAt}, ${timelines.startAt})`) })
      .from(timelines)
      .where(eq(timelines.eventId, eventId));
    const end = row?.end ? new Date(row.end) : null;
    const expiry = previewExpiry(lifetime, Date.now(), end);
    if ('error' in expiry) throw new AppError('bad_request', expiry.error.message, expiry.error.key);
    return expiry.expireAt;
  };

  app.post(
    '/partners/events/:idOrSlug/preview-tokens',
    {
      schema: {
        tags: ['events'],
        summary:
          'Create a preview link for partners (event owners, admins, editors): for a chosen lifetime (1d, 7d, 30d, until the event ends), or until expireAt; one hour when neither is given',
        params,
        body: z
          .object({
            lifetime: zm.optional(previewLifetime),
            expireAt: z.iso.datetime({ offset: true }).optional(),
          })
          .default({}),
        response: { 200: previewLinkResponse, ...errors },
      },
    },
    async (request) => {
      const { event, viewer } = await requireEventPermission(
        request,
        request.params.idOrSlug,
        'create_preview',
      );
      const expireAt = request.body.lifetime
        ? await lifetimeExpiry(event.id, request.body.lifetime)
        : request.body.expireAt
          ? new Date(request.body.expireAt)
          : new Date(Date.now() + PREVIEW_TOKEN_LIFETIME_MS);
      if (expireAt.getTime() <= Date.now())
        throw new AppError('bad_request', 'expireAt must be in the future');
      if (!request.body.lifetime && expireAt.getTime() > Date.now() + MAX_PREVIEW_MS) {
        throw new AppError('bad_request', 'A preview link can last at most 30 days');
      }
      const token = randomBytes(24).toString('base64url');
      await db
        .insert(previewTokens)
        .values({ eventId: event.id, tokenHash: hashToken(token), expireAt, createdBy: viewer.id });
      return { token, expireAt: expireAt.toISOString(), link: `/${event.slug}?previewToken=${token}` };
    },
  );

  app.put(
    '/partners/events/:idOrSlug/access-code',
    {
      schema: {
        tags: ['events'],
        summary: 'Set the access code visitors must enter (event owners and admins)',
        params,
        body: z.object({
          code: accessCode,
          expireAt: z.iso.datetime({ offset: true }).optional(),
        }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'manage_access_code');
      const expiresAt = request.body.expireAt ? new Date(request.body.expireAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new AppError('bad_request', 'expireAt must be in the future');
      }
      await db
        .update(events)
        .set({ accessCodeHash: hashAccessCode(event.id, request.body.code), accessCodeExpiresAt: expiresAt })
        .where(eq(events.id, event.id));
      await resetAccessCodeTries(app.ctx, event.id);
      return { message: 'Access code saved' };
    },
  );

  app.delete(
    '/partners/events/:idOrSlug/access-code',
    {
      schema: {
        tags: ['events'],
        summary: 'Remove the access code (event owners and admins)',
        params,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'manage_access_code');
      await db
        .update(events)
        .set({ accessCodeHash: null, accessCodeExpiresAt: null })
        .where(eq(events.id, event.id));
      return { message: 'Access code removed' };
    },
  );

  app.post(
    '/partners/events/:idOrSlug/access-code/validate',
    {
      config: { rateLimit: { max: app.ctx.config.AUTH_RATE_LIMIT_PER_IP, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        summary:
          "Check a visitor's access code; the answer carries the pass later calls send as x-access-pass",
        params,
        body: z.object({ code: z.string().max(64).default('') }),
        response: {
          200: z.object({ valid: z.literal(true), accessPass: z.string(), expireAt: z.string() }),
          ...errors,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const event = await requireEvent(db, request.params.idOrSlug);
      const check = await tryAccessCode(app.ctx, event, request.body.code);
      if (!check.valid && check.lockedForSeconds !== null) {
        reply.header('retry-after', String(check.lockedForSeconds));
        const minutes = Math.ceil(check.lockedForSeconds / 60);
        throw new AppError(
          'too_many',
          `Too many wrong access codes for this event: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        );
      }
      if (!check.valid || !event.accessCodeHash) throw new AppError('forbidden', 'Wrong Access Code');
      const longest = Date.now() + ACCESS_PASS_TTL_SECONDS * 1000;
      const expireAt = new Date(Math.min(longest, event.accessCodeExpiresAt?.getTime() ?? longest));
      const accessPass = await issueAccessPass(keys, event.id, event.accessCodeHash, expireAt);
      return { valid: true as const, accessPass, expireAt: expireAt.toISOString() };
    },
  );
};
