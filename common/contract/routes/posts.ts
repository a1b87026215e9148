import { defineRoutes } from '../endpoint';

/** A project's posts (its updates; the editor keeps its files as posts with attachments). */
export const postRoutes = defineRoutes(['projects'], {
  list: { method: 'GET', path: '/posts', key: 'posts' },
  one: { method: 'GET', path: '/posts/:id', key: 'post' },
  create: { method: 'POST', path: '/posts' },
  update: { method: 'PATCH', path: '/posts/:id' },
  remove: { method: 'DELETE', path: '/posts/:id' },
});
