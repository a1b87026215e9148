import { z } from 'zod';
import { positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { eventExportRoutes } from './routes/event-export';

/** The CSV answer is a file: the document describes neither it nor its errors. */
export const eventExportContract = defineContract(eventExportRoutes, {
  projects: {
    tags: ['organiser'],
    summary: 'Every project with its team, categories and awards, as CSV (event staff)',
    params: z.object({ eventId: positiveId }),
    errors: [],
    action: 'view_staff_area',
  },
});
