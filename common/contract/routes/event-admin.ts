import { defineRoutes } from '../endpoint';

/**
 * The organiser console's events: those the caller helps run, whether an address is free, and creating,
 * editing and deleting an event.
 */
export const eventAdminRoutes = defineRoutes(['organiser'], {
  managed: { method: 'GET', path: '/partners/events', key: 'events' },
  slugAvailability: { method: 'GET', path: '/partners/events/slug-availability', key: 'slug-check' },
  create: { method: 'POST', path: '/partners/events' },
  update: { method: 'PATCH', path: '/partners/events/:idOrSlug' },
  remove: { method: 'DELETE', path: '/partners/events/:idOrSlug' },
});
