import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsContract } from '../../common/contract/notifications';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import { eventStaffResource } from '../events/resource';
import { type EventRow, requireEvent } from '../events/service';
import { implement, type Resource, registerEndpoints } from '../http/endpoint';
import type { JobWorker } from '../jobs/job-worker';
import { definePolicy } from '../policies/policy';
import { createAnnouncement, listAnnouncements, listNotifications, markAllRead, markRead } from './service';

/**
 * The event a bell request names (the query's or the body's `eventId`), for its plan's feature. A caller
 * reads and marks only their own notifications (the service filters by them), so no rule is asked.
 */
const bellEventResource: Resource<Viewer, EventRow> = {
  async load(request) {
    const actor = requireViewer(request);
    const named =
      (request.query as { eventId?: string }).eventId ??
      (request.body as { eventId: string | number }).eventId;
    return { actor, record: await requireEvent(request.server.ctx.db, named) };
  },
  policy: definePolicy<Viewer, EventRow, never>({}),
  planOf: (event) => event.planId,
};

type AnnouncementRow = Awaited<ReturnType<typeof listAnnouncements>>[number];

const presentAnnouncement = (row: AnnouncementRow) => ({
  id: row.id,
  audience: row.audience,
  title: row.title,
  body: row.body,
  recipientCount: row.recipientCount,
  createdAt: row.createdAt.toISOString(),
});

/** The notification bell and organisers' announcements (common/contract/notifications.ts). */
export const notificationRoutes =
  (worker: JobWorker): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.ctx;
    const staff = eventStaffResource('idOrSlug');

    registerEndpoints(app, notificationsContract, {
      bell: implement(notificationsContract.bell, {
        resource: bellEventResource,
        handle: ({ request, actor, record }) =>
          listNotifications(db, actor.id, record.id, request.query.nextPageToken ?? null),
      }),
      markRead: implement(notificationsContract.markRead, {
        handle: ({ request }) => markRead(db, requireViewer(request).id, request.params.id),
      }),
      markAllRead: implement(notificationsContract.markAllRead, {
        resource: bellEventResource,
        handle: async ({ actor, record }) => {
          await markAllRead(db, actor.id, record.id);
          return { unreadCount: 0 as const };
        },
      }),
      announcements: implement(notificationsContract.announcements, {
        resource: staff,
        handle: async ({ record }) => ({
          announcements: (await listAnnouncements(db, record.id)).map(presentAnnouncement),
        }),
      }),
      announce: implement(notificationsContract.announce, {
        resource: staff,
        handle: async ({ request, actor, record }) => {
          const row = await createAnnouncement(db, record, actor.viewer.id, request.body);
          worker.kick();
          return presentAnnouncement(row);
        },
      }),
    });
  };
