import { defineRoutes } from '../endpoint';

/**
 * Parents' consent: the organiser's settings and resend, and the parent's page (no account: the mailed
 * token is its key), under the registration root so a change refreshes the registration screens.
 */
export const consentRoutes = defineRoutes(['registration'], {
  settings: {
    method: 'GET',
    path: '/partners/events/:idOrSlug/registration/consent',
    key: 'consent-settings',
  },
  saveSettings: { method: 'PUT', path: '/partners/events/:idOrSlug/registration/consent' },
  resend: { method: 'POST', path: '/partners/events/:idOrSlug/registrants/:registrationId/consent/resend' },
  page: { method: 'GET', path: '/events/:slug/parent-consent', key: 'parent-consent' },
  answer: { method: 'POST', path: '/events/:slug/parent-consent' },
});
