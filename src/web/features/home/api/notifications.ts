import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const notificationKeys = {
  all: rootKeys.notifications,
};

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: () => unwrap(api.notifications.$get()),
    // Notifications are news: check again when the sheet opens rather than trusting a 5-minute-old list.
    staleTime: 30_000,
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.notifications[':id'].read.$post({ param: { id } });
      if (!response.ok) throw new Error('Could not update the notification');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await api.notifications['read-all'].$post();
      if (!response.ok) throw new Error('Could not update the notifications');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
