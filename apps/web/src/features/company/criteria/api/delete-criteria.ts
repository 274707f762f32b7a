/** DELETE musashino_criteria/{id} (operator: destroy_company_criteria) — an unused version. */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useDeleteCriteria(scope: CriteriaScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      scope.area.request(scope.api.remove(id), { method: 'DELETE', schema: ZSuccessResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scope.key }),
  });
}
