import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, routeKey } from '../../../common/contract/endpoint';
import { webhookRoutes } from '../../../common/contract/routes/webhooks';
import type { webhooksContract } from '../../../common/contract/webhooks';
import { webhooksApi } from '../../api/contract';

/** How often an open delivery log looks for new attempts (a test, a retry) while any is under way. */
const LOG_REFRESH_MS = 2000;

export function useWebhookEndpoints(eventId: number, enabled = true) {
  return useQuery({ ...webhooksApi.endpoints.query(eventId), enabled });
}

export function useWebhookDeliveries(eventId: number, endpointId: number) {
  return useQuery({
    ...webhooksApi.deliveries.query(eventId, endpointId),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(
        (delivery) => delivery.status === 'pending' || delivery.status === 'retrying',
      )
        ? LOG_REFRESH_MS
        : false,
  });
}

/** Every change to an endpoint refreshes the event's list and its endpoints' logs. */
function useWebhookMutation<I, O>(eventId: number, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhooksApi.endpoints.key(eventId) }),
        // Every log of the event: the deliveries entry's key with the event and no endpoint yet.
        queryClient.invalidateQueries({ queryKey: routeKey(webhookRoutes, 'deliveries', [eventId]) }),
      ]),
  });
}

export function useWebhookActions(eventId: number) {
  return {
    create: useWebhookMutation(eventId, (input: BodyOf<typeof webhooksContract.create>) =>
      webhooksApi.create(eventId, input),
    ),
    update: useWebhookMutation(
      eventId,
      ({ id, patch }: { id: number; patch: BodyOf<typeof webhooksContract.update> }) =>
        webhooksApi.update(eventId, id, patch),
    ),
    remove: useWebhookMutation(eventId, (id: number) => webhooksApi.remove(eventId, id)),
    rotate: useWebhookMutation(eventId, (id: number) => webhooksApi.rotateSecret(eventId, id)),
    test: useWebhookMutation(eventId, (id: number) => webhooksApi.test(eventId, id)),
    redeliver: useWebhookMutation(eventId, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      webhooksApi.redeliver(eventId, id, deliveryId),
    ),
  };
}
