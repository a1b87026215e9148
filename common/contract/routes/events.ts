import { defineRoutes } from '../endpoint';

/**
 * An event by id or slug, the first read of every event page; keyed under the event's lookups
 * (`['events', 'detail', slug]`), to which the page adds its preview token and whether it asked with
 * the session.
 */
export const eventRoutes = defineRoutes(['events'], {
  get: { method: 'GET', path: '/partners/events/:idOrSlug', key: 'detail' },
});
