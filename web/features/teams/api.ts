import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../common/contract/endpoint';
import { teamFinderRoutes } from '../../../common/contract/routes/team-finder';
import type { teamFinderContract } from '../../../common/contract/team-finder';
import type { JoinRequest } from '../../../common/team-finder';
import { teamFinderApi } from '../../api/contract';
import { eventKeys } from '../../api/query-keys';
import { useSession } from '../auth/session';

/** The board of an event: both lists, and the caller's card, requests, teams and suggestions. */
export function useTeamBoard(slug: string) {
  const signedIn = Boolean(useSession());
  const board = teamFinderApi.board.query(slug);
  // Signing in or out changes what the board shows; each keeps its own entry.
  return useQuery({ ...board, queryKey: board.queryKey.concat(signedIn) });
}

/** A change on the board: refreshes the whole team finder (the board and its settings). */
function useBoardChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: teamFinderRoutes.root }),
  });
}

export function useSaveCard(slug: string, exists: boolean) {
  return useBoardChange((card: BodyOf<typeof teamFinderContract.postCard>) =>
    exists ? teamFinderApi.editCard(slug, card) : teamFinderApi.postCard(slug, card),
  );
}

export function useRemoveCard(slug: string) {
  return useBoardChange((cardId: number | 'own') =>
    cardId === 'own' ? teamFinderApi.removeOwnCard(slug) : teamFinderApi.removeCard(slug, cardId),
  );
}

export function useSaveOpening() {
  return useBoardChange(
    ({ projectId, ...opening }: BodyOf<typeof teamFinderContract.saveOpening> & { projectId: number }) =>
      teamFinderApi.saveOpening(projectId, opening),
  );
}

export function useCloseOpening() {
  return useBoardChange((projectId: number) => teamFinderApi.closeOpening(projectId));
}

export function useAskToJoin() {
  return useBoardChange(({ projectId, message }: { projectId: number; message: string }) =>
    teamFinderApi.askToJoin(projectId, { message }),
  );
}

export function useAnswerRequest() {
  return useBoardChange(({ request, verb }: { request: JoinRequest; verb: 'accept' | 'decline' }) =>
    (verb === 'accept' ? teamFinderApi.acceptRequest : teamFinderApi.declineRequest)(
      request.projectId,
      request.id,
    ),
  );
}

export function useWithdrawRequest() {
  return useBoardChange((requestId: number) => teamFinderApi.withdrawRequest(requestId));
}

export function useInviteFromCard() {
  return useBoardChange(({ projectId, cardId }: { projectId: number; cardId: number }) =>
    teamFinderApi.inviteFromCard(projectId, { cardId }),
  );
}

export function useTeamFinderSettings(slug: string) {
  return useQuery(teamFinderApi.settings.query(slug));
}

export function useSaveTeamFinderSettings(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: BodyOf<typeof teamFinderContract.saveSettings>) =>
      teamFinderApi.saveSettings(slug, settings),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamFinderRoutes.root }),
        // The navigation shows the board's link from the event's answer.
        client.invalidateQueries({ queryKey: eventKeys.of(slug) }),
      ]),
  });
}
