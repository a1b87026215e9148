import type { AccountUser, Profile, PublicUser } from '../../common/api';
import { displayName } from '../../common/users';
import type { Viewer } from '../context';
import type { profiles, users } from '../db/schema';
import type { MemberUserRow } from '../projects/relations';

/** What anyone may see of a user: never the e-mail address. */
export function presentPublicUser(user: MemberUserRow): PublicUser {
  return {
    id: user.id,
    uuid: user.uuid,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: displayName(user),
  };
}

type UserRow = typeof users.$inferSelect;

/** The private fields only reach the user themself and super admins. */
export function presentUser(user: UserRow, viewer: Pick<Viewer, 'id' | 'isSuperAdmin'> | null): AccountUser {
  const base = presentPublicUser(user);
  if (!viewer || (viewer.id !== user.id && !viewer.isSuperAdmin)) return base;
  return {
    ...base,
    email: user.email,
    userSettings: user.userSettings,
    isEngStaff: user.isEngStaff,
    isStaff: user.isEngStaff,
    isVerified: user.isVerified,
    locale: user.locale,
  };
}

export const presentSelf = (user: UserRow): AccountUser => presentUser(user, user);

export function presentProfile(profile: typeof profiles.$inferSelect): Profile {
  return { userId: profile.userId, location: profile.location, bio: profile.bio };
}
