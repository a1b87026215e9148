import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcesContract } from '../../common/contract/resources';
import { implement, registerEndpoints } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { listFaqs, listResources } from './service';

/** An event's resources and FAQ (common/contract/resources.ts): public reads of an event one may see. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, resourcesContract, {
    list: implement(resourcesContract.list, {
      handle: async ({ request }) => {
        const { event } = await viewableEventOf(request, request.query.event_id);
        return { resources: await listResources(db, event.id, request.query.limit) };
      },
    }),
    faqs: implement(resourcesContract.faqs, {
      handle: async ({ request }) => {
        const { event } = await viewableEventOf(request, request.query.eventId);
        return { faqs: await listFaqs(db, event.id) };
      },
    }),
  });
};
