import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventAdminContract } from '../../common/contract/event-admin';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import { implement, registerEndpoints } from '../http/endpoint';
import { createEvent, deleteEvent, eventsRunBy, slugProblem, updateEvent } from './admin';
import { presentEvent } from './presenter';
import { eventStaffResource } from './resource';
import { type EventRow, loadEventRelations } from './service';

/**
 * Self-serve event creation and editing, the organiser console (common/contract/event-admin.ts):
 * editing and deleting on the event staff resource.
 */
export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('idOrSlug');
  const fullEvent = async (event: EventRow, viewer: Viewer) =>
    presentEvent(
      event,
      await loadEventRelations(
        db,
        event,
        new Set(['features', 'sponsors', 'banners', 'event_templates']),
        viewer,
      ),
    );

  registerEndpoints(app, eventAdminContract, {
    managed: implement(eventAdminContract.managed, {
      handle: async ({ request }) => {
        const rows = await eventsRunBy(db, requireViewer(request).id);
        return { events: rows.map(({ event, role }) => ({ ...presentEvent(event, {}), role })) };
      },
    }),
    slugAvailability: implement(eventAdminContract.slugAvailability, {
      handle: async ({ request }) => {
        const slug = request.query.slug.trim().toLowerCase();
        const reason = await slugProblem(db, slug);
        return { slug, available: reason === null, reason };
      },
    }),
    create: implement(eventAdminContract.create, {
      handle: async ({ request }) => {
        const viewer = requireViewer(request);
        return fullEvent(await createEvent(db, viewer, request.body), viewer);
      },
    }),
    update: implement(eventAdminContract.update, {
      resource: staff,
      handle: async ({ request, actor, record: event }) =>
        fullEvent(await updateEvent(db, event, request.body), actor.viewer),
    }),
    remove: implement(eventAdminContract.remove, {
      resource: staff,
      handle: async ({ record: event }) => {
        await deleteEvent(db, event);
        return { message: 'Event deleted' };
      },
    }),
  });
};
