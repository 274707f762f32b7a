/** GET /api/v1/admin/companies/{id} — one company with its admins, usage and status history. */
import { ZAdminCompanyDetailResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'companies', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/companies/${id}`, { area: 'admin', schema: ZAdminCompanyDetailResponse, signal }),
  });

export function useAdminCompany(id: number) {
  return useQuery(companyQueryOptions(id));
}
