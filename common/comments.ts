import { z } from 'zod';
import { publicUserSchema } from './api';

export { COMMENT_MAX_LENGTH, linkify } from './comment-text';

/** How many comments one person may post or edit per minute, across every project. */
export const COMMENT_RATE_LIMIT_PER_MINUTE = 10;

export const commentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: publicUserSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Only the project team and event staff see hidden comments, marked as such. */
  hidden: z.boolean(),
  /** What the caller may do with this comment; the server still checks. */
  canEdit: z.boolean(),
  canHide: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadSchema = z.object({
  comments: z.array(commentSchema),
  /** Comments everyone sees (hidden ones are not counted). */
  count: z.number().int(),
  canComment: z.boolean(),
  /** Why the caller cannot comment: not signed in, project not approved, or archived. */
  refusal: z.enum(['login', 'not_approved', 'archived']).nullable(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;
