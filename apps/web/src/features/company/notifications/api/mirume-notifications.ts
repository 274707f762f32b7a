/**
 * Announcements for the company user: the bell's latest unread (`latest_mirume_notifications`),
 * the notification centre's list and one announcement. Marking read lives with the entity
 * (entities/announcement), which the dashboard banner shares.
 */
import {
  type TAnnouncementsQuery,
  ZAnnouncementResponse,
  ZAnnouncementsResponse,
  ZLatestAnnouncementsResponse,
} from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { latestAnnouncementsKey } from '@/entities/announcement/api/mark-announcement-read';
import {
  NOTIFICATION_REFETCH_MS,
  notificationCentreKey,
} from '@/entities/announcement/api/notification-counts';
import { apiRequest } from '@/lib/api-client';

export function useLatestAnnouncements(enabled: boolean) {
  return useQuery({
    queryKey: latestAnnouncementsKey,
    queryFn: ({ signal }) =>
      apiRequest('/mirume_notifications/latest_mirume_notifications', {
        area: 'company',
        schema: ZLatestAnnouncementsResponse,
        signal,
      }),
    enabled,
    refetchInterval: NOTIFICATION_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useAnnouncements(query: TAnnouncementsQuery) {
  return useQuery({
    queryKey: [...notificationCentreKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/mirume_notifications', {
        area: 'company',
        query: { page: query.page, per: query.per, category: query.category, read: query.read },
        schema: ZAnnouncementsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: [...notificationCentreKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/mirume_notifications/${id}`, { area: 'company', schema: ZAnnouncementResponse, signal }),
    enabled: id > 0,
  });
}
