import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersContract } from '../../common/contract/users';
import { requireViewer } from '../auth/authenticate';
import { notFound } from '../errors';
import { implement, registerEndpoints } from '../http/endpoint';
import { canSearchByEmail } from '../policies/user';
import { presentProfile, presentUser } from './presenter';
import { userResource } from './resource';
import { findProfile, findUser, findUsers, saveProfile, updateUser } from './service';

/** Users and profiles (common/contract/users.ts): an edit is the user's own or a super admin's. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, usersContract, {
    get: implement(usersContract.get, {
      handle: async ({ request }) => {
        const user = await findUser(db, request.query);
        const include = request.query.include ?? ['profile'];
        const profile = include.includes('profile') ? await findProfile(db, user.id) : undefined;
        return {
          user: presentUser(user, request.viewer),
          ...(profile !== undefined && { profile: profile && presentProfile(profile) }),
        };
      },
    }),

    update: implement(usersContract.update, {
      resource: userResource('id'),
      handle: async ({ request, actor }) => {
        const user = await updateUser(db, request.params.id, request.body.user, request.body.updateMask);
        return { user: presentUser(user, actor) };
      },
    }),

    find: implement(usersContract.find, {
      handle: async ({ request }) => {
        const viewer = requireViewer(request);
        const { page, nextPageToken } = await findUsers(db, {
          ...request.query,
          allowEmail: canSearchByEmail(viewer),
        });
        return { users: page.map((user) => presentUser(user, viewer)), nextPageToken };
      },
    }),

    profile: implement(usersContract.profile, {
      handle: async ({ request }) => {
        const user = await findUser(db, { userName: request.params.username });
        const profile = await findProfile(db, user.id);
        if (!profile) throw notFound('Profile');
        return { profile: presentProfile(profile) };
      },
    }),

    updateProfile: implement(usersContract.updateProfile, {
      resource: userResource('userId'),
      handle: async ({ request }) => {
        const { profile: nested, updateMask, ...flat } = request.body;
        const profile = await saveProfile(db, request.params.userId, nested ?? flat, updateMask);
        return { profile: presentProfile(profile) };
      },
    }),

    createProfile: implement(usersContract.createProfile, {
      handle: async ({ request }) => ({
        profile: presentProfile(await saveProfile(db, requireViewer(request).id, request.body)),
      }),
    }),
  });
};
