import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountUserSchema, profileSchema, userResponse } from '../../common/api';
import { freeFormObject } from '../../common/schemas/free-form';
import { bio, firstName, lastName, location } from '../../common/user-validation';
import { requireViewer } from '../auth/authenticate';
import { AppError, notFound } from '../errors';
import { errorResponses } from '../http/error-responses';
import { csv, idList, pageSize, positiveId } from '../http/query';
import { canEditUser, canSearchByEmail } from './policy';
import { presentProfile, presentUser } from './presenter';
import { FILTER_BY, findProfile, findUser, findUsers, saveProfile, updateUser } from './service';

const errors = errorResponses(400, 401, 403, 404);
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

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'A user by userName or userId, with the profile by default',
        querystring: z.object({
          userName: z.string().max(64).optional(),
          userId: positiveId.optional(),
          include: csv(z.enum(['profile'])),
        }),
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const user = await findUser(db, request.query);
      const include = request.query.include ?? ['profile'];
      const profile = include.includes('profile') ? await findProfile(db, user.id) : undefined;
      return {
        user: presentUser(user, request.viewer),
        ...(profile !== undefined && { profile: profile && presentProfile(profile) }),
      };
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a user record (the user or a super admin)',
        params: z.object({ id: positiveId }),
        body: z.object({ user: userPatch, updateMask: z.string().max(200).optional() }),
        response: { 200: z.object({ user: accountUserSchema }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!canEditUser(viewer, request.params.id))
        throw new AppError('forbidden', 'You may only edit your own account');
      const user = await updateUser(db, request.params.id, request.body.user, request.body.updateMask);
      return { user: presentUser(user, viewer) };
    },
  );

  app.get(
    '/users/find',
    {
      schema: {
        tags: ['users'],
        summary: 'Find users (logged-in callers); e-mail search is for super admins',
        querystring: z.object({
          pageSize: pageSize(10),
          nextPageToken: z.string().max(1024).optional(),
          filterBy: z.enum(FILTER_BY).optional(),
          keyword: z.string().max(320).optional(),
          userIds: idList,
          userNames: csv(z.string().max(64)),
          emails: csv(z.string().max(320)),
          include: csv(z.enum(['profile'])),
        }),
        response: {
          200: z.object({ users: z.array(accountUserSchema), nextPageToken: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { page, nextPageToken } = await findUsers(db, {
        ...request.query,
        allowEmail: canSearchByEmail(viewer),
      });
      return { users: page.map((user) => presentUser(user, viewer)), nextPageToken };
    },
  );

  app.get(
    '/users/:username/profile',
    {
      schema: {
        tags: ['users'],
        summary: "A user's profile",
        params: z.object({ username: z.string().max(64) }),
        response: { 200: z.object({ profile: profileSchema }), ...errors },
      },
    },
    async (request) => {
      const user = await findUser(db, { userName: request.params.username });
      const profile = await findProfile(db, user.id);
      if (!profile) throw notFound('Profile');
      return { profile: presentProfile(profile) };
    },
  );

  app.patch(
    '/users/:userId/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a profile (updateMask location,bio)',
        params: z.object({ userId: positiveId }),
        body: profileInput.extend({
          profile: profileInput.optional(),
          updateMask: z.string().max(100).optional(),
        }),
        response: { 200: z.object({ profile: profileSchema }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!canEditUser(viewer, request.params.userId))
        throw new AppError('forbidden', 'You may only edit your own profile');
      const { profile: nested, updateMask, ...flat } = request.body;
      const profile = await saveProfile(db, request.params.userId, nested ?? flat, updateMask);
      return { profile: presentProfile(profile) };
    },
  );

  app.post(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: "Create the caller's profile",
        body: profileInput,
        response: { 200: z.object({ profile: profileSchema }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return { profile: presentProfile(await saveProfile(db, viewer.id, request.body)) };
    },
  );
};
