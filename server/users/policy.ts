import type { Viewer } from '../context';

/** A user record and profile are edited by the user themself or a super admin. */
export const canEditUser = (viewer: Viewer, userId: number): boolean =>
  viewer.id === userId || viewer.isSuperAdmin;

/** Searching by e-mail would reveal addresses; only super admins may. */
export const canSearchByEmail = (viewer: Viewer): boolean => viewer.isSuperAdmin;
