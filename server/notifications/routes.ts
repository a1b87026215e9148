import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInputSchema,
  announcementSchema,
  notificationListSchema,
  notificationSchema,
} from '../../common/notifications';
import { requireViewer } from '../auth/authenticate';
import { requireEvent } from '../events/service';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import type { JobWorker } from '../jobs/job-worker';
import { requireFeature } from '../plans/features';
import {
  createAnnouncement,
  listAnnouncements,
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATION_FEATURE,
} from './service';

const errors = errorResponses(400, 401, 403, 404);

/** The notification bell (a user's notifications in one event) and organisers' announcements. */
export const notificationRoutes =
  (worker: JobWorker): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.ctx;

    /** Loads the event of a bell request and refuses it when the plan has no notifications. */
    const eventWithNotifications = async (eventIdOrSlug: string | number) => {
      const event = await requireEvent(db, eventIdOrSlug);
      await requireFeature(db, event.planId, NOTIFICATION_FEATURE);
      return event;
    };

    app.get(
      '/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: "The caller's notifications in an event, newest first, with the unread count",
          querystring: z.object({ eventId: idOrSlug, nextPageToken: positiveId.optional() }),
          response: { 200: notificationListSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const event = await eventWithNotifications(request.query.eventId);
        return listNotifications(db, viewer.id, event.id, request.query.nextPageToken ?? null);
      },
    );

    app.patch(
      '/notifications/:id',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of the caller’s notifications read',
          params: z.object({ id: positiveId }),
          body: z.object({ isRead: z.literal(true) }),
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) => markRead(db, requireViewer(request).id, request.params.id),
    );

    app.post(
      '/notifications/read-all',
      {
        schema: {
          tags: ['notifications'],
          summary: "Mark all the caller's notifications in an event read",
          body: z.object({ eventId: z.union([z.number().int().positive(), idOrSlug]) }),
          response: { 200: z.object({ unreadCount: z.literal(0) }), ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const event = await eventWithNotifications(request.body.eventId);
        await markAllRead(db, viewer.id, event.id);
        return { unreadCount: 0 as const };
      },
    );

    app.get(
      '/partners/events/:idOrSlug/announcements',
      {
        schema: {
          tags: ['notifications', 'organiser'],
          summary: "The event's announcements, newest first (event staff)",
          params: z.object({ idOrSlug }),
          response: { 200: z.object({ announcements: z.array(announcementSchema) }), ...errors },
        },
      },
      async (request) => {
        const { event } = await requireEventPermission(request, request.params.idOrSlug, 'view_staff_area');
        await requireFeature(db, event.planId, NOTIFICATION_FEATURE);
        const rows = await listAnnouncements(db, event.id);
        return {
          announcements: rows.map((row) => ({
            id: row.id,
            audience: row.audience,
            title: row.title,
            body: row.body,
            recipientCount: row.recipientCount,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/partners/events/:idOrSlug/announcements',
      {
        schema: {
          tags: ['notifications', 'organiser'],
          summary: 'Announce something to everyone, the participants or the judges: in-app and by e-mail',
          params: z.object({ idOrSlug }),
          body: announcementInputSchema,
          response: { 201: announcementSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { event, viewer } = await requireEventPermission(
          request,
          request.params.idOrSlug,
          'edit_event',
        );
        await requireFeature(db, event.planId, NOTIFICATION_FEATURE);
        const row = await createAnnouncement(db, event, viewer.id, request.body);
        worker.kick();
        return reply.status(201).send({
          id: row.id,
          audience: row.audience,
          title: row.title,
          body: row.body,
          recipientCount: row.recipientCount,
          createdAt: row.createdAt.toISOString(),
        });
      },
    );
  };
