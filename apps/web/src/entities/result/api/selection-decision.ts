/**
 * GET / PUT /api/v1/employees/:id/selection_decision — an applicant's 選考結果: the current
 * decision with its history, and recording a new one (the history keeps every earlier decision).
 */
import { type TSelectionDecisionRequest, ZSelectionDecisionResponse } from '@mirume/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeResultsKey } from './keys';

const decisionKey = (employeeId: number) => [...employeeResultsKey(employeeId), 'selection'] as const;

export function useSelectionDecision(employeeId: number) {
  return useQuery({
    queryKey: decisionKey(employeeId),
    queryFn: ({ signal }) =>
      apiRequest(`/employees/${employeeId}/selection_decision`, {
        area: 'company',
        schema: ZSelectionDecisionResponse,
        signal,
      }),
  });
}

export function useSaveSelectionDecision(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSelectionDecisionRequest) =>
      apiRequest(`/employees/${employeeId}/selection_decision`, {
        area: 'company',
        method: 'PUT',
        body,
        schema: ZSelectionDecisionResponse,
      }),
    onSuccess: (answer) => queryClient.setQueryData(decisionKey(employeeId), answer),
  });
}
