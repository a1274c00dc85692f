import { notificationSettings, type NotificationSettings } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { accountRequest } from './account-request';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  return notificationSettings.parse(
    await accountRequest('GET', '/api/account/notification-settings', undefined, 'Could not load your notification settings'),
  );
}

export const useNotificationSettings = () => useQuery({ queryKey: accountKeys.notificationSettings, queryFn: getNotificationSettings });

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      notificationSettings.parse(
        await accountRequest('PUT', '/api/account/notification-settings', settings, 'Could not save your notification settings'),
      ),
    // The switch flips at once; a failed save puts the server's settings back.
    onMutate: (settings) => client.setQueryData(accountKeys.notificationSettings, settings),
    onError: () => void client.invalidateQueries({ queryKey: accountKeys.notificationSettings }),
    onSuccess: (saved) => client.setQueryData(accountKeys.notificationSettings, saved),
  });
}
