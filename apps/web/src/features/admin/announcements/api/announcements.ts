/** The operators' announcements: list, one, create, edit, unpublish, delete. */
import {
  type TAdminAnnouncementRequest,
  type TAdminAnnouncementsQuery,
  ZAdminAnnouncementResponse,
  ZAdminAnnouncementsResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['admin', 'announcements'] as const;

export function useAdminAnnouncements(query: TAdminAnnouncementsQuery) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/mirume_notifications', {
        area: 'admin',
        query: { ...query },
        schema: ZAdminAnnouncementsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAnnouncement(id: number) {
  return useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/mirume_notifications/${id}`, {
        area: 'admin',
        schema: ZAdminAnnouncementResponse,
        signal,
      }),
    enabled: id > 0,
  });
}

export function useSaveAnnouncement(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminAnnouncementRequest) =>
      apiRequest(id ? `/admin/mirume_notifications/${id}` : '/admin/mirume_notifications', {
        area: 'admin',
        method: id ? 'PATCH' : 'POST',
        body,
        schema: ZAdminAnnouncementResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useUnpublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/mirume_notifications/${id}/unpublish`, {
        area: 'admin',
        method: 'POST',
        schema: ZAdminAnnouncementResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/mirume_notifications/${id}`, {
        area: 'admin',
        method: 'DELETE',
        schema: ZSuccessResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
