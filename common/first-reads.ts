import { PAGE_SIZES } from './constants';
import { fillPath } from './contract/endpoint';
import { categoryRoutes } from './contract/routes/categories';
import { directoryRoutes } from './contract/routes/directory';
import { eventRoutes } from './contract/routes/events';
import { projectReadRoutes } from './contract/routes/project-reads';
import { timelineRoutes } from './contract/routes/timeline';
import { votingRoutes } from './contract/routes/voting';

/**
 * The public reads a page's first render waits for, as exact API addresses: the browser asks for them
 * and the server, which already writes the page head (docs/decisions/005), answers them inside the page
 * for anonymous visitors, so the gallery renders without three round trips in a row (event, then its
 * categories and first page of projects). Both sides build the addresses here, so they always match.
 */

export const API_ROOT = '/api-v2';

/** The id of the `<script type="application/json">` that carries the answers, keyed by address. */
export const FIRST_READS_ELEMENT_ID = 'first-reads';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_ROOT}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Gallery cards on screen without scrolling on a wide window (one row of four): their pictures load
 * with the page (preloaded by the server, eager in the browser), the rest when scrolled to.
 */
export const GALLERY_EAGER_CARDS = 4;

export const EVENT_INCLUDE = ['features', 'banners', 'sponsors', 'event_templates'];
export const GALLERY_INCLUDES = ['awards', 'categories', 'user'];

export const eventPath = (slug: string) => fillPath(eventRoutes.routes.get.path, [slug]);
export const peoplesChoicePath = (slug: string) => fillPath(votingRoutes.routes.state.path, [slug]);
export const eventQuery = (previewToken?: string | null) => ({ include: EVENT_INCLUDE, previewToken });
export const categoriesQuery = (eventId: number, nextPageToken: string | null = null) => ({
  eventId,
  pageSize: PAGE_SIZES.categories,
  nextPageToken,
  includes: ['projectCount'],
});
export const galleryQuery = (
  eventId: number,
  filter: {
    categoryIds?: number[];
    search?: string;
    sort?: string;
    builtWith?: string;
    userIds?: number[];
  } = {},
  nextPageToken: string | null = null,
) => ({
  eventId,
  pageSize: PAGE_SIZES.eventProjects,
  nextPageToken,
  includes: GALLERY_INCLUDES,
  categoryIds: filter.categoryIds,
  search: filter.search || undefined,
  sort: filter.sort,
  builtWith: filter.builtWith || undefined,
  userIds: filter.userIds,
  // A member's projects in the public gallery are their approved ones, even when the member is the
  // viewer (who may otherwise list every status of their own).
  submissionStatus: filter.userIds?.length ? ['APPROVED'] : undefined,
});

/** The reads of an event page that do not depend on the event's id. */
export const eventReads = (slug: string) => [buildApiUrl(eventPath(slug), eventQuery())];

export const timelineQuery = (eventId: number) => ({ eventId });
export const eventStatsPath = (slug: string) => fillPath(directoryRoutes.routes.stats.path, [slug]);
export const winnersPath = (slug: string) => `${eventPath(slug)}/winners`;

/**
 * The event home's reads once the event's id is known: the timeline (its stage line and dates), its
 * numbers and its awards. In the page, they paint with it instead of pushing it down when they arrive.
 */
export const homeReads = (slug: string, eventId: number) => [
  buildApiUrl(timelineRoutes.routes.list.path, timelineQuery(eventId)),
  buildApiUrl(eventStatsPath(slug)),
  buildApiUrl(winnersPath(slug)),
];

/** The gallery's own reads once the event's id is known (unfiltered, default order, first page). */
export const galleryReads = (slug: string, eventId: number) => [
  buildApiUrl(categoryRoutes.routes.list.path, categoriesQuery(eventId)),
  buildApiUrl(projectReadRoutes.routes.list.path, galleryQuery(eventId)),
  buildApiUrl(peoplesChoicePath(slug)),
];
