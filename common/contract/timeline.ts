import { z } from 'zod';
import { timelineResponse } from '../api';
import { positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { timelineRoutes } from './routes/timeline';

export const timelineContract = defineContract(timelineRoutes, {
  list: {
    tags: ['timeline'],
    summary: "An event's timeline entries",
    query: z.object({
      eventId: positiveId.optional(),
      timelineType: z.coerce.number().int().min(0).max(4).optional(),
    }),
    response: timelineResponse,
    errors: [400, 404],
  },
});
