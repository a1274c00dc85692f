import {
  adminApiKeyList,
  apiKeyList,
  apiKeySummary,
  createdApiKey,
  type AdminApiKey,
  type ApiKeySummary,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

// GET/POST /api/account/api-keys and DELETE /api/account/api-keys/:id, parsed with the shared contract.

export const apiKeyKeys = { list: ['account', 'api-keys'] as const, all: ['admin', 'api-keys'] as const };

export async function getApiKeys(): Promise<ApiKeySummary[]> {
  return apiKeyList.parse(await apiJson('GET', '/api/account/api-keys')).keys;
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list, queryFn: getApiKeys });
}

export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  return createdApiKey.parse(await apiJson('POST', '/api/account/api-keys', body));
}

export async function revokeApiKey(id: string): Promise<ApiKeySummary> {
  return apiKeySummary.parse(await apiJson('DELETE', `/api/account/api-keys/${encodeURIComponent(id)}`));
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.list }) });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.list }) });
}

// An administrator's view: GET /api/admin/api-keys and DELETE /api/admin/api-keys/:id.

export async function getAllApiKeys(): Promise<AdminApiKey[]> {
  return adminApiKeyList.parse(await apiJson('GET', '/api/admin/api-keys')).keys;
}

export function useAllApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: getAllApiKeys });
}

export function useAdminRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiKeySummary.parse(await apiJson('DELETE', `/api/admin/api-keys/${encodeURIComponent(id)}`)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: apiKeyKeys.all });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
