/**
 * GET /api/v1/marcopolo_custom_assessment_columns — the company's custom assessments shown as list
 * columns (enabled, marked for display), in display order. Every role reads them; an operator
 * reads them inside the company of the page (decision 0028).
 */
import { ZCustomColumnsResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export const customAssessmentsQueryKey = ['company', 'custom-assessments'] as const;

export function getCustomColumns(api: CompanyApi, signal?: AbortSignal) {
  return api.request('/marcopolo_custom_assessment_columns', {
    schema: ZCustomColumnsResponse,
    signal,
  });
}

// The operator area gives each company its own query cache (area-company.tsx): no company in the key.
export const customColumnsQueryOptions = (api: CompanyApi) =>
  queryOptions({
    queryKey: [...customAssessmentsQueryKey, 'columns'],
    queryFn: ({ signal }) => getCustomColumns(api, signal),
    staleTime: 60_000,
  });

export function useCustomColumns() {
  return useQuery(customColumnsQueryOptions(useAreaCompany()));
}
