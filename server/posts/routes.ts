import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import { PAGE_SIZES } from '../../common/constants';
import { createPostBody, postSchema, postsResponse, updatePostBody } from '../../common/schemas/posts';
import { requireViewer } from '../auth/authenticate';
import { callerOf } from '../events/credentials';
import { errorResponses } from '../http/error-responses';
import { csv, pageSize, positiveId } from '../http/query';
import { openProject } from '../projects/access';
import { createPost, deletePost, findPost, listPosts, presentPost, updatePost } from './service';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: positiveId });

/** Posts are a project's updates: readable by whoever sees the project, written by those who edit it. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: "A project's posts, newest first",
        querystring: z.object({
          projectId: positiveId,
          limit: pageSize(PAGE_SIZES.posts),
          nextPageToken: z.string().max(1024).optional(),
          includes: csv(z.string().max(32)),
        }),
        response: {
          200: postsResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const { project } = await openProject(app.ctx, request.query.projectId, callerOf(request), 'view');
      return listPosts(db, project.id, request.query.limit, request.query.nextPageToken);
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'One post',
        params: idParams,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => {
      const post = await findPost(db, request.params.id);
      await openProject(app.ctx, post.projectId, callerOf(request), 'view');
      return presentPost(post);
    },
  );

  app.post(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Add a post to a project',
        body: createPostBody,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => {
      requireViewer(request);
      const { project } = await openProject(app.ctx, request.body.projectId, callerOf(request), 'edit');
      const { projectId: _projectId, ...input } = request.body;
      return presentPost(await createPost(db, project.id, input));
    },
  );

  app.patch(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Update a post (updateMask instructions,body by default, or post_features)',
        params: idParams,
        body: updatePostBody,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => {
      const post = await findPost(db, request.params.id);
      await openProject(app.ctx, post.projectId, callerOf(request), 'edit');
      const { updateMask, ...input } = request.body;
      return presentPost(await updatePost(db, post, input, updateMask));
    },
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete a post',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const post = await findPost(db, request.params.id);
      await openProject(app.ctx, post.projectId, callerOf(request), 'edit');
      await deletePost(db, post);
      return { message: 'Post deleted' };
    },
  );
};
