import { defineRoutes } from '../endpoint';

/**
 * Registration: a person's own (read, apply, confirm, cancel) and the organiser's side (settings, form,
 * registrants, decisions, mail), under one key root so a change refreshes every registration screen.
 */
export const registrationRoutes = defineRoutes(['registration'], {
  mine: { method: 'GET', path: '/events/:idOrSlug/registration' },
  apply: { method: 'POST', path: '/events/:idOrSlug/registration' },
  confirm: { method: 'POST', path: '/events/:idOrSlug/registration/confirm' },
  cancel: { method: 'POST', path: '/events/:idOrSlug/registration/cancel' },
  settings: { method: 'GET', path: '/partners/events/:idOrSlug/registration/settings' },
  saveSettings: { method: 'PUT', path: '/partners/events/:idOrSlug/registration/settings' },
  addField: { method: 'POST', path: '/partners/events/:idOrSlug/registration-fields' },
  updateField: { method: 'PUT', path: '/partners/events/:idOrSlug/registration-fields/:fieldId' },
  removeField: { method: 'DELETE', path: '/partners/events/:idOrSlug/registration-fields/:fieldId' },
  registrants: { method: 'GET', path: '/partners/events/:idOrSlug/registrants' },
  counts: { method: 'GET', path: '/partners/events/:idOrSlug/registrants/counts' },
  /** A file the browser downloads (web/api/download.ts), not an answer it reads. */
  registrantsCsv: { method: 'GET', path: '/partners/events/:idOrSlug/registrants.csv' },
  decide: { method: 'POST', path: '/partners/events/:idOrSlug/registrants/decisions' },
  mail: { method: 'POST', path: '/partners/events/:idOrSlug/registrants/mail' },
});
