import { randomBytes } from 'node:crypto';
import { eq, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PREVIEW_TOKEN_LIFETIME_MS } from '../../common/constants';
import { eventAccessContract } from '../../common/contract/event-access';
import { type PreviewLifetime, previewExpiry } from '../../common/preview-links';
import { events, previewTokens, timelines } from '../db/schema';
import { AppError } from '../errors';
import { implement, registerEndpoints } from '../http/endpoint';
import { resetAccessCodeTries, tryAccessCode } from './access-code';
import { ACCESS_PASS_TTL_SECONDS, hashAccessCode, issueAccessPass } from './credentials';
import { eventStaffResource } from './resource';
import { hashToken, requireEvent } from './service';

const MAX_PREVIEW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Preview links for partners (draft events) and the access code that gates an event (docs/product.md).
 * Code checks are limited per client address and, whatever the address, per event (access-code.ts).
 * Setting them is on the event staff resource (common/contract/event-access.ts); checking a code is
 * anyone's.
 */
export const eventAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, keys } = app.ctx;
  const staff = eventStaffResource('idOrSlug');

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

  registerEndpoints(app, eventAccessContract, {
    previewLink: implement(eventAccessContract.previewLink, {
      resource: staff,
      handle: async ({ request, actor, record: event }) => {
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
          .values({ eventId: event.id, tokenHash: hashToken(token), expireAt, createdBy: actor.viewer.id });
        return { token, expireAt: expireAt.toISOString(), link: `/${event.slug}?previewToken=${token}` };
      },
    }),

    setAccessCode: implement(eventAccessContract.setAccessCode, {
      resource: staff,
      handle: async ({ request, record: event }) => {
        const expiresAt = request.body.expireAt ? new Date(request.body.expireAt) : null;
        if (expiresAt && expiresAt.getTime() <= Date.now()) {
          throw new AppError('bad_request', 'expireAt must be in the future');
        }
        await db
          .update(events)
          .set({
            accessCodeHash: hashAccessCode(event.id, request.body.code),
            accessCodeExpiresAt: expiresAt,
          })
          .where(eq(events.id, event.id));
        await resetAccessCodeTries(app.ctx, event.id);
        return { message: 'Access code saved' };
      },
    }),

    removeAccessCode: implement(eventAccessContract.removeAccessCode, {
      resource: staff,
      handle: async ({ record: event }) => {
        await db
          .update(events)
          .set({ accessCodeHash: null, accessCodeExpiresAt: null })
          .where(eq(events.id, event.id));
        return { message: 'Access code removed' };
      },
    }),

    validateAccessCode: implement(eventAccessContract.validateAccessCode, {
      config: { rateLimit: { max: app.ctx.config.AUTH_RATE_LIMIT_PER_IP, timeWindow: '1 minute' } },
      handle: async ({ request, reply }) => {
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
    }),
  });
};
