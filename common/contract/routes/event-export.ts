import { defineRoutes } from '../endpoint';

/** An event's projects as a spreadsheet, for its staff (a file, fetched as a download). */
export const eventExportRoutes = defineRoutes(['organiser'], {
  projects: { method: 'GET', path: '/partners/events/:eventId/export.csv' },
});
