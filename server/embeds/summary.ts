import { embedPath } from '../../common/embeds';
import type { HackathonSummary } from '../../common/schemas/embeds';
import { htmlToText } from '../../common/text';
import { notFound } from '../errors';
import { organiserOf } from './oembed';
import type { PublicReader } from './public-reads';
import { eventDates } from './structured-data';

/**
 * An event's hackathon.json summary from its public answers: what it is, when and where, its tracks
 * (categories), prizes (published awards and their winners), sponsors, and where its projects are.
 */
export async function hackathonSummaryOf(reader: PublicReader, origin: string): Promise<HackathonSummary> {
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
    version: '1.0',
    name: event.name,
    description: htmlToText(event.description ?? '') || null,
    url: site,
    logo: absolute(event.eventImage),
    startDate: dates.startDate ?? null,
    endDate: dates.endDate ?? null,
    timeZone: event.timeZone ?? null,
    location: { name: event.venue ?? null, online: !event.venue },
    organizer: { name: organiserOf(event) },
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
}
