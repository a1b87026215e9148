import { isLocale } from './constants';
import { API_ROOT } from './first-reads';

/**
 * Embeddable widgets (docs/integrations.md#embeds): the gallery, the winners and one project card as
 * pages other sites may show in an iframe. They sit under the event's slug, as every event page does
 * (the first segment of an address names the event), after `embed/`.
 */

export const EMBED_KINDS = ['projects', 'winners', 'project'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** What the embedded page posts to its parent whenever its height changes. */
export const EMBED_RESIZE_MESSAGE = 'showcase:resize';

/** The iframe's first height, before the page reports its own; and the oEmbed answer's sizes. */
export const EMBED_SIZES: Record<EmbedKind, { width: number; height: number }> = {
  projects: { width: 960, height: 720 },
  winners: { width: 960, height: 720 },
  project: { width: 400, height: 460 },
};

/** Projects the embedded gallery shows (its first page; a link leads to the rest). */
export const EMBED_GALLERY_SIZE = 12;

export type EmbedMatch = { eventSlug: string; kind: EmbedKind; project?: string };

/** The embed a path names, or null: `/{eventSlug}/embed/projects|winners|project/{idOrSlug}`. */
export function matchEmbedPath(pathname: string): EmbedMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) return null;
  const [eventSlug, embed, kind, project, ...rest] = segments;
  if (!eventSlug || embed !== 'embed' || rest.length) return null;
  if ((kind === 'projects' || kind === 'winners') && project === undefined) return { eventSlug, kind };
  if (kind === 'project' && project) return { eventSlug, kind, project };
  return null;
}

export function embedPath(eventSlug: string, kind: EmbedKind, project?: string | number): string {
  const base = `/${encodeURIComponent(eventSlug)}/embed/${kind}`;
  return kind === 'project' ? `${base}/${encodeURIComponent(String(project ?? ''))}` : base;
}

/** Options of an embedded page, in its query string: a fixed theme instead of the reader's. */
export type EmbedTheme = 'light' | 'dark' | 'auto';
export const EMBED_THEMES: readonly EmbedTheme[] = ['auto', 'light', 'dark'];

export function embedUrl(
  origin: string,
  eventSlug: string,
  kind: EmbedKind,
  options: { project?: string | number; theme?: EmbedTheme } = {},
): string {
  const theme = options.theme && options.theme !== 'auto' ? `?theme=${options.theme}` : '';
  return `${origin}${embedPath(eventSlug, kind, options.project)}${theme}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe alone, as the oEmbed answer gives it (its height follows the page once the snippet's script runs). */
export function embedIframe(
  src: string,
  title: string,
  kind: EmbedKind,
  height: number = EMBED_SIZES[kind].height,
): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${height}" style="border:0;width:100%;max-width:100%" loading="lazy" data-showcase-embed></iframe>`;
}

/**
 * The copy-paste snippet: the iframe and a few lines that set its height from the page's messages,
 * accepting them only from the embed's own origin and its own frame.
 */
export function embedSnippet(src: string, title: string, kind: EmbedKind): string {
  const origin = new URL(src).origin;
  return `${embedIframe(src, title, kind)}
<script>
window.addEventListener('message', function (e) {
  if (e.origin !== ${JSON.stringify(origin)} || !e.data || e.data.type !== '${EMBED_RESIZE_MESSAGE}') return;
  document.querySelectorAll('iframe[data-showcase-embed]').forEach(function (f) {
    if (f.contentWindow === e.source) f.style.height = Math.ceil(e.data.height) + 'px';
  });
});
</script>`;
}

/** The machine-readable summary of an event, in the spirit of the hackathon.json proposal. */
export const hackathonJsonPath = (eventSlug: string) =>
  `${API_ROOT}/event/${encodeURIComponent(eventSlug)}/hackathon.json`;

/** The oEmbed answer for a link of this site. */
export const oembedPath = (link: string) => `${API_ROOT}/oembed?url=${encodeURIComponent(link)}&format=json`;
