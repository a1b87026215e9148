import { defineRoutes } from '../endpoint';

/** An event's resources (links and documents) and its frequently asked questions. */
export const resourceRoutes = defineRoutes(['events'], {
  list: { method: 'GET', path: '/resources', key: 'resources' },
  faqs: { method: 'GET', path: '/faqs', key: 'faqs' },
});
