/**
 * The settings calls: GET marcopolo_custom_assessment_settings, PATCH …/handle (the whole list in
 * display order; decision 0031) and POST …/csv_import (the settings file's records), in the
 * company of the page: an operator's calls go to the mirrors of the same calls (decision 0028).
 */
import {
  type TCustomAssessment,
  type TCustomAssessmentInput,
  ZCustomAssessmentsResponse,
} from '@mirume/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customAssessmentsQueryKey } from '@/entities/custom-assessment/api/get-custom-columns';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

const SETTINGS = '/marcopolo_custom_assessment_settings';

export const settingsQueryOptions = (api: CompanyApi) =>
  queryOptions({
    queryKey: [...customAssessmentsQueryKey, 'settings'],
    queryFn: ({ signal }) => api.request(SETTINGS, { schema: ZCustomAssessmentsResponse, signal }),
  });

export function useCustomAssessmentSettings() {
  return useQuery(settingsQueryOptions(useAreaCompany()));
}

/** An assessment as the PATCH takes it back (what the server computes is left out). */
export function toInput(a: TCustomAssessment): TCustomAssessmentInput {
  const { result_count: _count, position: _position, ...input } = a;
  return input;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: customAssessmentsQueryKey });
    await queryClient.invalidateQueries({ queryKey: ['company', 'employees'] });
    await queryClient.invalidateQueries({ queryKey: ['company', 'diagnosis-list'] });
  };
}

export function useSaveSettings() {
  const api = useAreaCompany();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { assessments: TCustomAssessmentInput[]; delete_results?: boolean }) =>
      api.request(`${SETTINGS}/handle`, {
        method: 'PATCH',
        body,
        schema: ZCustomAssessmentsResponse,
      }),
    onSuccess: refresh,
  });
}

export function useImportSettings() {
  const api = useAreaCompany();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (records: string[][]) =>
      api.request(`${SETTINGS}/csv_import`, {
        method: 'POST',
        body: { records },
        schema: ZCustomAssessmentsResponse,
      }),
    onSuccess: refresh,
  });
}
