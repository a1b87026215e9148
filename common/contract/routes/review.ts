import { defineRoutes } from '../endpoint';

/** The organiser's review queue and its decisions, under the console's key root. */
export const reviewRoutes = defineRoutes(['organiser'], {
  queue: { method: 'GET', path: '/partners/events/:eventId/review', key: 'review' },
  decide: { method: 'POST', path: '/partners/events/:eventId/review' },
});
