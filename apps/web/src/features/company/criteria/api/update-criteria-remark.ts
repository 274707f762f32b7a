/** PATCH musashino_criteria/{id}/remark (operator: remark / company_remark) — a version's remark. */
import { ZCriteriaVersionResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useUpdateCriteriaRemark(scope: CriteriaScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark }: { id: number; remark: string }) =>
      scope.area.request(scope.api.remark(id), {
        method: 'PATCH',
        body: { remark },
        schema: ZCriteriaVersionResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scope.key }),
  });
}
