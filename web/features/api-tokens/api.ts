import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { apiTokensContract } from '../../../common/contract/api-tokens';
import type { BodyOf } from '../../../common/contract/endpoint';
import { apiTokensApi } from '../../api/contract';

/** Whose tokens a screen shows: the signed-in user's personal tokens, or one event's. */
export type TokenOwner = { kind: 'personal' } | { kind: 'event'; eventId: number };

type TokenCreate = BodyOf<typeof apiTokensContract.createPersonal>;

/** The owner's three calls and the key of its list, from the contract's personal or event entries. */
const callsOf = (owner: TokenOwner) =>
  owner.kind === 'personal'
    ? {
        list: apiTokensApi.personal.query(),
        create: (input: TokenCreate) => apiTokensApi.createPersonal(input),
        revoke: (id: number) => apiTokensApi.revokePersonal(id),
      }
    : {
        list: apiTokensApi.event.query(owner.eventId),
        create: (input: TokenCreate) => apiTokensApi.createEvent(owner.eventId, input),
        revoke: (id: number) => apiTokensApi.revokeEvent(owner.eventId, id),
      };

export function useApiTokens(owner: TokenOwner) {
  return useQuery(callsOf(owner).list);
}

type TokenCalls = ReturnType<typeof callsOf>;

/** A creation or a revocation refreshes the owner's list. */
function useTokenMutation<I, O>(owner: TokenOwner, pick: (calls: TokenCalls) => (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const calls = callsOf(owner);
  return useMutation({
    mutationFn: pick(calls),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calls.list.queryKey }),
  });
}

export const useCreateApiToken = (owner: TokenOwner) => useTokenMutation(owner, (calls) => calls.create);
export const useRevokeApiToken = (owner: TokenOwner) => useTokenMutation(owner, (calls) => calls.revoke);
