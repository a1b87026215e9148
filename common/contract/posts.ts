import { z } from 'zod';
import { messageResponse } from '../api';
import { PAGE_SIZES } from '../constants';
import { positiveId } from '../schemas/ids';
import { createPostBody, postSchema, postsResponse, updatePostBody } from '../schemas/posts';
import { csv, pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { postRoutes } from './routes/posts';

const errors = [400, 401, 403, 404] as const;
const params = z.object({ id: positiveId });
const tags = ['posts'] as const;

/** Posts are readable by whoever sees their project and written by those who edit it. */
export const postsContract = defineContract(postRoutes, {
  list: {
    tags,
    summary: "A project's posts, newest first",
    query: z.object({
      projectId: positiveId,
      limit: pageSize(PAGE_SIZES.posts),
      nextPageToken: z.string().max(1024).optional(),
      includes: csv(z.string().max(32)),
    }),
    response: postsResponse,
    errors,
  },
  one: { tags, summary: 'One post', params, response: postSchema, errors },
  create: {
    tags,
    summary: 'Add a post to a project',
    body: createPostBody,
    response: postSchema,
    errors,
    login: true,
    action: 'edit',
  },
  update: {
    tags,
    summary: 'Update a post (updateMask instructions,body by default, or post_features)',
    params,
    body: updatePostBody,
    response: postSchema,
    errors,
    action: 'edit',
  },
  remove: { tags, summary: 'Delete a post', params, response: messageResponse, errors, action: 'edit' },
});
