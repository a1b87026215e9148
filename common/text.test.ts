import { describe, expect, it } from 'vitest';
import { htmlToText, looksLikeHtml, textToHtml } from './text';

describe('rich text round trip', () => {
  it('turns typed paragraphs into escaped HTML and back', () => {
    const typed = 'First <idea> & more\nsame paragraph\n\nSecond';
    const html = textToHtml(typed);
    expect(html).toBe('<p>First &lt;idea&gt; &amp; more<br>same paragraph</p><p>Second</p>');
    expect(htmlToText(html)).toBe(typed);
    expect(looksLikeHtml(html)).toBe(true);
    expect(looksLikeHtml('plain 3 < 4 text')).toBe(false);
  });
});
