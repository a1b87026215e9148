import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointPatch,
  WebhookEventName,
} from '../../common/webhooks';
import { apiRequest } from './client';

/** Webhooks: an event's endpoints and each endpoint's delivery log (the console's Webhooks section). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: (eventId: number) => [...webhookKeys.all, eventId] as const,
  deliveries: (eventId: number, endpointId: number) =>
    [...webhookKeys.endpoints(eventId), 'deliveries', endpointId] as const,
};

const base = (eventId: number) => `/partners/events/${eventId}/webhooks`;

/** How often an open delivery log looks for new attempts (a test, a retry) while any is under way. */
const LOG_REFRESH_MS = 2000;

export function useWebhookEndpoints(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: webhookKeys.endpoints(eventId),
    queryFn: ({ signal }) =>
      apiRequest<{ endpoints: WebhookEndpoint[]; eventTypes: WebhookEventName[] }>(base(eventId), { signal }),
  });
}

export function useWebhookDeliveries(eventId: number, endpointId: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(eventId, endpointId),
    queryFn: ({ signal }) =>
      apiRequest<{ deliveries: WebhookDelivery[] }>(`${base(eventId)}/${endpointId}/deliveries`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(
        (delivery) => delivery.status === 'pending' || delivery.status === 'retrying',
      )
        ? LOG_REFRESH_MS
        : false,
  });
}

/** Every change to an endpoint refreshes the list and the logs of the event. */
function useWebhookMutation<I, O>(eventId: number, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(eventId) }),
  });
}

export function useWebhookActions(eventId: number) {
  return {
    create: useWebhookMutation(eventId, (input: WebhookEndpointInput) =>
      apiRequest<WebhookEndpointCreated>(base(eventId), { method: 'POST', body: input }),
    ),
    update: useWebhookMutation(eventId, ({ id, patch }: { id: number; patch: WebhookEndpointPatch }) =>
      apiRequest<WebhookEndpoint>(`${base(eventId)}/${id}`, { method: 'PATCH', body: patch }),
    ),
    remove: useWebhookMutation(eventId, (id: number) =>
      apiRequest<void>(`${base(eventId)}/${id}`, { method: 'DELETE' }),
    ),
    rotate: useWebhookMutation(eventId, (id: number) =>
      apiRequest<WebhookEndpointCreated>(`${base(eventId)}/${id}/secret`, { method: 'POST' }),
    ),
    test: useWebhookMutation(eventId, (id: number) =>
      apiRequest<WebhookDelivery>(`${base(eventId)}/${id}/test`, { method: 'POST' }),
    ),
    redeliver: useWebhookMutation(eventId, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      apiRequest<WebhookDelivery>(`${base(eventId)}/${id}/deliveries/${deliveryId}/redeliver`, {
        method: 'POST',
      }),
    ),
  };
}
