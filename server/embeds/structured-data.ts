import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Event, Project } from '../../common/api';
import { isLocale } from '../../common/constants';
import { hackathonJsonPath, oembedPath } from '../../common/embeds';
import { htmlToText } from '../../common/text';
import { type PublicReader, publicReader } from './public-reads';

/**
 * schema.org JSON-LD for the public pages (docs/integrations.md#structured-data): the event as an Event
 * (dates from its timeline, venue, organiser), each project as a CreativeWork with its authors and awards.
 * Built from the anonymous API answers (public-reads.ts), so it never says more than the page shows.
 */

type Json = Record<string, unknown>;
const SCHEMA = 'https://schema.org';

/**
 * JSON inside `<script type="application/ld+json">`: the HTML parser ends the element at the first
 * `</script` whatever the JSON means, so `<`, `>` and `&` are written as JSON escapes, which mean the
 * same characters to a JSON reader; U+2028/2029 too, for readers that treat the block as script.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (origin: string, link: string | null | undefined) =>
  link ? (link.startsWith('/') ? `${origin}${link}` : link) : undefined;

/** The first start and the last end (or start) of the event's timeline: the event's dates. */
export function eventDates(entries: { startAt: string | null; endAt: string | null }[]) {
  const starts = entries.flatMap((entry) => (entry.startAt ? [entry.startAt] : [])).sort();
  const ends = entries.flatMap((entry) => [entry.endAt, entry.startAt].filter(Boolean) as string[]).sort();
  return { startDate: starts[0], endDate: ends.at(-1) };
}

export function eventJsonLd(
  origin: string,
  event: Event,
  dates: { startDate?: string; endDate?: string },
): Json {
  const url = `${origin}/${event.slug}`;
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': url,
    name: event.name,
    description: htmlToText(event.description ?? '') || undefined,
    url,
    image: absolute(origin, event.eventImage),
    startDate: dates.startDate,
    endDate: dates.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.venue
      ? 'https://schema.org/OfflineEventAttendanceMode'
      : 'https://schema.org/OnlineEventAttendanceMode',
    location: event.venue
      ? { '@type': 'Place', name: event.venue, address: event.venue }
      : { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: event.organiser || event.name, url },
    sponsor: event.sponsors?.length
      ? event.sponsors.map((sponsor) => ({
          '@type': 'Organization',
          name: sponsor.name,
          url: sponsor.link ?? undefined,
          logo: absolute(origin, sponsor.logoUrl),
        }))
      : undefined,
  };
}

export function projectJsonLd(origin: string, event: Event, project: Project, nested = false): Json {
  const url = `${origin}/${event.slug}/project/${project.slug}`;
  const authors = (project.memberships ?? []).flatMap((membership) =>
    membership.user
      ? [{ '@type': 'Person', name: membership.user.fullName || membership.user.userName }]
      : [],
  );
  return {
    ...(nested ? {} : { '@context': SCHEMA }),
    '@type': 'CreativeWork',
    '@id': url,
    name: project.title,
    url,
    description: htmlToText(project.description) || undefined,
    image: absolute(origin, project.imageUrl),
    author: authors.length ? authors : undefined,
    award: project.awards?.length ? project.awards.map((award) => award.name) : undefined,
    genre: project.categories?.length ? project.categories.map((category) => category.name) : undefined,
    dateCreated: project.createdAt,
    dateModified: project.updatedAt,
    isPartOf: { '@type': 'Event', '@id': `${origin}/${event.slug}`, name: event.name },
  };
}

const DESCRIBED_SECTIONS = new Set([undefined, 'details', 'project', 'projects', 'winners']);

/** The public page an address names, after its locale prefix. */
function pageOf(url: string): { slug: string; section?: string; key?: string; rest: number } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const [slug, section, key, ...rest] = segments;
  if (!slug || !/^[a-z0-9-]{1,64}$/.test(slug)) return null;
  return { slug, section, key, rest: rest.length };
}

async function pageData(reader: PublicReader, origin: string, page: NonNullable<ReturnType<typeof pageOf>>) {
  const event = await reader.event();
  if (!event) return null;
  const { section, key } = page;
  const links: string[] = [];
  const blocks: Json[] = [];
  if (!section || section === 'details') {
    const timeline = await reader.timeline(event.id);
    blocks.push(eventJsonLd(origin, event, eventDates(timeline?.timelines ?? [])));
    links.push(
      `<link rel="alternate" type="application/json" title="hackathon.json" href="${escapeAttribute(`${origin}${hackathonJsonPath(event.slug)}`)}" />`,
    );
  } else if (section === 'project' && key && page.rest === 0) {
    const project = await reader.project(key);
    if (!project || project.eventId !== event.id) return null;
    blocks.push(projectJsonLd(origin, event, project));
    const link = `${origin}/${event.slug}/project/${project.slug}`;
    links.push(
      `<link rel="alternate" type="application/json+oembed" title="${escapeAttribute(project.title)}" href="${escapeAttribute(`${origin}${oembedPath(link)}`)}" />`,
    );
  } else if ((section === 'projects' || section === 'winners') && !key) {
    const projects =
      section === 'winners'
        ? await winnerProjects(reader, event)
        : (await reader.projects(event.id))?.projects;
    blocks.push({
      '@context': SCHEMA,
      '@type': 'ItemList',
      name: event.name,
      url: `${origin}/${event.slug}/${section}`,
      itemListElement: (projects ?? []).map((project, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: projectJsonLd(origin, event, project, true),
      })),
    });
  }
  return { blocks, links };
}

/** The winning projects, each with the awards it won, in the order of the awards. */
async function winnerProjects(reader: PublicReader, event: Event): Promise<Project[]> {
  const winners = await reader.winners();
  if (!winners?.published) return [];
  const byId = new Map<number, Project>();
  for (const award of winners.awards) {
    for (const project of award.projects) {
      const entry = byId.get(project.id);
      const prize = { id: award.id, name: award.name, description: award.description, rank: award.rank };
      if (entry) entry.awards = [...(entry.awards ?? []), prize];
      else
        byId.set(project.id, {
          ...(project as unknown as Project),
          eventId: event.id,
          description: '',
          awards: [prize],
        });
    }
  }
  return [...byId.values()];
}

/**
 * The head tags of a public page's structured data and machine-readable alternates: JSON-LD blocks, the
 * oEmbed link of a project page, the hackathon.json link of the event page. Empty for anything that is
 * not a public page of an event open to anyone.
 */
export async function structuredHead(
  app: FastifyInstance,
  request: FastifyRequest,
  origin: string,
): Promise<string> {
  const page = pageOf(request.url);
  // Only the public pages describe something; the others (console, profile, login…) read nothing.
  if (!page || !DESCRIBED_SECTIONS.has(page.section)) return '';
  try {
    const data = await pageData(publicReader(app, request, page.slug), origin, page);
    if (!data) return '';
    return [...data.blocks.map(jsonLdScript), ...data.links].join('\n    ');
  } catch (error) {
    request.log.warn({ err: error }, 'structured data not written');
    return '';
  }
}
