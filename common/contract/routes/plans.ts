import { defineRoutes } from '../endpoint';

/** The event's plan, and archiving (or restoring) an event or a project, which some plans allow. */
export const planRoutes = defineRoutes(['organiser'], {
  subscription: { method: 'GET', path: '/partners/events/:idOrSlug/plan_subscription', key: 'plan' },
  archiveEvent: { method: 'POST', path: '/partners/events/:idOrSlug/archive' },
  restoreEvent: { method: 'DELETE', path: '/partners/events/:idOrSlug/archive' },
  archiveProject: { method: 'POST', path: '/projects/:id/archive' },
  restoreProject: { method: 'DELETE', path: '/projects/:id/archive' },
});
