/**
 * Marks an announcement read. The entry leaves the bell and the badge at once (spec §4: before the
 * response); a failed call puts them back and tells the user.
 */
import {
  type TNotificationCounts,
  ZAnnouncementResponse,
  type ZLatestAnnouncementsResponse,
  type ZNotificationCountsResponse,
} from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { notificationCentreKey, notificationCountsKey } from './notification-counts';

export const latestAnnouncementsKey = [...notificationCentreKey, 'latest'] as const;

type Latest = z.infer<typeof ZLatestAnnouncementsResponse>;
type Counts = z.infer<typeof ZNotificationCountsResponse>;

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/mirume_notifications/${id}/mark_notification_as_read`, {
        area: 'company',
        method: 'POST',
        schema: ZAnnouncementResponse,
      }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: latestAnnouncementsKey });
      await queryClient.cancelQueries({ queryKey: notificationCountsKey });
      const latest = queryClient.getQueryData<Latest>(latestAnnouncementsKey);
      const counts = queryClient.getQueryData<Counts>(notificationCountsKey);
      const wasUnread = latest?.data.data.some((a) => a.id === id) || counts?.data.incident?.id === id;
      queryClient.setQueryData<Latest>(latestAnnouncementsKey, (old) =>
        old ? { data: { data: old.data.data.filter((a) => a.id !== id) } } : old,
      );
      queryClient.setQueryData<Counts>(notificationCountsKey, (old) => {
        if (!old) return old;
        const next: TNotificationCounts = { ...old.data };
        if (wasUnread) {
          next.mirume_notifications = Math.max(0, next.mirume_notifications - 1);
          next.total = Math.max(0, next.total - 1);
        }
        if (next.incident?.id === id) next.incident = null;
        return { data: next };
      });
      return { latest, counts };
    },
    onError: (error, _id, context) => {
      if (context?.latest) queryClient.setQueryData(latestAnnouncementsKey, context.latest);
      if (context?.counts) queryClient.setQueryData(notificationCountsKey, context.counts);
      snackbar.show({ message: `既読にできませんでした。${errorMessage(error)}`, severity: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationCentreKey }),
  });
}
