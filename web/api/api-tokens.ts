import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '../../common/schemas/api-tokens';
import { apiRequest } from './client';

/** API tokens: the signed-in user's personal tokens, and each event's. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  personal: () => [...apiTokenKeys.all, 'personal'] as const,
  event: (eventId: number) => [...apiTokenKeys.all, 'event', eventId] as const,
};

/** Whose tokens a screen shows: the signed-in user's personal tokens, or one event's. */
export type TokenOwner = { kind: 'personal' } | { kind: 'event'; eventId: number };

const pathOf = (owner: TokenOwner) =>
  owner.kind === 'personal' ? '/me/tokens' : `/partners/events/${owner.eventId}/api-tokens`;

const keyOf = (owner: TokenOwner) =>
  owner.kind === 'personal' ? apiTokenKeys.personal() : apiTokenKeys.event(owner.eventId);

export function useApiTokens(owner: TokenOwner) {
  return useQuery({
    queryKey: keyOf(owner),
    queryFn: ({ signal }) => apiRequest<{ tokens: ApiToken[] }>(pathOf(owner), { signal }),
  });
}

export function useCreateApiToken(owner: TokenOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate) =>
      apiRequest<ApiTokenCreated>(pathOf(owner), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(owner) }),
  });
}

export function useRevokeApiToken(owner: TokenOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ revoked: true }>(`${pathOf(owner)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(owner) }),
  });
}
