import { defineRoutes } from '../endpoint';

/** A project's plagiarism report for the event's staff, under the projects' key root. */
export const plagiarismRoutes = defineRoutes(['projects'], {
  report: { method: 'GET', path: '/project-plagiarism/:projectId', key: 'plagiarism' },
});
