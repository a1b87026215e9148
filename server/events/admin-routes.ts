import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, eventSchema, messageResponse } from '../../common/api';
import {
  eventFieldsInput,
  managedEventsResponse,
  slugAvailabilityResponse,
} from '../../common/schemas/organiser';
import { plainText } from '../../common/validation';
import { requireViewer } from '../auth/authenticate';
import { errorResponses } from '../http/error-responses';
import { idOrSlug } from '../http/query';
import { createEvent, deleteEvent, eventsRunBy, slugProblem, updateEvent } from './admin';
import { presentEvent } from './presenter';
import { loadEventRelations } from './service';
import { requireEventPermission } from './staff-access';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Self-serve event creation and editing (the organiser console). */
export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const fullEvent = async (
    event: Parameters<typeof presentEvent>[0],
    viewer: Parameters<typeof loadEventRelations>[3],
  ) =>
    presentEvent(
      event,
      await loadEventRelations(
        db,
        event,
        new Set(['features', 'sponsors', 'banners', 'event_templates']),
        viewer,
      ),
    );

  app.get(
    '/partners/events/slug-availability',
    {
      schema: {
        tags: ['events'],
        summary: 'Whether an event address is free',
        querystring: z.object({ slug: z.string().max(100) }),
        response: { 200: slugAvailabilityResponse, 401: errorResponse },
      },
    },
    async (request) => {
      requireViewer(request);
      const slug = request.query.slug.trim().toLowerCase();
      const reason = await slugProblem(db, slug);
      return { slug, available: reason === null, reason };
    },
  );

  app.get(
    '/partners/events',
    {
      schema: {
        tags: ['events'],
        summary: 'The events the caller helps run (owner, admin, editor, viewer)',
        response: {
          200: managedEventsResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await eventsRunBy(db, viewer.id);
      return { events: rows.map(({ event, role }) => ({ ...presentEvent(event, {}), role })) };
    },
  );

  app.post(
    '/partners/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Create an event; the caller becomes its owner (status Draft unless given)',
        body: eventFieldsInput.extend({ name: plainText(255), slug: z.string().max(64) }),
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return fullEvent(await createEvent(db, viewer, request.body), viewer);
    },
  );

  app.patch(
    '/partners/events/:idOrSlug',
    {
      schema: {
        tags: ['events'],
        summary: 'Edit an event (owners, admins, editors): details, colours, privacy, status',
        params: z.object({ idOrSlug }),
        body: eventFieldsInput,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => {
      const { event, viewer } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      return fullEvent(await updateEvent(db, event, request.body), viewer);
    },
  );

  app.delete(
    '/partners/events/:idOrSlug',
    {
      schema: {
        tags: ['events'],
        summary: 'Delete an event with all its projects (the owner only)',
        params: z.object({ idOrSlug }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'delete_event');
      await deleteEvent(db, event);
      return { message: 'Event deleted' };
    },
  );
};
