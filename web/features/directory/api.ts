import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { directoryContract } from '../../../common/contract/directory';
import { type AnswerOf, routeKey } from '../../../common/contract/endpoint';
import { directoryRoutes } from '../../../common/contract/routes/directory';
import { buildApiUrl, eventStatsPath } from '../../../common/first-reads';
import { apiRequest } from '../../api/client';
import { takeFirstRead } from '../../api/first-reads';

type DirectoryPage = AnswerOf<typeof directoryContract.events>;
type EventStats = AnswerOf<typeof directoryContract.stats>;

/*
 * Both are public pages' reads (the site's home, an event's home), made from the entries' paths and keys
 * rather than through contractClient, as the winners are (winners.ts): the pages stay within their
 * budget (scripts/check-bundle.ts).
 */

/** The site's directory of public events, searched by name, one page at a time. */
export function usePublicEvents(search: string) {
  const query = { search: search || undefined };
  return useInfiniteQuery({
    queryKey: routeKey(directoryRoutes, 'events', [], query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DirectoryPage>(directoryRoutes.routes.events.path, {
        query: { ...query, nextPageToken: pageParam },
        signal,
      }),
    getNextPageParam: (last) => last.nextPageToken,
    placeholderData: keepPreviousData,
  });
}

/** An event's numbers for its home page (carried in the page, common/first-reads.ts). */
export function useEventStats(slug: string) {
  const path = eventStatsPath(slug);
  return useQuery({
    queryKey: routeKey(directoryRoutes, 'stats', [slug]),
    queryFn: ({ signal }) => apiRequest<EventStats>(path, { signal }),
    initialData: () => takeFirstRead<EventStats>(buildApiUrl(path)),
  });
}
