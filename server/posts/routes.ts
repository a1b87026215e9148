import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postsContract } from '../../common/contract/posts';
import { implement, registerEndpoints } from '../http/endpoint';
import { bodyProjectResource, queryProjectResource } from '../projects/resource';
import { postResource } from './resource';
import { createPost, deletePost, listPosts, presentPost, updatePost } from './service';

/** A project's posts (common/contract/posts.ts): the guard opens the project and checks its edit right. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, postsContract, {
    list: implement(postsContract.list, {
      resource: queryProjectResource,
      handle: ({ request, record: { project } }) =>
        listPosts(db, project.id, request.query.limit, request.query.nextPageToken),
    }),

    one: implement(postsContract.one, {
      resource: postResource,
      handle: async ({ record }) => presentPost(record.post),
    }),

    create: implement(postsContract.create, {
      resource: bodyProjectResource,
      handle: async ({ request, record: { project } }) => {
        const { projectId: _projectId, ...input } = request.body;
        return presentPost(await createPost(db, project.id, input));
      },
    }),

    update: implement(postsContract.update, {
      resource: postResource,
      handle: async ({ request, record }) => {
        const { updateMask, ...input } = request.body;
        return presentPost(await updatePost(db, record.post, input, updateMask));
      },
    }),

    remove: implement(postsContract.remove, {
      resource: postResource,
      handle: async ({ record }) => {
        await deletePost(db, record.post);
        return { message: 'Post deleted' };
      },
    }),
  });
};
