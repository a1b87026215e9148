import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { votingApi } from '../../api/contract';
import { eventKeys, organiserKeys, projectKeys, votingKeys } from '../../api/query-keys';
import { useSession } from '../auth/session';

export interface VoteChange {
  awardId: number;
  projectId: number;
  /** Cast (true) or take back (false). */
  vote: boolean;
  /** When casting: move the vote from this project. */
  replacesProjectId?: number;
}

/** Casting, moving or taking back a vote; the answer is the new state, stored as it comes. */
export function useVote(slug: string) {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  return useMutation({
    mutationFn: ({ awardId, projectId, vote, replacesProjectId }: VoteChange) =>
      vote
        ? votingApi.vote(slug, awardId, { projectId, ...(replacesProjectId ? { replacesProjectId } : {}) })
        : votingApi.withdraw(slug, awardId, projectId),
    onSuccess: (state) => {
      queryClient.setQueryData(votingKeys.state(slug, userId), state);
      void queryClient.invalidateQueries({ queryKey: votingApi.results.key(slug) });
    },
    // A refusal (voting just closed, say) means the state on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: votingKeys.all }),
  });
}

/** The counts: live for staff (refreshed while the page is open), for everyone once published. */
export function useVotingResults(
  slug: string,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useQuery({
    ...votingApi.results.query(slug),
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}

/** After a People's choice change: the state, the counts, awards and the pages that show them. */
export function useVotingMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [votingKeys.all, organiserKeys.all, eventKeys.all, projectKeys.lists()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
