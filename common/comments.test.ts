import { describe, expect, it } from 'vitest';
import { linkify } from './comments';

describe('linkify', () => {
  it('turns web links into link parts and leaves everything else as text, markup included', () => {
    expect(linkify('<b>see</b> https://example.com/a?b=1, and http://x.org.')).toEqual([
      { text: '<b>see</b> ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', and ' },
      { text: 'http://x.org', href: 'http://x.org' },
      { text: '.' },
    ]);
  });

  it('never makes a link of other schemes', () => {
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([
      { text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });
});
