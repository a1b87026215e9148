import { defineRoutes } from '../endpoint';

/** The support modal (participants write to the organisers) and the organisers' inbox. */
export const supportRoutes = defineRoutes(['notify'], {
  send: { method: 'POST', path: '/partners/events/:idOrSlug/support-messages' },
  inbox: { method: 'GET', path: '/partners/events/:idOrSlug/support-messages', key: 'support' },
  reply: { method: 'POST', path: '/partners/events/:idOrSlug/support-messages/:messageId/replies' },
});
