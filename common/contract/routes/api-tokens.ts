import { defineRoutes } from '../endpoint';

/** API tokens: the caller's personal tokens, and an event's (the organiser console). */
export const apiTokenRoutes = defineRoutes(['api-tokens'], {
  personal: { method: 'GET', path: '/me/tokens' },
  createPersonal: { method: 'POST', path: '/me/tokens' },
  revokePersonal: { method: 'DELETE', path: '/me/tokens/:tokenId' },
  event: { method: 'GET', path: '/partners/events/:idOrSlug/api-tokens' },
  createEvent: { method: 'POST', path: '/partners/events/:idOrSlug/api-tokens' },
  revokeEvent: { method: 'DELETE', path: '/partners/events/:idOrSlug/api-tokens/:tokenId' },
});
