import { defineRoutes } from '../endpoint';

/** About the server itself: its version, and the integrations the web app loads. */
export const metaRoutes = defineRoutes(['meta'], {
  version: { method: 'GET', path: '/version' },
  clientConfig: { method: 'GET', path: '/client-config', key: 'client-config' },
});
