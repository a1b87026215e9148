import { defineRoutes } from '../endpoint';

/** An event's webhook, Slack and Discord endpoints and each one's delivery log (the organiser console). */
export const webhookRoutes = defineRoutes(['webhooks'], {
  endpoints: { method: 'GET', path: '/partners/events/:idOrSlug/webhooks' },
  create: { method: 'POST', path: '/partners/events/:idOrSlug/webhooks' },
  update: { method: 'PATCH', path: '/partners/events/:idOrSlug/webhooks/:endpointId' },
  remove: { method: 'DELETE', path: '/partners/events/:idOrSlug/webhooks/:endpointId' },
  rotateSecret: { method: 'POST', path: '/partners/events/:idOrSlug/webhooks/:endpointId/secret' },
  test: { method: 'POST', path: '/partners/events/:idOrSlug/webhooks/:endpointId/test' },
  deliveries: { method: 'GET', path: '/partners/events/:idOrSlug/webhooks/:endpointId/deliveries' },
  redeliver: {
    method: 'POST',
    path: '/partners/events/:idOrSlug/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
  },
});
