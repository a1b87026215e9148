import { defineRoutes } from '../endpoint';

/** A project's comment thread and the changes to it; each answers with the new thread. */
export const commentRoutes = defineRoutes(['projects'], {
  thread: { method: 'GET', path: '/projects/:id/comments', key: 'comments' },
  post: { method: 'POST', path: '/projects/:id/comments' },
  edit: { method: 'PATCH', path: '/comments/:commentId' },
  remove: { method: 'DELETE', path: '/comments/:commentId' },
  hide: { method: 'PUT', path: '/comments/:commentId/hidden' },
});
