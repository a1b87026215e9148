import { useQuery } from '@tanstack/react-query';
import type { winnersContract } from '../../../common/contract/awards';
import { type AnswerOf, fillPath, routeKey } from '../../../common/contract/endpoint';
import { winnerRoutes } from '../../../common/contract/routes/awards';
import { buildApiUrl } from '../../../common/first-reads';
import { apiRequest } from '../../api/client';
import { takeFirstRead } from '../../api/first-reads';

type WinnersResponse = AnswerOf<typeof winnersContract.winners>;
const { winners } = winnerRoutes.routes;

/**
 * An event's awards and, once published, their winners (the event home carries them in the page). Read
 * from the contract's entry by its path and key alone rather than through contractClient, so the event
 * home's entry script stays within its budget (scripts/check-bundle.ts).
 */
export function useWinners(slug: string) {
  const path = fillPath(winners.path, [slug]);
  return useQuery({
    queryKey: routeKey(winnerRoutes, 'winners', [slug]),
    queryFn: ({ signal }) => apiRequest<WinnersResponse>(path, { signal }),
    initialData: () => takeFirstRead<WinnersResponse>(buildApiUrl(path)),
  });
}
