import { defineRoutes } from '../endpoint';

/** An event's categories, and which categories a project is in (its editor puts it in and takes it out). */
export const categoryRoutes = defineRoutes(['events'], {
  list: { method: 'GET', path: '/categories', key: 'categories' },
  projectLinks: { method: 'GET', path: '/categories/projects', key: 'project-categories' },
  link: { method: 'POST', path: '/categories/projects' },
  unlink: { method: 'DELETE', path: '/categories/projects', input: 'body' },
});
