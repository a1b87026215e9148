import { useQuery } from '@tanstack/react-query';
import { buildApiUrl, peoplesChoicePath } from '../../common/first-reads';
import type { PeoplesChoice } from '../../common/voting';
import { apiRequest } from './client';
import { takeFirstRead } from './first-reads';
import { votingKeys } from './query-keys';
import { useSession } from './session';

/**
 * People's choice as the public pages need it: small, since the gallery ships in the entry bundle. The
 * vote buttons, the console and the results load with their own code (voting-actions.ts).
 */
export function usePeoplesChoice(slug: string) {
  const userId = useSession()?.userId ?? null;
  return useQuery({
    queryKey: votingKeys.state(slug, userId),
    queryFn: ({ signal }) => apiRequest<PeoplesChoice>(peoplesChoicePath(slug), { signal }),
    initialData: () =>
      userId ? undefined : takeFirstRead<PeoplesChoice>(buildApiUrl(peoplesChoicePath(slug))),
  });
}

/** Whether the vote buttons show: voting on, an award to vote for, the window open, results not out. */
export const isBallotOpen = (state: PeoplesChoice | undefined): state is PeoplesChoice =>
  Boolean(
    state?.isEnabled && state.awards.length && !state.resultsPublished && state.window.state === 'open',
  );
