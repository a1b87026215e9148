import { z } from 'zod';
import { okResponse } from '../api';
import {
  demoSlotInputSchema,
  liveScheduleSchema,
  liveStreamInputSchema,
  liveStreamSchema,
} from '../live-streams';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { streamRoutes } from './routes/streams';

const errors = [400, 401, 403, 404, 409] as const;
const feature = 'enable_live_streams' as const;
const tags = ['live streams', 'organiser'] as const;
/** The organiser's changes: event editors, on a plan that has live streams. */
const editor = { tags, errors, action: 'edit_event', feature } as const;
const eventParams = z.object({ idOrSlug });
const streamParams = z.object({ idOrSlug, streamId: positiveId });
const slotParams = z.object({ idOrSlug, projectId: positiveId });

export const streamsContract = defineContract(streamRoutes, {
  schedule: {
    tags: ['live streams'],
    summary: "The event's live streams and demo slots, in time order",
    params: eventParams,
    response: liveScheduleSchema,
    errors,
    feature,
  },
  staffSchedule: {
    tags,
    summary: 'Every stream and demo slot, unapproved projects included (event staff)',
    params: eventParams,
    response: liveScheduleSchema,
    errors,
    action: 'view_staff_area',
    feature,
  },
  add: {
    ...editor,
    summary: 'Add a live stream (YouTube, Vimeo, Twitch or an https HLS address)',
    params: eventParams,
    body: liveStreamInputSchema,
    response: liveStreamSchema,
    status: 201,
  },
  change: {
    ...editor,
    summary: 'Change a live stream',
    params: streamParams,
    body: liveStreamInputSchema,
    response: liveStreamSchema,
  },
  remove: { ...editor, summary: 'Remove a live stream', params: streamParams, response: okResponse },
  setDemoSlot: {
    ...editor,
    summary: "Set when a project demos live (replaces the project's slot)",
    params: slotParams,
    body: demoSlotInputSchema,
    response: okResponse,
  },
  clearDemoSlot: {
    ...editor,
    summary: "Remove a project's live demo slot",
    params: slotParams,
    response: okResponse,
  },
});
