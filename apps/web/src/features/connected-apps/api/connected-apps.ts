import { oauthConnectionList, type OAuthConnection } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, readError } from '../../../lib/api-client';

// The apps (AI assistants) the user connected with OAuth (ADR 0043): GET and DELETE /api/account/connected-apps.

export const connectedAppKeys = { list: ['account', 'connected-apps'] as const };

export async function getConnectedApps(): Promise<OAuthConnection[]> {
  return oauthConnectionList.parse(await apiJson('GET', '/api/account/connected-apps')).connections;
}

export const useConnectedApps = () => useQuery({ queryKey: connectedAppKeys.list, queryFn: getConnectedApps });

export async function disconnectApp(clientId: string): Promise<void> {
  const response = await apiRequest('DELETE', `/api/account/connected-apps/${encodeURIComponent(clientId)}`);
  if (!response.ok) throw new Error(await readError(response, 'Could not disconnect that app'));
}

export function useDisconnectApp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: disconnectApp, onSettled: () => client.invalidateQueries({ queryKey: connectedAppKeys.list }) });
}
