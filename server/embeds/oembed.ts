import type { Event } from '../../common/api';
import { isLocale } from '../../common/constants';
import { EMBED_SIZES, type EmbedMatch, embedIframe, embedPath, matchEmbedPath } from '../../common/embeds';
import type { OembedResponse } from '../../common/schemas/embeds';
import { notFound } from '../errors';
import type { PublicReader } from './public-reads';

/** How long a consumer may keep an oEmbed answer (seconds): cards change when projects are edited. */
const OEMBED_CACHE_AGE = 3600;
const CARD_THUMBNAIL = { width: 640, height: 400 };

/** The embed a link of this site stands for: a project page, the gallery, the winners, or an embed itself. */
export function linkedEmbed(link: string, origin: string): EmbedMatch | null {
  let pathname: string;
  try {
    const url = new URL(link);
    if (url.origin !== origin) return null;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const embed = matchEmbedPath(pathname);
  if (embed) return embed;
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const [eventSlug, section, key, ...rest] = segments;
  if (!eventSlug || rest.length) return null;
  if (section === 'project' && key) return { eventSlug, kind: 'project', project: key };
  if (section === 'projects' && !key) return { eventSlug, kind: 'projects' };
  if (section === 'winners' && !key) return { eventSlug, kind: 'winners' };
  if (!section) return { eventSlug, kind: 'projects' };
  return null;
}

export const organiserOf = (event: Event) => event.organiser || event.name;

/**
 * The oEmbed answer for an embed of an event open to anyone: a project's card (its team as the
 * authors), or the gallery or winners (the organiser as the author). Not public or missing: 404.
 */
export async function oembedFor(
  reader: PublicReader,
  origin: string,
  embed: EmbedMatch,
  limits: { maxwidth?: number; maxheight?: number },
): Promise<OembedResponse> {
  const event = await reader.event();
  if (!event) throw notFound('Event');
  let title = event.name;
  let authorName = organiserOf(event);
  let thumbnail = event.eventImage;
  let project: string | undefined;
  if (embed.kind === 'project') {
    const found = await reader.project(embed.project ?? '');
    if (!found || found.eventId !== event.id) throw notFound('Project');
    title = found.title;
    project = found.slug;
    const authors = (found.memberships ?? []).flatMap((m) =>
      m.user ? [m.user.fullName || m.user.userName] : [],
    );
    if (authors.length) authorName = authors.join(', ');
    thumbnail = found.imageUrl ?? thumbnail;
  }
  const size = EMBED_SIZES[embed.kind];
  const width = Math.min(size.width, limits.maxwidth ?? size.width);
  const height = Math.min(size.height, limits.maxheight ?? size.height);
  const src = `${origin}${embedPath(event.slug, embed.kind, project)}`;
  return {
    type: 'rich',
    version: '1.0',
    title,
    author_name: authorName,
    author_url: `${origin}/${event.slug}`,
    provider_name: 'Showcase',
    provider_url: origin,
    html: embedIframe(src, title, embed.kind, height),
    width,
    height,
    cache_age: OEMBED_CACHE_AGE,
    ...(thumbnail
      ? {
          thumbnail_url: thumbnail.startsWith('/') ? `${origin}${thumbnail}` : thumbnail,
          thumbnail_width: CARD_THUMBNAIL.width,
          thumbnail_height: CARD_THUMBNAIL.height,
        }
      : {}),
  };
}
