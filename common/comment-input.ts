import * as z from 'zod/mini';
import { COMMENT_MAX_LENGTH } from './comment-text';

/**
 * A comment as it is posted or edited: its text, trimmed and not empty. The route parses it and so does
 * the comment form; zod/mini, so the form carries a few kilobytes of zod and the thread none.
 */
export const commentInput = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please write a comment'),
      z.maxLength(COMMENT_MAX_LENGTH, `Comments are at most ${COMMENT_MAX_LENGTH} characters`),
    ),
});
export type CommentInput = z.infer<typeof commentInput>;
