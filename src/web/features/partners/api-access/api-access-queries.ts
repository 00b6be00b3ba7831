import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey } from '@/domain/partners/partner-api';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

const organisationRoute = () => api.partner.organisations[':id'];

export const apiAccessKeys = {
  apiKeys: (id: string) => [...rootKeys.partners, 'organisations', id, 'api-keys'] as const,
  webhooks: (id: string) => [...rootKeys.partners, 'organisations', id, 'webhooks'] as const,
  deliveries: (id: string) => [...rootKeys.partners, 'organisations', id, 'webhook-deliveries'] as const,
};

export function useApiKeys(id: string) {
  return useQuery(
    queryOptions({
      queryKey: apiAccessKeys.apiKeys(id),
      queryFn: async () => (await unwrap(organisationRoute()['api-keys'].$get({ param: { id } }))).apiKeys,
      retry: false,
    }),
  );
}

export function useCreateApiKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKey) =>
      (await unwrap(organisationRoute()['api-keys'].$post({ param: { id }, json: input }))).apiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.apiKeys(id) }),
    meta: { toastError: false },
  });
}

export function useRevokeApiKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: string) =>
      (await unwrap(organisationRoute()['api-keys'][':keyId'].revoke.$post({ param: { id, keyId } }))).apiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.apiKeys(id) }),
  });
}

export function useWebhookEndpoints(id: string) {
  return useQuery(
    queryOptions({
      queryKey: apiAccessKeys.webhooks(id),
      queryFn: async () => (await unwrap(organisationRoute().webhooks.$get({ param: { id } }))).endpoints,
      retry: false,
    }),
  );
}

export function useAddWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) =>
      (await unwrap(organisationRoute().webhooks.$post({ param: { id }, json: { url } }))).endpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.webhooks(id) }),
    meta: { toastError: false },
  });
}

export function useSendTestEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: string) =>
      unwrap(organisationRoute().webhooks[':endpointId'].test.$post({ param: { id, endpointId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.deliveries(id) }),
  });
}

export function useRemoveWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: string) =>
      unwrap(organisationRoute().webhooks[':endpointId'].remove.$post({ param: { id, endpointId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.webhooks(id) }),
  });
}

/** The delivery log, refreshed every few seconds while the page is open: attempts land from the queue. */
export function useWebhookDeliveries(id: string) {
  return useQuery(
    queryOptions({
      queryKey: apiAccessKeys.deliveries(id),
      queryFn: async () =>
        (await unwrap(organisationRoute()['webhook-deliveries'].$get({ param: { id } }))).deliveries,
      retry: false,
      refetchInterval: 5_000,
    }),
  );
}
