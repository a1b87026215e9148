import { defineRoutes } from '../endpoint';

/** A project's gallery neighbours, the editor's writes and the page-view count (reads: project-reads.ts). */
export const projectRoutes = defineRoutes(['projects'], {
  neighbours: { method: 'GET', path: '/projects/:id/neighbours', key: 'neighbours' },
  create: { method: 'POST', path: '/projects' },
  copy: { method: 'POST', path: '/projects/copy/:id' },
  update: { method: 'PATCH', path: '/projects/:id' },
  savePage: { method: 'PUT', path: '/projects/:id/page' },
  remove: { method: 'DELETE', path: '/projects/:id' },
  setStatus: { method: 'PATCH', path: '/projects/:id/updateProjectStatuses' },
  matchTemplate: { method: 'POST', path: '/projects/:id/match/:templateId' },
  recordView: { method: 'POST', path: '/projects/:id/views' },
});
