import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { buildApiUrl, winnersPath } from '../../common/first-reads';
import type { winnersResponse } from '../../common/schemas/awards';
import { apiRequest } from './client';
import { takeFirstRead } from './first-reads';
import { eventKeys } from './query-keys';

type WinnersResponse = z.infer<typeof winnersResponse>;

/** An event's awards and, once published, their winners (the event home carries them in the page). */
export function useWinners(slug: string) {
  return useQuery({
    queryKey: eventKeys.winners(slug),
    queryFn: ({ signal }) => apiRequest<WinnersResponse>(winnersPath(slug), { signal }),
    initialData: () => takeFirstRead<WinnersResponse>(buildApiUrl(winnersPath(slug))),
  });
}
