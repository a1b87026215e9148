import { defineRoutes } from '../endpoint';

/** A project's team: invitations, removals, the member list and accepting an invitation. */
export const teamRoutes = defineRoutes(['projects'], {
  invite: { method: 'POST', path: '/project/:id/invite' },
  uninvite: { method: 'POST', path: '/project/:id/uninvite' },
  list: { method: 'GET', path: '/project/:id/teams', key: 'team' },
  invitation: { method: 'GET', path: '/project/:id/invitation', key: 'invitation' },
  accept: { method: 'POST', path: '/project/:id/accept' },
});
