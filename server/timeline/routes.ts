import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timelineContract } from '../../common/contract/timeline';
import { implement, registerEndpoints } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { listTimeline } from './service';

/** An event's timeline (common/contract/timeline.ts): a public read of an event one may see. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, timelineContract, {
    list: implement(timelineContract.list, {
      config: { publicCache: true },
      handle: async ({ request }) => {
        const { event } = await viewableEventOf(request, request.query.eventId);
        return { timelines: await listTimeline(app.ctx.db, event.id, request.query.timelineType) };
      },
    }),
  });
};
