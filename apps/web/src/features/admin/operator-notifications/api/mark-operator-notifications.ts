/** PATCH /api/v1/admin/notifications — read marks of the signed-in operator. */
import { ZOperatorNotificationsPatchResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type MarkInput = { ids: number[]; read?: boolean } | { all: true };

export function useMarkOperatorNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkInput) =>
      apiRequest('/admin/notifications', {
        area: 'admin',
        method: 'PATCH',
        body,
        schema: ZOperatorNotificationsPatchResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'operator-notifications'] }),
  });
}
