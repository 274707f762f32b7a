/**
 * GET /api/v1/employees?q=&per=20 — the employee search of the 「社員を割り当て」 dialog. The
 * employee list is another feature's endpoint; only the fields the dialog needs are read.
 */
import { ZEmployeeListItem } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

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

export function searchEmployees(q: string, signal?: AbortSignal) {
  return apiRequest('/employees', {
    area: 'company',
    query: { q: q || undefined, per: 20 },
    schema: ZEmployeePickResponse,
    signal,
  });
}

export const employeePickQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['employees', 'pick', q],
    queryFn: ({ signal }) => searchEmployees(q, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployeePick(q: string, enabled: boolean) {
  return useQuery({ ...employeePickQueryOptions(q), enabled });
}
