import { z } from 'zod';
import { eventSchema } from '../api';
import { EVENT_INCLUDES } from '../constants';
import { idOrSlug } from '../schemas/ids';
import { csv } from '../schemas/query';
import { defineContract } from './endpoint';
import { eventRoutes } from './routes/events';

export const eventsContract = defineContract(eventRoutes, {
  get: {
    tags: ['events'],
    summary: 'An event by id or slug',
    description:
      'Callers who may not open the event (a draft without preview, a private event) get its outline ' +
      'with isAccessible=false, so the client can route them to under-construction or login.',
    params: z.object({ idOrSlug }),
    query: z.object({
      include: csv(z.enum(EVENT_INCLUDES)),
      previewToken: z.string().max(256).optional(),
    }),
    response: eventSchema,
    errors: [403, 404],
  },
});
