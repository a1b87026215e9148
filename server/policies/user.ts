import type { Viewer } from '../context';
import { definePolicy, loginRequired } from './policy';

/** The account a request names: its user id, read from the path (the record is not loaded to decide). */
export interface UserRecord {
  id: number;
}

export const USER_ACTIONS = ['edit_account', 'edit_profile'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** A user record and profile are edited by the user themself or a super admin. */
const selfOrSuperAdmin = (viewer: Viewer | null, user: UserRecord) =>
  viewer ? viewer.id === user.id || viewer.isSuperAdmin : loginRequired();

/** User accounts: each edit is the user's own, or a super admin's. */
export const userPolicy = definePolicy<Viewer | null, UserRecord, UserAction>({
  edit_account: { allow: selfOrSuperAdmin, denied: 'You may only edit your own account' },
  edit_profile: { allow: selfOrSuperAdmin, denied: 'You may only edit your own profile' },
});

/** Searching by e-mail would reveal addresses; only super admins may. */
export const canSearchByEmail = (viewer: Viewer): boolean => viewer.isSuperAdmin;
