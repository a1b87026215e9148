import { users } from '../db/schema';

/** The columns of a user that anyone may see (presentPublicUser), for joins that list people. */
export const publicUserColumns = {
  id: users.id,
  uuid: users.uuid,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
};
