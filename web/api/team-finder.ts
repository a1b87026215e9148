import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardInput,
  JoinRequest,
  OpeningInput,
  TeamFinderBoard,
  TeamFinderCard,
  TeamFinderSettings,
  TeamOpening,
} from '../../common/team-finder';
import { apiRequest } from './client';
import { eventKeys } from './query-keys';
import { useSession } from './session';

/**
 * The team finder's query keys: the board of one event (the caller's side included) and its settings.
 * Kept with the board's code rather than in query-keys.ts, which every public page downloads.
 */
export const teamFinderKeys = {
  all: ['team-finder'] as const,
  board: (slug: string, signedIn: boolean) => [...teamFinderKeys.all, 'board', slug, signedIn] as const,
  settings: (slug: string) => [...teamFinderKeys.all, 'settings', slug] as const,
};

/** The board of an event: both lists, and the caller's card, requests, teams and suggestions. */
export function useTeamBoard(slug: string) {
  const signedIn = Boolean(useSession());
  return useQuery({
    queryKey: teamFinderKeys.board(slug, signedIn),
    queryFn: ({ signal }) => apiRequest<TeamFinderBoard>(`/events/${slug}/team-finder`, { signal }),
  });
}

/** A change on the board: refreshes the board (and the team lists the project screens show). */
function useBoardChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: teamFinderKeys.all }),
  });
}

export function useSaveCard(slug: string, exists: boolean) {
  return useBoardChange((card: CardInput) =>
    apiRequest<{ card: TeamFinderCard }>(`/events/${slug}/team-finder/card`, {
      method: exists ? 'PUT' : 'POST',
      body: card,
    }),
  );
}

export function useRemoveCard(slug: string) {
  return useBoardChange((cardId: number | 'own') =>
    apiRequest<{ message: string }>(
      cardId === 'own' ? `/events/${slug}/team-finder/card` : `/events/${slug}/team-finder/cards/${cardId}`,
      { method: 'DELETE' },
    ),
  );
}

export function useSaveOpening() {
  return useBoardChange(({ projectId, ...opening }: OpeningInput & { projectId: number }) =>
    apiRequest<{ opening: TeamOpening }>(`/project/${projectId}/team-finder`, {
      method: 'PUT',
      body: opening,
    }),
  );
}

export function useCloseOpening() {
  return useBoardChange((projectId: number) =>
    apiRequest<{ message: string }>(`/project/${projectId}/team-finder`, { method: 'DELETE' }),
  );
}

export function useAskToJoin() {
  return useBoardChange(({ projectId, message }: { projectId: number; message: string }) =>
    apiRequest<{ request: JoinRequest }>(`/project/${projectId}/join-requests`, {
      method: 'POST',
      body: { message },
    }),
  );
}

export function useAnswerRequest() {
  return useBoardChange(({ request, verb }: { request: JoinRequest; verb: 'accept' | 'decline' }) =>
    apiRequest<{ request: JoinRequest }>(
      `/project/${request.projectId}/join-requests/${request.id}/${verb}`,
      {
        method: 'POST',
      },
    ),
  );
}

export function useWithdrawRequest() {
  return useBoardChange((requestId: number) =>
    apiRequest<{ message: string }>(`/join-requests/${requestId}`, { method: 'DELETE' }),
  );
}

export function useInviteFromCard() {
  return useBoardChange(({ projectId, cardId }: { projectId: number; cardId: number }) =>
    apiRequest<unknown>(`/project/${projectId}/team-finder/invite`, { method: 'POST', body: { cardId } }),
  );
}

export function useTeamFinderSettings(slug: string) {
  return useQuery({
    queryKey: teamFinderKeys.settings(slug),
    queryFn: ({ signal }) =>
      apiRequest<TeamFinderSettings>(`/events/${slug}/team-finder/settings`, { signal }),
  });
}

export function useSaveTeamFinderSettings(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TeamFinderSettings) =>
      apiRequest<TeamFinderSettings>(`/events/${slug}/team-finder/settings`, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamFinderKeys.all }),
        // The navigation shows the board's link from the event's answer.
        client.invalidateQueries({ queryKey: eventKeys.of(slug) }),
      ]),
  });
}
