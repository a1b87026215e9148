import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** DOMPurify needs a DOM; the server renders with its own sanitiser (web/entry-server.tsx). */
let sanitize = (html: string): string => DOMPurify.sanitize(html);
export function setRichTextSanitizer(sanitizer: (html: string) => string): void {
  sanitize = sanitizer;
}

/**
 * Stored rich text that is HTML. The server sanitises on write; the browser sanitises again before
 * rendering, so nothing that slipped into the database (or an older row) can run script.
 */
export function RichHtml({ value, className }: { value: string; className: string }) {
  const html = useMemo(() => sanitize(value), [value]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the line above (DOMPurify, or the server's sanitiser).
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
