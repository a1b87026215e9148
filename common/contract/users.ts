import { z } from 'zod';
import { accountUserSchema, profileSchema, userResponse } from '../api';
import { freeFormObject } from '../schemas/free-form';
import { positiveId } from '../schemas/ids';
import { csv, idList, pageSize } from '../schemas/query';
import { bio, firstName, lastName, location } from '../user-validation';
import { defineContract } from './endpoint';
import { userRoutes } from './routes/users';

/** What a user search filters by. */
export const USER_FILTER_BY = ['KEYWORD', 'USER_NAME', 'EMAIL', 'USER_ID'] as const;

const errors = [400, 401, 403, 404] as const;
const tags = ['users'] as const;
// The name and profile rules apply to what is sent; the service checks what an update mask names.
const userPatch = z.object({
  firstName: z.nullable(firstName).optional(),
  lastName: z.nullable(lastName).optional(),
  userSettings: freeFormObject.optional(),
  locale: z.enum(['en', 'es', 'fr', 'ab']).optional(),
});
const profileInput = z.object({
  location: z.nullable(location).optional(),
  bio: z.nullable(bio).optional(),
});
const profileAnswer = z.object({ profile: profileSchema });

export const usersContract = defineContract(userRoutes, {
  get: {
    tags,
    summary: 'A user by userName or userId, with the profile by default',
    query: z.object({
      userName: z.string().max(64).optional(),
      userId: positiveId.optional(),
      include: csv(z.enum(['profile'])),
    }),
    response: userResponse,
    errors,
  },
  update: {
    tags,
    summary: 'Update a user record (the user or a super admin)',
    params: z.object({ id: positiveId }),
    body: z.object({ user: userPatch, updateMask: z.string().max(200).optional() }),
    response: z.object({ user: accountUserSchema }),
    errors,
    action: 'edit_account',
  },
  find: {
    tags,
    summary: 'Find users (logged-in callers); e-mail search is for super admins',
    query: z.object({
      pageSize: pageSize(10),
      nextPageToken: z.string().max(1024).optional(),
      filterBy: z.enum(USER_FILTER_BY).optional(),
      keyword: z.string().max(320).optional(),
      userIds: idList,
      userNames: csv(z.string().max(64)),
      emails: csv(z.string().max(320)),
      include: csv(z.enum(['profile'])),
    }),
    response: z.object({ users: z.array(accountUserSchema), nextPageToken: z.string().nullable() }),
    errors,
    login: true,
  },
  profile: {
    tags,
    summary: "A user's profile",
    params: z.object({ username: z.string().max(64) }),
    response: profileAnswer,
    errors,
  },
  updateProfile: {
    tags,
    summary: 'Update a profile (updateMask location,bio)',
    params: z.object({ userId: positiveId }),
    body: profileInput.extend({
      profile: profileInput.optional(),
      updateMask: z.string().max(100).optional(),
    }),
    response: profileAnswer,
    errors,
    action: 'edit_profile',
  },
  createProfile: {
    tags,
    summary: "Create the caller's profile",
    body: profileInput,
    response: profileAnswer,
    errors,
    login: true,
  },
});
