import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventExportContract } from '../../common/contract/event-export';
import { implement, registerEndpoints } from '../http/endpoint';
import { requestOrigin } from '../http/public-origin';
import { exportProjectsCsv } from './export';
import { eventStaffResource } from './resource';

/** The projects export (common/contract/event-export.ts), on the event staff resource. */
export const eventExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, eventExportContract, {
    projects: implement(eventExportContract.projects, {
      resource: eventStaffResource('eventId'),
      handle: async ({ request, reply, record: event }) => {
        const base = requestOrigin(request, app.ctx.config);
        const csv = await exportProjectsCsv(app.ctx.db, event, base);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${event.slug}-projects.csv"`)
          .send(`\uFEFF${csv}`);
      },
    }),
  });
};
