/**
 * GET / PUT /api/v1/employees/:id/selection_decision — an applicant's 選考結果: the current
 * decision with its history, and recording a new one (the history keeps every earlier decision).
 */
import { type TSelectionDecisionRequest, ZSelectionDecisionResponse } from '@mirume/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAreaCompany } from '@/lib/area-company';
import { employeeResultsKey } from './keys';

const decisionKey = (employeeId: number) => [...employeeResultsKey(employeeId), 'selection'] as const;

export function useSelectionDecision(employeeId: number) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: decisionKey(employeeId),
    queryFn: ({ signal }) =>
      api.request(`/employees/${employeeId}/selection_decision`, {
        schema: ZSelectionDecisionResponse,
        signal,
      }),
  });
}

export function useSaveSelectionDecision(employeeId: number) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSelectionDecisionRequest) =>
      api.request(`/employees/${employeeId}/selection_decision`, {
        method: 'PUT',
        body,
        schema: ZSelectionDecisionResponse,
      }),
    onSuccess: (answer) => queryClient.setQueryData(decisionKey(employeeId), answer),
  });
}
