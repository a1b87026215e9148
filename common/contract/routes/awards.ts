import { defineRoutes } from '../endpoint';

/** Who wins the event's awards: given and taken back by the organiser. */
export const awardRoutes = defineRoutes(['events'], {
  give: { method: 'POST', path: '/partners/events/:eventId/awards/:awardId/projects', input: 'body' },
  takeBack: { method: 'DELETE', path: '/partners/events/:eventId/awards/:awardId/projects', input: 'body' },
});

/** The winners page, an area of its own: the event home reads it, and takes no console route with it. */
export const winnerRoutes = defineRoutes(['events'], {
  winners: { method: 'GET', path: '/partners/events/:idOrSlug/winners' },
});
