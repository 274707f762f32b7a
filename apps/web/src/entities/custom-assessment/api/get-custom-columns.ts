/**
 * GET /api/v1/marcopolo_custom_assessment_columns — the company's custom assessments shown as list
 * columns (enabled, marked for display), in display order. Every role reads them.
 */
import { ZCustomColumnsResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@/lib/area';
import { useArea } from '@/lib/area';

export const customAssessmentsQueryKey = ['company', 'custom-assessments'] as const;

export function getCustomColumns(area: Area, signal?: AbortSignal) {
  return area.request(`${area.apiPrefix}/marcopolo_custom_assessment_columns`, {
    schema: ZCustomColumnsResponse,
    signal,
  });
}

export const customColumnsQueryOptions = (area: Area) =>
  queryOptions({
    queryKey: [...customAssessmentsQueryKey, area.id, 'columns'],
    queryFn: ({ signal }) => getCustomColumns(area, signal),
    staleTime: 60_000,
  });

export function useCustomColumns() {
  return useQuery(customColumnsQueryOptions(useArea()));
}
