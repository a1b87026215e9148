import { defineRoutes } from '../endpoint';

/** Uploads: one file a call, sent as a multipart form by the browser itself (for its progress bar). */
export const fileRoutes = defineRoutes(['files'], {
  upload: { method: 'POST', path: '/files' },
});
