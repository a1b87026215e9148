import { defineRoutes } from '../endpoint';

/**
 * The site's directory of public events (the home page) and an event's numbers (its home): both public
 * pages read them by path and key, without a client (web/features/directory/api.ts).
 */
export const directoryRoutes = defineRoutes(['directory'], {
  events: { method: 'GET', path: '/public-events' },
  stats: { method: 'GET', path: '/public-events/:idOrSlug/stats' },
});
