import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../first-use';

const require = createRequire(import.meta.url);
// Called synchronously by the services that store rich text, so loaded with require, on the first call.
const sanitizeHtml = onFirstUse(() => require('sanitize-html') as typeof SanitizeHtml);

/**
 * Rich text from participants is stored sanitised: a small formatting vocabulary, links only to web
 * and mail addresses, never scripts, styles, frames or event handlers.
 */
const options = onFirstUse(
  (): SanitizeHtml.IOptions => ({
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'pre',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml().simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
    disallowedTagsMode: 'discard',
  }),
);

export const sanitizeRichText = (html: string): string => sanitizeHtml()(html, options()).trim();

/** Plain text of stored rich text, for search and similarity. */
export const plainText = (html: string): string =>
  sanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
