import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DirectoryResponse, EventStats } from '../../common/directory';
import { buildApiUrl, eventStatsPath } from '../../common/first-reads';
import { apiRequest } from './client';
import { takeFirstRead } from './first-reads';
import { directoryKeys } from './query-keys';

/** The site's directory of public events, searched by name, one page at a time. */
export function usePublicEvents(search: string) {
  return useInfiniteQuery({
    queryKey: directoryKeys.events(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DirectoryResponse>('/public-events', {
        query: { search: search || undefined, nextPageToken: pageParam },
        signal,
      }),
    getNextPageParam: (last) => last.nextPageToken,
    placeholderData: keepPreviousData,
  });
}

/** An event's numbers for its home page. */
export function useEventStats(slug: string) {
  return useQuery({
    queryKey: directoryKeys.stats(slug),
    queryFn: ({ signal }) => apiRequest<EventStats>(eventStatsPath(slug), { signal }),
    initialData: () => takeFirstRead<EventStats>(buildApiUrl(eventStatsPath(slug))),
  });
}
