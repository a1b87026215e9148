import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '../../../common/contract/endpoint';
import type { votingContract } from '../../../common/contract/voting';
import { buildApiUrl, peoplesChoicePath } from '../../../common/first-reads';
import { apiRequest } from '../../api/client';
import { takeFirstRead } from '../../api/first-reads';
import { votingKeys } from '../../api/query-keys';
import { useSession } from '../auth/session';

type PeoplesChoice = AnswerOf<typeof votingContract.state>;

/**
 * People's choice as the public pages need it: small, since the gallery ships in the entry bundle, so
 * read by the entry's path and key rather than through contractClient (as winners.ts). The vote buttons,
 * the console and the results load with their own code (voting-actions.ts).
 */
export function usePeoplesChoice(slug: string) {
  const userId = useSession()?.userId ?? null;
  const path = peoplesChoicePath(slug);
  return useQuery({
    queryKey: votingKeys.state(slug, userId),
    queryFn: ({ signal }) => apiRequest<PeoplesChoice>(path, { signal }),
    initialData: () => (userId ? undefined : takeFirstRead<PeoplesChoice>(buildApiUrl(path))),
  });
}

/** Whether the vote buttons show: voting on, an award to vote for, the window open, results not out. */
export const isBallotOpen = (state: PeoplesChoice | undefined): state is PeoplesChoice =>
  Boolean(
    state?.isEnabled && state.awards.length && !state.resultsPublished && state.window.state === 'open',
  );
