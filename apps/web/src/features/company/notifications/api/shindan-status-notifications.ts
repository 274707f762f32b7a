/**
 * The diagnosis status notifications (診断状況): the unread ones for the bell, one for its page, and
 * marking one read. Marking read takes the entry off the bell at once (optimistic, spec §4).
 */
import { ZShindanStatusNotificationResponse, ZShindanStatusNotificationsResponse } from '@mirume/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { notificationCentreKey } from '@/entities/announcement/api/notification-counts';
import { apiRequest } from '@/lib/api-client';

export const shindanStatusKey = ['company', 'shindan-status-notifications'] as const;
const unreadKey = [...shindanStatusKey, 'unread'] as const;

/** How often the bell looks for new results while the app is open. */
export const UNREAD_REFETCH_MS = 60_000;

export function useUnreadShindanStatuses(enabled: boolean) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      apiRequest('/shindan_status_notifications', {
        area: 'company',
        query: { onlyUnread: true },
        schema: ZShindanStatusNotificationsResponse,
        signal,
      }),
    enabled,
    refetchInterval: UNREAD_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

/** A page of the status notices for the notification centre (`onlyUnread` for 未読). */
export function useShindanStatusList(query: { page: number; per: number; onlyUnread: boolean }) {
  return useQuery({
    queryKey: [...shindanStatusKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/shindan_status_notifications', {
        area: 'company',
        query: { page: query.page, per: query.per, onlyUnread: query.onlyUnread ? true : undefined },
        schema: ZShindanStatusNotificationsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useShindanStatusNotification(id: number) {
  return useQuery({
    queryKey: [...shindanStatusKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/shindan_status_notifications/${id}`, {
        area: 'company',
        schema: ZShindanStatusNotificationResponse,
        signal,
      }),
  });
}

type UnreadData = z.infer<typeof ZShindanStatusNotificationsResponse>;

export function useMarkShindanStatusRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/shindan_status_notifications/${id}/mark_shindan_status_notification_as_read`, {
        area: 'company',
        method: 'PATCH',
        schema: ZShindanStatusNotificationResponse,
      }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: unreadKey });
      const previous = queryClient.getQueryData<UnreadData>(unreadKey);
      queryClient.setQueryData<UnreadData>(unreadKey, (old) =>
        old
          ? {
              data: {
                ...old.data,
                items: old.data.items.filter((item) => item.id !== id),
                unread: Math.max(
                  0,
                  old.data.unread - (old.data.items.some((item) => item.id === id) ? 1 : 0),
                ),
              },
            }
          : old,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(unreadKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationCentreKey });
      return queryClient.invalidateQueries({ queryKey: shindanStatusKey });
    },
  });
}
