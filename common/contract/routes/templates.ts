import { defineRoutes } from '../endpoint';

/** Event templates and the master templates they are cloned from, under the console's key root. */
export const templateRoutes = defineRoutes(['organiser'], {
  list: { method: 'GET', path: '/partners/events/templates', key: 'templates' },
  masterTemplates: { method: 'GET', path: '/partners/events/master-templates', key: 'master-templates' },
  create: { method: 'POST', path: '/partners/events/template' },
  clone: { method: 'POST', path: '/partners/events/:eventId/templates/clone' },
  setStatus: { method: 'PATCH', path: '/partners/events/template/:id' },
  remove: { method: 'DELETE', path: '/partners/events/template/:id' },
});
