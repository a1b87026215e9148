import { z } from 'zod';
import { freeFormObject } from './free-form';
import { positiveId } from './ids';

/** The longest body or instructions a post may have. */
export const POST_TEXT_MAX = 50_000;

/** A project's post (an update), as the API answers it. */
export const postSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  body: z.string(),
  instructions: z.string(),
  post_features: z.record(z.string(), z.unknown()),
  attachments: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** What a post is written with; every field optional (a partial update sends some). */
export const postInput = z.object({
  body: z.string().max(POST_TEXT_MAX).optional(),
  instructions: z.string().max(POST_TEXT_MAX).optional(),
  post_features: freeFormObject.optional(),
  attachments: z.array(z.string().max(2048)).optional(),
});
export const createPostBody = postInput.extend({ projectId: positiveId });
export const updatePostBody = postInput.extend({ updateMask: z.string().max(100).optional() });

export const postsResponse = z.object({ posts: z.array(postSchema), nextPageToken: z.string().nullable() });
