import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Event } from '../../common/api';
import { isLocale } from '../../common/constants';
import { EMBED_SIZES, type EmbedKind, embedIframe, embedPath, matchEmbedPath } from '../../common/embeds';
import { hackathonSummary, oembedQuery, oembedResponse } from '../../common/schemas/embeds';
import { htmlToText } from '../../common/text';
import { notFound } from '../errors';
import { errorResponses } from '../http/error-responses';
import { requestOrigin } from '../http/public-origin';
import { publicReader } from './public-reads';
import { eventDates } from './structured-data';

/** How long a consumer may keep an oEmbed answer (seconds): cards change when projects are edited. */
const OEMBED_CACHE_AGE = 3600;
const CARD_THUMBNAIL = { width: 640, height: 400 };

/** The embed a link of this site stands for: a project page, the gallery, the winners, or an embed itself. */
export function linkedEmbed(
  link: string,
  origin: string,
): { eventSlug: string; kind: EmbedKind; project?: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  let pathname: string;
  try {
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

const authorOf = (event: Event) => event.organiser || event.name;

/**
 * oEmbed, so a project link pasted into a blog or a chat shows its card, and the hackathon.json summary
 * of an event. Both are public and read as an anonymous visitor (public-reads.ts): what the public API
 * does not show anyone answers 404.
 */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oembed',
    {
      schema: {
        tags: ['embeds'],
        summary: 'oEmbed answer (rich, an iframe) for a link to a public project, gallery or winners page',
        description:
          'Only format=json is answered (501 otherwise). Links of other sites, unknown, draft, declined or template projects and events closed to anonymous visitors answer 404.',
        querystring: oembedQuery,
        response: {
          200: oembedResponse,
          ...errorResponses(400, 404),
          501: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { url, format = 'json', maxwidth, maxheight } = request.query;
      if (format !== 'json') return reply.status(501).send({ message: 'Only the json format is available' });
      const origin = requestOrigin(request, app.ctx.config);
      const embed = linkedEmbed(url, origin);
      if (!embed) throw notFound('Embeddable page');
      const reader = publicReader(app, request, embed.eventSlug);
      const event = await reader.event();
      if (!event) throw notFound('Event');
      let title = event.name;
      let authorName = authorOf(event);
      let thumbnail: string | null = event.eventImage;
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
      const width = Math.min(size.width, maxwidth ?? size.width);
      const height = Math.min(size.height, maxheight ?? size.height);
      const src = `${origin}${embedPath(event.slug, embed.kind, project)}`;
      const absolute = (link: string) => (link.startsWith('/') ? `${origin}${link}` : link);
      return {
        type: 'rich' as const,
        version: '1.0' as const,
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
              thumbnail_url: absolute(thumbnail),
              thumbnail_width: CARD_THUMBNAIL.width,
              thumbnail_height: CARD_THUMBNAIL.height,
            }
          : {}),
      };
    },
  );

  app.get(
    '/event/:slug/hackathon.json',
    {
      schema: {
        tags: ['embeds'],
        summary: "An event's machine-readable summary (after the hackathon.json proposal)",
        description:
          'Name, dates, place, organiser, tracks (categories), prizes (published awards with their winners), sponsors, the number of public projects and links. Events closed to anonymous visitors answer 404.',
        params: z.object({ slug: z.string().min(1).max(64) }),
        response: { 200: hackathonSummary, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const origin = requestOrigin(request, app.ctx.config);
      const reader = publicReader(app, request, request.params.slug);
      const event = await reader.event();
      if (!event) throw notFound('Event');
      const [timeline, categories, winners, stats] = await Promise.all([
        reader.timeline(event.id),
        reader.categories(event.id),
        reader.winners(),
        reader.stats(),
      ]);
      const dates = eventDates(timeline?.timelines ?? []);
      const site = `${origin}/${event.slug}`;
      const absolute = (link: string | null | undefined) =>
        link ? (link.startsWith('/') ? `${origin}${link}` : link) : null;
      return {
        version: '1.0' as const,
        name: event.name,
        description: htmlToText(event.description ?? '') || null,
        url: site,
        logo: absolute(event.eventImage),
        startDate: dates.startDate ?? null,
        endDate: dates.endDate ?? null,
        timeZone: event.timeZone ?? null,
        location: { name: event.venue ?? null, online: !event.venue },
        organizer: { name: authorOf(event) },
        tracks: (categories ?? []).map((category) => ({
          name: category.name,
          slug: category.slug,
          url: `${site}/projects/category/${category.slug}`,
          projects: category.projectCount ?? 0,
        })),
        prizes: winners?.published
          ? winners.awards.map((award) => ({
              name: award.name,
              description: award.description,
              rank: award.rank,
              track: award.category?.name ?? null,
              sponsor: award.sponsor?.name ?? null,
              winners: award.projects.map((project) => ({
                name: project.title,
                url: `${site}/project/${project.slug}`,
              })),
            }))
          : [],
        sponsors: (event.sponsors ?? []).map((sponsor) => ({
          name: sponsor.name,
          url: sponsor.link,
          logo: absolute(sponsor.logoUrl),
        })),
        projects: { count: stats?.projects ?? 0, url: `${site}/projects` },
        links: {
          website: site,
          details: `${site}/details`,
          gallery: `${site}/projects`,
          winners: `${site}/winners`,
          embeds: {
            gallery: `${origin}${embedPath(event.slug, 'projects')}`,
            winners: `${origin}${embedPath(event.slug, 'winners')}`,
          },
        },
      };
    },
  );
};
