import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  demoSlotInputSchema,
  liveScheduleSchema,
  liveStreamInputSchema,
  liveStreamSchema,
} from '../../common/live-streams';
import type { Config } from '../config';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { requestOrigin } from '../http/public-origin';
import { idOrSlug, positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import {
  clearDemoSlot,
  createStream,
  deleteStream,
  loadSchedule,
  setDemoSlot,
  updateStream,
} from './service';

const STREAMS_FEATURE = 'enable_live_streams' as const;
const errors = errorResponses(400, 401, 403, 404, 409);
const ok = z.object({ ok: z.literal(true) });

/** Twitch's player only runs inside the pages of the host named in its `parent` parameter. */
const parentHost = (request: FastifyRequest, config: Config) =>
  new URL(requestOrigin(request, config)).hostname;

/** Live streams on the event home and projects' live demo slots (the enable_live_streams feature). */
export const liveStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/events/:idOrSlug/live-streams',
    {
      schema: {
        tags: ['live streams'],
        summary: "The event's live streams and demo slots, in time order",
        params: z.object({ idOrSlug }),
        response: { 200: liveScheduleSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireViewableEvent(app.ctx, request.params.idOrSlug, callerOf(request));
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      return loadSchedule(db, event.id, parentHost(request, config), true);
    },
  );

  app.get(
    '/partners/events/:idOrSlug/live-streams',
    {
      schema: {
        tags: ['live streams', 'organiser'],
        summary: 'Every stream and demo slot, unapproved projects included (event staff)',
        params: z.object({ idOrSlug }),
        response: { 200: liveScheduleSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'view_staff_area');
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      return loadSchedule(db, event.id, parentHost(request, config), false);
    },
  );

  app.post(
    '/partners/events/:idOrSlug/live-streams',
    {
      schema: {
        tags: ['live streams', 'organiser'],
        summary: 'Add a live stream (YouTube, Vimeo, Twitch or an https HLS address)',
        params: z.object({ idOrSlug }),
        body: liveStreamInputSchema,
        response: { 201: liveStreamSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      return reply
        .status(201)
        .send(await createStream(db, event.id, request.body, parentHost(request, config)));
    },
  );

  app.put(
    '/partners/events/:idOrSlug/live-streams/:streamId',
    {
      schema: {
        tags: ['live streams', 'organiser'],
        summary: 'Change a live stream',
        params: z.object({ idOrSlug, streamId: positiveId }),
        body: liveStreamInputSchema,
        response: { 200: liveStreamSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      const { streamId } = request.params;
      return updateStream(db, event.id, streamId, request.body, parentHost(request, config));
    },
  );

  app.delete(
    '/partners/events/:idOrSlug/live-streams/:streamId',
    {
      schema: {
        tags: ['live streams', 'organiser'],
        summary: 'Remove a live stream',
        params: z.object({ idOrSlug, streamId: positiveId }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      await deleteStream(db, event.id, request.params.streamId);
      return { ok: true as const };
    },
  );

  app.put(
    '/partners/events/:idOrSlug/projects/:projectId/demo-slot',
    {
      schema: {
        tags: ['live streams', 'organiser'],
        summary: "Set when a project demos live (replaces the project's slot)",
        params: z.object({ idOrSlug, projectId: positiveId }),
        body: demoSlotInputSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      await setDemoSlot(db, event.id, request.params.projectId, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/partners/events/:idOrSlug/projects/:projectId/demo-slot',
    {
      schema: {
        tags: ['live streams', 'organiser'],
        summary: "Remove a project's live demo slot",
        params: z.object({ idOrSlug, projectId: positiveId }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      await requireFeature(db, event.planId, STREAMS_FEATURE);
      await clearDemoSlot(db, event.id, request.params.projectId);
      return { ok: true as const };
    },
  );
};
