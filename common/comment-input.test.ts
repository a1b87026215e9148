import { describe, expect, it } from 'vitest';
import { commentInput } from './comment-input';
import { COMMENT_MAX_LENGTH } from './comment-text';

describe('a comment as posted', () => {
  it('is trimmed, and refused empty or too long', () => {
    expect(commentInput.parse({ body: '  Lovely robot ' })).toEqual({ body: 'Lovely robot' });
    expect(commentInput.safeParse({ body: '   ' }).success).toBe(false);
    expect(commentInput.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
