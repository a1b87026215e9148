import { defineRoutes } from '../endpoint';

/** Preview links for partners, the access code that gates an event, and a visitor's check of the code. */
export const eventAccessRoutes = defineRoutes(['organiser'], {
  previewLink: { method: 'POST', path: '/partners/events/:idOrSlug/preview-tokens' },
  setAccessCode: { method: 'PUT', path: '/partners/events/:idOrSlug/access-code' },
  removeAccessCode: { method: 'DELETE', path: '/partners/events/:idOrSlug/access-code' },
  validateAccessCode: { method: 'POST', path: '/partners/events/:idOrSlug/access-code/validate' },
});
