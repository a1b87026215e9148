import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryContract } from '../../common/contract/directory';
import { implement, registerEndpoints } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { eventStats, listPublicEvents } from './directory';

/** The site's directory of events anyone may open and an event's numbers (common/contract/directory.ts). */
export const eventDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  registerEndpoints(app, directoryContract, {
    events: implement(directoryContract.events, {
      handle: ({ request }) => listPublicEvents(db, request.query),
    }),
    stats: implement(directoryContract.stats, {
      handle: async ({ request }) => {
        const { event } = await viewableEventOf(request, request.params.idOrSlug);
        return eventStats(db, event.id);
      },
    }),
  });
};
