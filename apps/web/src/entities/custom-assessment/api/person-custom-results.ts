/**
 * A person's custom-assessment results: GET /api/v1/employees/{id}/marcopolo (newest first, with
 * date and source) and DELETE /api/v1/employees/{id}/marcopolos/{result_id}, in the company of
 * the page (an operator's mirror of the same calls, decision 0028).
 */
import { ZCustomResultDeleteResponse, ZCustomResultsResponse } from '@mirume/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { customAssessmentsQueryKey } from './get-custom-columns';

export function getPersonCustomResults(api: CompanyApi, employeeId: number, signal?: AbortSignal) {
  return api.request(`/employees/${employeeId}/marcopolo`, {
    schema: ZCustomResultsResponse,
    signal,
  });
}

export const personCustomResultsQueryOptions = (api: CompanyApi, employeeId: number) =>
  queryOptions({
    queryKey: [...customAssessmentsQueryKey, 'person', employeeId],
    queryFn: ({ signal }) => getPersonCustomResults(api, employeeId, signal),
  });

export function usePersonCustomResults(employeeId: number) {
  return useQuery(personCustomResultsQueryOptions(useAreaCompany(), employeeId));
}

export function useDeletePersonCustomResult(employeeId: number) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: number) =>
      api.request(`/employees/${employeeId}/marcopolos/${resultId}`, {
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
