import { z } from 'zod';
import { commentInput } from '../comment-input';
import { commentThreadSchema } from '../comments';
import { positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { commentRoutes } from './routes/comments';

const errors = [400, 401, 403, 404, 409, 429] as const;
const projectParams = z.object({ id: positiveId });
const commentParams = z.object({ commentId: positiveId });
const tags = ['comments'] as const;

export const commentsContract = defineContract(commentRoutes, {
  thread: {
    tags,
    summary: "A project's comment thread, oldest first, with what the caller may do",
    params: projectParams,
    response: commentThreadSchema,
    errors,
  },
  post: {
    tags,
    summary: 'Comment on an approved project (signed-in users; rate limited)',
    params: projectParams,
    body: commentInput,
    response: commentThreadSchema,
    errors,
    action: 'post',
  },
  edit: {
    tags,
    summary: 'Edit one of your own comments',
    params: commentParams,
    body: commentInput,
    response: commentThreadSchema,
    errors,
    action: 'edit',
  },
  remove: {
    tags,
    summary: 'Delete one of your own comments',
    params: commentParams,
    response: commentThreadSchema,
    errors,
    action: 'delete',
  },
  hide: {
    tags,
    summary: 'Hide or show a comment (the project team and event staff)',
    params: commentParams,
    body: z.object({ hidden: z.boolean() }),
    response: commentThreadSchema,
    errors,
    action: 'hide',
  },
});
