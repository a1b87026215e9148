import { defineRoutes } from '../endpoint';

/** User accounts and their profiles: read by anyone, edited by the user or a super admin. */
export const userRoutes = defineRoutes(['account'], {
  get: { method: 'GET', path: '/user', key: 'user' },
  update: { method: 'PATCH', path: '/users/:id' },
  find: { method: 'GET', path: '/users/find', key: 'search' },
  profile: { method: 'GET', path: '/users/:username/profile' },
  updateProfile: { method: 'PATCH', path: '/users/:userId/profile' },
  createProfile: { method: 'POST', path: '/users/profile' },
});
