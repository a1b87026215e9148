import { defineRoutes } from '../endpoint';

/**
 * The public pages' reads of projects (the gallery, one project), an area of their own so the event
 * page's script takes these two routes and not the editor's (scripts/check-bundle.ts).
 */
export const projectReadRoutes = defineRoutes(['projects'], {
  list: { method: 'GET', path: '/projects', key: 'list' },
  get: { method: 'GET', path: '/project/:idOrSlug', key: 'detail' },
});
