import {
  createdWebhookEndpoint,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointList,
  type UpdateWebhookEndpointBody,
  type WebhookEndpointBody,
} from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, readError } from '../../../lib/api-client';

// /api/account/webhooks: endpoints, their delivery log, Send test and Resend.

export const webhookKeys = {
  list: ['account', 'webhooks'] as const,
  deliveries: (id: string) => ['account', 'webhooks', id, 'deliveries'] as const,
};
const base = (id: string) => `/api/account/webhooks/${encodeURIComponent(id)}`;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: async () => webhookEndpointList.parse(await apiJson('GET', '/api/account/webhooks')).endpoints,
  });
}

/** The log refreshes every 3 s while it is open, so a delivery shows up without reloading. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async () => webhookDeliveryList.parse(await apiJson('GET', `${base(id)}/deliveries`)).deliveries,
    refetchInterval: 3000,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['account', 'webhooks'] });
}

export function useCreateWebhook() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async (body: WebhookEndpointBody) => createdWebhookEndpoint.parse(await apiJson('POST', '/api/account/webhooks', body)),
    onSuccess,
  });
}

export function useUpdateWebhook() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateWebhookEndpointBody }) =>
      webhookEndpoint.parse(await apiJson('PUT', base(id), body)),
    onSuccess,
  });
}

async function send(method: string, path: string, fallback: string): Promise<void> {
  const response = await apiRequest(method, path, method === 'DELETE' ? undefined : {});
  if (!response.ok) throw new Error(await readError(response, fallback));
}

/** A new signing secret, answered once; the endpoint and its delivery log stay (docs/security.md). */
export function useRotateWebhookSecret() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => createdWebhookEndpoint.parse(await apiJson('POST', `${base(id)}/rotate-secret`, {})),
    onSuccess,
  });
}

export function useDeleteWebhook() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => send('DELETE', base(id), 'Could not remove the endpoint'), onSuccess });
}

export function useSendTestWebhook() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => send('POST', `${base(id)}/test`, 'Could not send the test event'), onSuccess });
}

export function useResendDelivery() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      send('POST', `${base(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, 'Could not resend the delivery'),
    onSuccess,
  });
}
