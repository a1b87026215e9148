import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Category } from '../../common/api';
import { PAGE_SIZES, type ProjectSort } from '../../common/constants';
import type { categoriesContract } from '../../common/contract/categories';
import { type AnswerOf, fillPath, routeKey } from '../../common/contract/endpoint';
import type { eventsContract } from '../../common/contract/events';
import type { projectReadsContract } from '../../common/contract/projects';
import type { resourcesContract } from '../../common/contract/resources';
import { categoryRoutes } from '../../common/contract/routes/categories';
import { projectReadRoutes } from '../../common/contract/routes/project-reads';
import { resourceRoutes } from '../../common/contract/routes/resources';
import { timelineRoutes } from '../../common/contract/routes/timeline';
import type { timelineContract } from '../../common/contract/timeline';
import {
  buildApiUrl,
  categoriesQuery,
  eventPath,
  eventQuery,
  galleryQuery,
  timelineQuery,
} from '../../common/first-reads';
import { apiRequest } from './client';
import { takeFirstRead } from './first-reads';
import { eventKeys } from './query-keys';

export type TimelineResponse = AnswerOf<typeof timelineContract.list>;
type EventAnswer = AnswerOf<typeof eventsContract.get>;

/**
 * The event lookup is flagged anonymous (docs/product.md): it never carries the bearer token. When that answer
 * is only an outline (a draft, a private event) and someone is logged in, the guard asks again with
 * the token (`authenticated`), so staff see their drafts and members their private event.
 */
export function useEvent(
  slug: string,
  previewToken?: string | null,
  options: { authenticated?: boolean; enabled?: boolean } = {},
) {
  const authenticated = options.authenticated ?? false;
  return useQuery({
    queryKey: eventKeys.detail(slug, previewToken, authenticated),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) =>
      apiRequest<EventAnswer>(eventPath(slug), {
        query: eventQuery(previewToken),
        anonymous: !authenticated,
        signal,
      }),
    // The page may carry the anonymous answer (server/spa/first-reads.ts).
    initialData: () =>
      authenticated
        ? undefined
        : takeFirstRead<EventAnswer>(buildApiUrl(eventPath(slug), eventQuery(previewToken))),
    retry: (failures, error) =>
      failures < 2 && !('status' in error && [403, 404].includes(error.status as number)),
  });
}

/** The event home carries it in the page (server/spa/first-reads.ts). */
export function useTimeline(eventId: number) {
  const { path } = timelineRoutes.routes.list;
  return useQuery({
    queryKey: routeKey(timelineRoutes, 'list', [], { eventId }),
    queryFn: ({ signal }) => apiRequest<TimelineResponse>(path, { query: timelineQuery(eventId), signal }),
    initialData: () => takeFirstRead<TimelineResponse>(buildApiUrl(path, timelineQuery(eventId))),
    select: (data) => data.timelines,
  });
}

export function useResources(eventId: number) {
  const { path } = resourceRoutes.routes.list;
  const query = { event_id: eventId, limit: PAGE_SIZES.resources };
  return useQuery({
    queryKey: routeKey(resourceRoutes, 'list', [], query),
    queryFn: ({ signal }) => apiRequest<AnswerOf<typeof resourcesContract.list>>(path, { query, signal }),
    select: (data) => data.resources,
  });
}

export function useFaqs(eventId: number) {
  const { path } = resourceRoutes.routes.faqs;
  return useQuery({
    queryKey: routeKey(resourceRoutes, 'faqs', [], { eventId }),
    queryFn: ({ signal }) =>
      apiRequest<AnswerOf<typeof resourcesContract.faqs>>(path, { query: { eventId }, signal }),
    select: (data) => data.faqs,
  });
}

type GalleryPage = AnswerOf<typeof projectReadsContract.list>;
type CategoriesPage = AnswerOf<typeof categoriesContract.list>;

/**
 * Categories come ten to a page (docs/product.md); an event has few, so every page is read at once. Read
 * by the entry's path and key alone (as winners.ts), so the gallery's script takes no contract client.
 */
export function useCategories(eventId: number) {
  const { path } = categoryRoutes.routes.list;
  return useQuery({
    queryKey: routeKey(categoryRoutes, 'list', [], { eventId }),
    queryFn: async ({ signal }) => {
      const all: Category[] = [];
      let nextPageToken: string | null = null;
      do {
        const page: CategoriesPage = await apiRequest<CategoriesPage>(path, {
          query: categoriesQuery(eventId, nextPageToken),
          signal,
        });
        all.push(...page.categories);
        nextPageToken = page.nextPageToken;
      } while (nextPageToken);
      return all;
    },
    initialData: () => {
      const page = takeFirstRead<CategoriesPage>(buildApiUrl(path, categoriesQuery(eventId)));
      return page && !page.nextPageToken ? page.categories : undefined;
    },
  });
}

export interface ProjectFilter {
  categoryIds?: number[];
  search?: string;
  sort?: ProjectSort;
  /** A "built with" tag from a project page. */
  builtWith?: string;
  /** One person's projects, from a team member's link on a project page. */
  userIds?: number[];
}

export function useProjects(eventId: number, filter: ProjectFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: routeKey(projectReadRoutes, 'list', [], galleryQuery(eventId, filter)),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GalleryPage>(projectReadRoutes.routes.list.path, {
        query: galleryQuery(eventId, filter, pageParam),
        signal,
      }),
    getNextPageParam: (last) => last.nextPageToken,
    placeholderData: keepPreviousData,
    initialData: () => {
      const page = takeFirstRead<GalleryPage>(
        buildApiUrl(projectReadRoutes.routes.list.path, galleryQuery(eventId, filter)),
      );
      return page && { pages: [page], pageParams: [null] };
    },
  });
}

export function useProject(idOrSlug: string) {
  const query = { includes: ['awards', 'categories', 'memberships', 'user'] };
  return useQuery({
    queryKey: routeKey(projectReadRoutes, 'get', [idOrSlug], query),
    queryFn: ({ signal }) =>
      apiRequest<AnswerOf<typeof projectReadsContract.get>>(
        fillPath(projectReadRoutes.routes.get.path, [idOrSlug]),
        {
          query,
          signal,
        },
      ),
  });
}
