import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  demoSlotInputSchema,
  liveScheduleSchema,
  liveStreamInputSchema,
  liveStreamSchema,
} from '../../common/live-streams';
import type { EventAction } from '../../common/permissions';
import type { Config } from '../config';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { requireStaffFeature } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { requestOrigin } from '../http/public-origin';
import { idOrSlug, positiveId } from '../http/query';
import { routeTable } from '../http/route-table';
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

  /** The organiser's calls: event staff with `action`, on a plan that has live streams. */
  const staff = (request: FastifyRequest & { params: { idOrSlug: string } }, action: EventAction) =>
    requireStaffFeature(db, request, action, STREAMS_FEATURE);
  const route = routeTable(app, { tags: ['live streams', 'organiser'], errors });
  const streamParams = z.object({ idOrSlug, streamId: positiveId });
  const slotParams = z.object({ idOrSlug, projectId: positiveId });

  route(
    'GET',
    '/partners/events/:idOrSlug/live-streams',
    {
      summary: 'Every stream and demo slot, unapproved projects included (event staff)',
      params: z.object({ idOrSlug }),
      response: liveScheduleSchema,
    },
    async (request) =>
      loadSchedule(db, (await staff(request, 'view_staff_area')).id, parentHost(request, config), false),
  );
  route(
    'POST',
    '/partners/events/:idOrSlug/live-streams',
    {
      summary: 'Add a live stream (YouTube, Vimeo, Twitch or an https HLS address)',
      params: z.object({ idOrSlug }),
      body: liveStreamInputSchema,
      response: liveStreamSchema,
      status: 201,
    },
    async (request) =>
      createStream(db, (await staff(request, 'edit_event')).id, request.body, parentHost(request, config)),
  );
  route(
    'PUT',
    '/partners/events/:idOrSlug/live-streams/:streamId',
    {
      summary: 'Change a live stream',
      params: streamParams,
      body: liveStreamInputSchema,
      response: liveStreamSchema,
    },
    async (request) => {
      const event = await staff(request, 'edit_event');
      return updateStream(db, event.id, request.params.streamId, request.body, parentHost(request, config));
    },
  );
  route(
    'DELETE',
    '/partners/events/:idOrSlug/live-streams/:streamId',
    { summary: 'Remove a live stream', params: streamParams, response: ok },
    async (request) => {
      await deleteStream(db, (await staff(request, 'edit_event')).id, request.params.streamId);
      return { ok: true as const };
    },
  );
  route(
    'PUT',
    '/partners/events/:idOrSlug/projects/:projectId/demo-slot',
    {
      summary: "Set when a project demos live (replaces the project's slot)",
      params: slotParams,
      body: demoSlotInputSchema,
      response: ok,
    },
    async (request) => {
      await setDemoSlot(db, (await staff(request, 'edit_event')).id, request.params.projectId, request.body);
      return { ok: true as const };
    },
  );
  route(
    'DELETE',
    '/partners/events/:idOrSlug/projects/:projectId/demo-slot',
    { summary: "Remove a project's live demo slot", params: slotParams, response: ok },
    async (request) => {
      await clearDemoSlot(db, (await staff(request, 'edit_event')).id, request.params.projectId);
      return { ok: true as const };
    },
  );
};
