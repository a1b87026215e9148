import { z } from 'zod';
import { DIRECTORY_PAGE_SIZE, directoryResponse, eventStatsSchema, SEARCH_MAX_LENGTH } from '../directory';
import { idOrSlug } from '../schemas/ids';
import { pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { directoryRoutes } from './routes/directory';

const tags = ['events'] as const;

export const directoryContract = defineContract(directoryRoutes, {
  events: {
    tags,
    summary: 'Published public events, newest first, optionally searched by name',
    description: 'Events behind an access code or login are left out. nextPageToken is a keyset cursor.',
    query: z.object({
      search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
      pageSize: pageSize(DIRECTORY_PAGE_SIZE),
      nextPageToken: z.string().max(256).optional(),
    }),
    response: directoryResponse,
    errors: [400],
  },
  stats: {
    tags,
    summary: "An event's numbers: public projects, their participants and likes",
    params: z.object({ idOrSlug }),
    response: eventStatsSchema,
    errors: [401, 403, 404],
  },
});
