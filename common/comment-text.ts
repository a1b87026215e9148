/**
 * A comment's text rules, apart from the comment schemas (common/comments.ts): the thread on the
 * project page hydrates with this code, without zod.
 */

/** Comments are plain text; links in them become clickable, nothing else is interpreted. */
export const COMMENT_MAX_LENGTH = 2000;

/** Splits plain text into text and web links, so the browser can render links without any HTML. */
export function linkify(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const pattern = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: match[0], href: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
