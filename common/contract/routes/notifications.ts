import { defineRoutes } from '../endpoint';

/** The notification bell (the caller's notifications in one event) and the organisers' announcements. */
export const notificationRoutes = defineRoutes(['notify'], {
  bell: { method: 'GET', path: '/notifications' },
  markRead: { method: 'PATCH', path: '/notifications/:id' },
  markAllRead: { method: 'POST', path: '/notifications/read-all' },
  announcements: { method: 'GET', path: '/partners/events/:idOrSlug/announcements' },
  announce: { method: 'POST', path: '/partners/events/:idOrSlug/announcements' },
});
