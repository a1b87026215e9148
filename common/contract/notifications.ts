import { z } from 'zod';
import {
  announcementInputSchema,
  announcementSchema,
  notificationListSchema,
  notificationSchema,
} from '../notifications';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { notificationRoutes } from './routes/notifications';

const errors = [400, 401, 403, 404] as const;
const tags = ['notifications'] as const;
const staffTags = ['notifications', 'organiser'] as const;
const feature = 'enable_event_notification' as const;

export const notificationsContract = defineContract(notificationRoutes, {
  bell: {
    tags,
    summary: "The caller's notifications in an event, newest first, with the unread count",
    query: z.object({ eventId: idOrSlug, nextPageToken: positiveId.optional() }),
    response: notificationListSchema,
    errors,
    login: true,
    feature,
  },
  markRead: {
    tags,
    summary: 'Mark one of the caller’s notifications read',
    params: z.object({ id: positiveId }),
    body: z.object({ isRead: z.literal(true) }),
    response: notificationSchema,
    errors,
    login: true,
  },
  markAllRead: {
    tags,
    summary: "Mark all the caller's notifications in an event read",
    body: z.object({ eventId: z.union([z.number().int().positive(), idOrSlug]) }),
    response: z.object({ unreadCount: z.literal(0) }),
    errors,
    login: true,
    feature,
  },
  announcements: {
    tags: staffTags,
    summary: "The event's announcements, newest first (event staff)",
    params: z.object({ idOrSlug }),
    response: z.object({ announcements: z.array(announcementSchema) }),
    errors,
    action: 'view_staff_area',
    feature,
  },
  announce: {
    tags: staffTags,
    summary: 'Announce something to everyone, the participants or the judges: in-app and by e-mail',
    params: z.object({ idOrSlug }),
    body: announcementInputSchema,
    response: announcementSchema,
    status: 201,
    errors,
    action: 'edit_event',
    feature,
  },
});
