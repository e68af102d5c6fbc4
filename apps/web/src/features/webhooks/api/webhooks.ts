import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  WebhookDeliveryPageSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookQueuedSchema,
  WebhookReplayResponseSchema,
  type WebhookDeliveriesQuery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@fuel/domain/contracts/webhooks';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** Webhooks of the company (issue 27): endpoints and the delivery log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: (query: WebhookDeliveriesQuery) => ['webhooks', 'deliveries', query] as const,
};

export const useWebhookEndpoints = () =>
  useQuery(
    queryOptions({
      queryKey: webhookKeys.endpoints,
      queryFn: () => apiGet('/api/webhooks/endpoints', { schema: WebhookEndpointListSchema }),
      select: (answer) => answer.endpoints,
    }),
  );

const deliveriesPath = (query: WebhookDeliveriesQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `/api/webhooks/deliveries?${params.toString()}`;
};

/** The log refreshes itself while a delivery is still pending (retries run in the background). */
export const useWebhookDeliveries = (query: WebhookDeliveriesQuery) =>
  useQuery({
    queryKey: webhookKeys.deliveries(query),
    queryFn: () => apiGet(deliveriesPath(query), { schema: WebhookDeliveryPageSchema }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 5_000 : false),
  });

/** Every change refreshes endpoints and log. */
function useWebhookMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export const useSaveEndpoint = () =>
  useWebhookMutation(
    ({
      id,
      input,
    }: {
      id: number | null;
      input: WebhookEndpointInput;
    }): Promise<{
      endpoint: WebhookEndpoint;
      secret: string | null;
    }> =>
      id === null
        ? apiPost('/api/webhooks/endpoints', input, { schema: WebhookEndpointWithSecretSchema })
        : apiPut(`/api/webhooks/endpoints/${id}`, input, { schema: WebhookEndpointSchema }).then((endpoint) => ({
            endpoint,
            secret: null,
          })),
  );
export const useDeleteEndpoint = () =>
  useWebhookMutation((id: number) => apiDelete(`/api/webhooks/endpoints/${id}`, { schema: z.undefined() }));
export const useRotateSecret = () =>
  useWebhookMutation((id: number) =>
    apiPost(`/api/webhooks/endpoints/${id}/rotate-secret`, {}, { schema: WebhookEndpointWithSecretSchema }),
  );
export const useSendTest = () =>
  useWebhookMutation((id: number) =>
    apiPost(`/api/webhooks/endpoints/${id}/test`, {}, { schema: WebhookQueuedSchema }),
  );
export const useReplay = () =>
  useWebhookMutation(({ id, since }: { id: number; since: string }) =>
    apiPost(`/api/webhooks/endpoints/${id}/replay`, { since }, { schema: WebhookReplayResponseSchema }),
  );
export const useResend = () =>
  useWebhookMutation((id: number) =>
    apiPost(`/api/webhooks/deliveries/${id}/resend`, {}, { schema: WebhookQueuedSchema }),
  );
