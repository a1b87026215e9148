import { defineRoutes } from '../endpoint';

/**
 * Check-in at the door, from the volunteer's phone (plain data: the scanner loads no zod), under the
 * registration root so the console's counts refresh with it.
 */
export const checkInRoutes = defineRoutes(['registration'], {
  lookup: { method: 'GET', path: '/partners/events/:idOrSlug/check-ins/lookup', key: 'check-in-lookup' },
  checkIn: { method: 'POST', path: '/partners/events/:idOrSlug/check-ins' },
  summary: { method: 'GET', path: '/partners/events/:idOrSlug/check-ins/summary', key: 'check-in' },
});
