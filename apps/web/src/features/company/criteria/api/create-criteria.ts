/** POST musashino_criteria (operator: create_company_criteria / create) — publishes the next version. */
import { type TCriteriaCreateRequest, ZCriteriaVersionResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCreateCriteria(scope: CriteriaScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCriteriaCreateRequest) =>
      scope.area.request(scope.api.create, {
        method: 'POST',
        body: { ...scope.api.body, ...body },
        schema: ZCriteriaVersionResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scope.key }),
  });
}
