import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { looksLikeHtml } from '../../common/text';

/** DOMPurify needs a DOM; the server renders with its own sanitiser (web/entry-server.tsx). */
let sanitize = (html: string): string => DOMPurify.sanitize(html);
export function setRichTextSanitizer(sanitizer: (html: string) => string): void {
  sanitize = sanitizer;
}

/**
 * Shows stored rich text. The server sanitises on write; the browser sanitises again before rendering,
 * so nothing that slipped into the database (or an older row) can run script.
 */
export function RichText({ value, className = 'prose' }: { value: string; className?: string }) {
  const html = useMemo(() => (looksLikeHtml(value) ? sanitize(value) : null), [value]);
  if (html !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the line above (DOMPurify, or the server's sanitiser).
    return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={className}>
      {value
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </div>
  );
}
