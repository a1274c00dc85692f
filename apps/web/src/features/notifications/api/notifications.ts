import { notificationsPage, type NotificationsPage } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

export async function getNotifications(): Promise<NotificationsPage> {
  return notificationsPage.parse(await apiJson('GET', '/api/notifications?limit=20'));
}

/** The bell's list, refreshed every 30 s (and when the window regains focus). */
export const useNotifications = () => useQuery({ queryKey: notificationKeys.all, queryFn: getNotifications, refetchInterval: 30_000 });

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ marked: number }>('POST', '/api/notifications/read', { all: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
