import { looksLikeHtml } from '../../common/text';
import { Boundary } from '../lib/hydration';
import { lazyPart } from '../lib/lazy-part';

/**
 * HTML and its sanitiser (DOMPurify) load only for text that is HTML: plain text, what most stories
 * are, needs neither, and a server-rendered page names the part when it shows some (lib/lazy-part.tsx).
 */
const RichHtml = lazyPart('rich-html', () => import('./rich-html').then((module) => module.RichHtml));

/** Shows stored rich text: HTML sanitised (rich-html.tsx), plain text as paragraphs. */
export function RichText({ value, className = 'prose' }: { value: string; className?: string }) {
  if (looksLikeHtml(value)) {
    return (
      <Boundary fallback={<div className={className} />}>
        <RichHtml value={value} className={className} />
      </Boundary>
    );
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
