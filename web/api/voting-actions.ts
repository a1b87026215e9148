import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PeoplesChoice, PeoplesChoiceResults, PeoplesChoiceSettings } from '../../common/voting';
import { apiRequest } from './client';
import { eventKeys, organiserKeys, projectKeys, votingKeys } from './query-keys';
import { useSession } from './session';

const base = (slug: string) => `/partners/events/${encodeURIComponent(slug)}/peoples-choice`;

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
        ? apiRequest<PeoplesChoice>(`${base(slug)}/awards/${awardId}/votes`, {
            method: 'POST',
            body: { projectId, ...(replacesProjectId ? { replacesProjectId } : {}) },
          })
        : apiRequest<PeoplesChoice>(`${base(slug)}/awards/${awardId}/votes/${projectId}`, {
            method: 'DELETE',
          }),
    onSuccess: (state) => {
      queryClient.setQueryData(votingKeys.state(slug, userId), state);
      void queryClient.invalidateQueries({ queryKey: votingKeys.results(slug) });
    },
    // A refusal (voting just closed, say) means the state on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: votingKeys.of(slug) }),
  });
}

/** The counts: live for staff (refreshed while the page is open), for everyone once published. */
export function useVotingResults(
  slug: string,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: votingKeys.results(slug),
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => apiRequest<PeoplesChoiceResults>(`${base(slug)}/results`, { signal }),
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

export const votingStaffApi = {
  saveSettings: (slug: string, settings: PeoplesChoiceSettings) =>
    apiRequest<PeoplesChoice>(base(slug), { method: 'PUT', body: settings }),
  publish: (slug: string, published: boolean) =>
    apiRequest<PeoplesChoice>(`${base(slug)}/publication`, { method: 'PUT', body: { published } }),
  giveToLeaders: (slug: string, awardId: number) =>
    apiRequest<{ message: string; projectIds: number[] }>(`${base(slug)}/awards/${awardId}/winner`, {
      method: 'POST',
    }),
};
