import type { PublicUser } from '../../common/api';
import { displayName } from '../../common/users';
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
