import { defineRoutes } from '../endpoint';

/**
 * The organiser console's areas of an event, under the console's key root (one prefix refreshes the
 * console's data).
 */
export const overviewRoutes = defineRoutes(['organiser'], {
  overview: { method: 'GET', path: '/partners/events/:idOrSlug/overview' },
});

/** Event staff: the members, their invitations, and a staff invitation's link. */
export const memberRoutes = defineRoutes(['organiser'], {
  members: { method: 'GET', path: '/partners/events/:eventId/members' },
  invite: { method: 'POST', path: '/partners/events/:eventId/members' },
  invitation: { method: 'GET', path: '/partners/events/:idOrSlug/staff-invitation', key: 'staff-invitation' },
  accept: { method: 'POST', path: '/partners/events/:idOrSlug/staff-invitation/accept' },
  changeRole: { method: 'PATCH', path: '/partners/events/:eventId/members/:userId' },
  remove: { method: 'DELETE', path: '/partners/events/:eventId/members/:userId' },
  cancelInvitation: { method: 'DELETE', path: '/partners/events/:eventId/invitations/:invitationId' },
});
