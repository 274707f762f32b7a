/**
 * A person's custom-assessment results: GET /api/v1/employees/{id}/marcopolo (newest first, with
 * date and source) and DELETE /api/v1/employees/{id}/marcopolos/{result_id}.
 */
import { ZCustomResultDeleteResponse, ZCustomResultsResponse } from '@mirume/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Area, useArea } from '@/lib/area';
import { customAssessmentsQueryKey } from './get-custom-columns';

export function getPersonCustomResults(area: Area, employeeId: number, signal?: AbortSignal) {
  return area.request(`${area.apiPrefix}/employees/${employeeId}/marcopolo`, {
    schema: ZCustomResultsResponse,
    signal,
  });
}

export const personCustomResultsQueryOptions = (area: Area, employeeId: number) =>
  queryOptions({
    queryKey: [...customAssessmentsQueryKey, area.id, 'person', employeeId],
    queryFn: ({ signal }) => getPersonCustomResults(area, employeeId, signal),
  });

export function usePersonCustomResults(employeeId: number) {
  return useQuery(personCustomResultsQueryOptions(useArea(), employeeId));
}

export function useDeletePersonCustomResult(employeeId: number) {
  const area = useArea();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: number) =>
      area.request(`${area.apiPrefix}/employees/${employeeId}/marcopolos/${resultId}`, {
        method: 'DELETE',
        schema: ZCustomResultDeleteResponse,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customAssessmentsQueryKey });
      // The lists show the latest value: refresh them too.
      await queryClient.invalidateQueries({ queryKey: ['company', 'employees'] });
      await queryClient.invalidateQueries({ queryKey: ['company', 'diagnosis-list'] });
    },
  });
}
