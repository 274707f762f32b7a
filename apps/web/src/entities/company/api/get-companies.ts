/**
 * GET /api/v1/admin/companies — the operator's list of companies: search (name, kana, an admin's
 * address), status, contract dates, order and paging. The dashboard's approval queue and the
 * companies page both read it.
 */
import { type ZAdminCompaniesQuery, ZAdminCompaniesResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type AdminCompaniesQuery = Partial<z.output<typeof ZAdminCompaniesQuery>>;

export function getAdminCompanies(query: AdminCompaniesQuery, signal?: AbortSignal) {
  return apiRequest('/admin/companies', {
    area: 'admin',
    query: { ...query },
    schema: ZAdminCompaniesResponse,
    signal,
  });
}

export const adminCompaniesQueryOptions = (query: AdminCompaniesQuery) =>
  queryOptions({
    queryKey: ['admin', 'companies', 'list', query],
    queryFn: ({ signal }) => getAdminCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCompanies(query: AdminCompaniesQuery) {
  return useQuery(adminCompaniesQueryOptions(query));
}
