import { defineRoutes } from '../endpoint';

/** An event's timeline: its stages and dates (the event home's stage line, the agenda). */
export const timelineRoutes = defineRoutes(['events'], {
  list: { method: 'GET', path: '/timeline', key: 'timeline' },
});
