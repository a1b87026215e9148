import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Category,
  Event,
  Faq,
  Project,
  ProjectsResponse,
  Resource,
  timelineResponse,
} from '../../common/api';
import { PAGE_SIZES, type ProjectSort } from '../../common/constants';
import { apiRequest } from './client';
import { eventKeys, projectKeys } from './query-keys';

export type TimelineResponse = z.infer<typeof timelineResponse>;

const EVENT_INCLUDE = ['features', 'banners', 'sponsors', 'event_templates'];

/**
 * The event lookup is flagged anonymous (SPEC §6): it never carries the bearer token. When that answer
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
      apiRequest<Event>(`/partners/events/${encodeURIComponent(slug)}`, {
        query: { include: EVENT_INCLUDE, previewToken },
        anonymous: !authenticated,
        signal,
      }),
    retry: (failures, error) =>
      failures < 2 && !('status' in error && [403, 404].includes(error.status as number)),
  });
}

export function useTimeline(eventId: number) {
  return useQuery({
    queryKey: eventKeys.timeline(eventId),
    queryFn: ({ signal }) => apiRequest<TimelineResponse>('/timeline', { query: { eventId }, signal }),
    select: (data) => data.timelines,
  });
}

export function useResources(eventId: number) {
  return useQuery({
    queryKey: eventKeys.resources(eventId),
    queryFn: ({ signal }) =>
      apiRequest<{ resources: Resource[] }>('/resources', {
        query: { event_id: eventId, limit: PAGE_SIZES.resources },
        signal,
      }),
    select: (data) => data.resources,
  });
}

export function useFaqs(eventId: number) {
  return useQuery({
    queryKey: eventKeys.faqs(eventId),
    queryFn: ({ signal }) => apiRequest<{ faqs: Faq[] }>('/faqs', { query: { eventId }, signal }),
    select: (data) => data.faqs,
  });
}

/** Categories come ten to a page (SPEC §9); an event has few, so every page is read at once. */
export function useCategories(eventId: number) {
  return useQuery({
    queryKey: eventKeys.categories(eventId),
    queryFn: async ({ signal }) => {
      const all: Category[] = [];
      let nextPageToken: string | null = null;
      do {
        const page: { categories: Category[]; nextPageToken: string | null } = await apiRequest(
          '/categories',
          {
            query: { eventId, pageSize: PAGE_SIZES.categories, nextPageToken, includes: ['projectCount'] },
            signal,
          },
        );
        all.push(...page.categories);
        nextPageToken = page.nextPageToken;
      } while (nextPageToken);
      return all;
    },
  });
}

export interface ProjectFilter {
  categoryIds?: number[];
  search?: string;
  sort?: ProjectSort;
}

export function useProjects(eventId: number, filter: ProjectFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: projectKeys.list(eventId, filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProjectsResponse>('/projects', {
        query: {
          eventId,
          pageSize: PAGE_SIZES.eventProjects,
          nextPageToken: pageParam,
          includes: ['awards', 'categories', 'user'],
          categoryIds: filter.categoryIds,
          search: filter.search || undefined,
          sort: filter.sort,
        },
        signal,
      }),
    getNextPageParam: (last) => last.nextPageToken,
    placeholderData: keepPreviousData,
  });
}

export function useProject(idOrSlug: string) {
  return useQuery({
    queryKey: projectKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      apiRequest<Project>(`/project/${encodeURIComponent(idOrSlug)}`, {
        query: { includes: ['awards', 'categories', 'memberships', 'user'] },
        signal,
      }),
  });
}
