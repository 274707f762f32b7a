/** GET /api/v1/admin/system_admins and /{id} — the system admins, and one of them. */
import { ZSystemAdminResponse, ZSystemAdminsResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const systemAdminsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-admins'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/system_admins', { area: 'admin', schema: ZSystemAdminsResponse, signal }),
  });

export function useSystemAdmins() {
  return useQuery(systemAdminsQueryOptions());
}

export function useSystemAdminDetail(id: number) {
  return useQuery({
    queryKey: ['admin', 'system-admins', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/system_admins/${id}`, { area: 'admin', schema: ZSystemAdminResponse, signal }),
  });
}
