import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript links', () => {
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a><img src=x onerror=y>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain('<p>Hi <strong>there</strong></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|<img/);
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('turns rich text into plain words', () => {
    expect(plainText('<p>Solar&nbsp;<em>kites</em></p>\n<p>fly</p>')).toBe('Solar kites fly');
  });
});
