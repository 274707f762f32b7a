/**
 * The signed-in user's unread counts (the header badge: announcements and diagnosis status notices
 * together) and the newest unread incident (the dashboard banner), from `notifications`.
 */
import { ZNotificationCountsResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every query about the notification centre starts with this key (refreshed together). */
export const notificationCentreKey = ['company', 'notification-centre'] as const;
export const notificationCountsKey = [...notificationCentreKey, 'counts'] as const;

/** How often the header looks for new notices while the app is open. */
export const NOTIFICATION_REFETCH_MS = 60_000;

export function useNotificationCounts(enabled: boolean) {
  return useQuery({
    queryKey: notificationCountsKey,
    queryFn: ({ signal }) =>
      apiRequest('/notifications', { area: 'company', schema: ZNotificationCountsResponse, signal }),
    enabled,
    refetchInterval: NOTIFICATION_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
