import { adminApiKeyList, oauthConnectionList } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { adminAction } from './admin-request';

// A user's connected apps (OAuth) and API keys, for administrators (docs/security.md): list and revoke.

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;
export const userAccessKeys = {
  apps: (userId: string) => ['admin', 'users', userId, 'connected-apps'] as const,
  keys: (userId: string) => ['admin', 'users', userId, 'api-keys'] as const,
};

export const useUserConnectedApps = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: userAccessKeys.apps(userId),
    queryFn: async () => oauthConnectionList.parse(await apiJson('GET', `${userPath(userId)}/connected-apps`)).connections,
    enabled,
  });

export const useUserApiKeys = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: userAccessKeys.keys(userId),
    queryFn: async () => adminApiKeyList.parse(await apiJson('GET', `${userPath(userId)}/api-keys`)).keys,
    enabled,
  });

/** Revokes one connected app of the user (its tokens and the consent), audited. */
export function useRevokeUserApp(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      adminAction('Failed to revoke the app', 'delete', `${userPath(userId)}/connected-apps/${encodeURIComponent(clientId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: userAccessKeys.apps(userId) }),
  });
}

/** Revokes one API key of the user, audited. */
export function useRevokeUserKey(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => adminAction('Failed to revoke the key', 'delete', `/api/admin/api-keys/${encodeURIComponent(keyId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: userAccessKeys.keys(userId) }),
  });
}
