import { z } from 'zod';
import { faqResponse, resourcesResponse } from '../api';
import { PAGE_SIZES } from '../constants';
import { positiveId } from '../schemas/ids';
import { pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { resourceRoutes } from './routes/resources';

const errors = [400, 404] as const;
const tags = ['resources'] as const;

/** Public reads of an event the caller may see; the query's event id (the event's own host without it). */
export const resourcesContract = defineContract(resourceRoutes, {
  list: {
    tags,
    summary: "An event's resources (links and documents)",
    query: z.object({ event_id: positiveId.optional(), limit: pageSize(PAGE_SIZES.resources) }),
    response: resourcesResponse,
    errors,
  },
  faqs: {
    tags,
    summary: "An event's frequently asked questions",
    query: z.object({ eventId: positiveId.optional() }),
    response: faqResponse,
    errors,
  },
});
