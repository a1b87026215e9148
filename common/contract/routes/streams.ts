import { defineRoutes } from '../endpoint';

/** Live streams on the event home and projects' live demo slots; the console edits both. */
export const streamRoutes = defineRoutes(['notify'], {
  schedule: { method: 'GET', path: '/events/:idOrSlug/live-streams', key: 'live' },
  staffSchedule: { method: 'GET', path: '/partners/events/:idOrSlug/live-streams', key: 'live-staff' },
  add: { method: 'POST', path: '/partners/events/:idOrSlug/live-streams' },
  change: { method: 'PUT', path: '/partners/events/:idOrSlug/live-streams/:streamId' },
  remove: { method: 'DELETE', path: '/partners/events/:idOrSlug/live-streams/:streamId' },
  setDemoSlot: { method: 'PUT', path: '/partners/events/:idOrSlug/projects/:projectId/demo-slot' },
  clearDemoSlot: { method: 'DELETE', path: '/partners/events/:idOrSlug/projects/:projectId/demo-slot' },
});
