/**
 * GET /api/v1/employees?q=&per=20 — the employee search of the 「社員を割り当て」 dialog. The
 * employee list is another feature's endpoint; only the fields the dialog needs are read.
 */
import { ZEmployeeListItem } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

/** The fields the dialog shows, taken from the shared list item (the rest is stripped). */
const ZEmployeePick = ZEmployeeListItem.pick({
  id: true,
  employee_id: true,
  last_name: true,
  first_name: true,
  kana_last_name: true,
  kana_first_name: true,
  organization_chart_id: true,
});
const ZEmployeePickResponse = z.object({
  data: z.object({ items: z.array(ZEmployeePick), total: z.number() }),
});

export function searchEmployees(api: CompanyApi, q: string, signal?: AbortSignal) {
  return api.request('/employees', {
    query: { q: q || undefined, per: 20 },
    schema: ZEmployeePickResponse,
    signal,
  });
}

export const employeePickQueryOptions = (api: CompanyApi, q: string) =>
  queryOptions({
    queryKey: ['employees', 'pick', q],
    queryFn: ({ signal }) => searchEmployees(api, q, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployeePick(q: string, enabled: boolean) {
  const api = useAreaCompany();
  return useQuery({ ...employeePickQueryOptions(api, q), enabled });
}
