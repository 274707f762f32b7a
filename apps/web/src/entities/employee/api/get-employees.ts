/** GET /api/v1/employees — the company's people at /diagnosis/history, searched, filtered and paged. */
import { type TEmployeesQueryParsed, ZEmployeesResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

/** The list query as the page builds it (the wire form of `ZEmployeesQuery`; lists sent comma-joined). */
export type EmployeesListQuery = {
  [K in keyof TEmployeesQueryParsed]?: TEmployeesQueryParsed[K] | undefined;
};

export function getEmployees(api: CompanyApi, query: EmployeesListQuery, signal?: AbortSignal) {
  const { employment_type, diagnosis_status, custom_values, ...rest } = query;
  return api.request('/employees', {
    query: {
      ...rest,
      employment_type: employment_type?.join(','),
      diagnosis_status: diagnosis_status?.join(','),
      custom_values: custom_values?.join(','),
    },
    schema: ZEmployeesResponse,
    signal,
  });
}

export const employeesQueryKey = ['company', 'employees'] as const;

export const employeesQueryOptions = (api: CompanyApi, query: EmployeesListQuery) =>
  queryOptions({
    queryKey: [...employeesQueryKey, 'list', query],
    queryFn: ({ signal }) => getEmployees(api, query, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployees(query: EmployeesListQuery) {
  return useQuery(employeesQueryOptions(useAreaCompany(), query));
}
