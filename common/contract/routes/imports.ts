import { defineRoutes } from '../endpoint';

/** The console's import and export: CSV imports, a CSV of each list, the whole event as one file. */
export const importRoutes = defineRoutes(['organiser'], {
  importCsv: { method: 'POST', path: '/partners/events/:eventId/import' },
  exportList: { method: 'GET', path: '/partners/events/:eventId/export/:list' },
  exportEvent: { method: 'GET', path: '/partners/events/:eventId/export.json' },
  importEvent: { method: 'POST', path: '/partners/events/import.json' },
});
