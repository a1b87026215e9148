import { defineRoutes } from '../endpoint';

/** Liking a project, and whether the caller does. */
export const likeRoutes = defineRoutes(['projects'], {
  state: { method: 'GET', path: '/projects/:id/like', key: 'like' },
  like: { method: 'POST', path: '/projects/:id/like' },
  unlike: { method: 'DELETE', path: '/projects/:id/like' },
});
