/** GET company_criteria/{id} (operator: the company's or a default version) — one version with its rank counts. */
import { ZCriteriaDetailResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCriterion(scope: CriteriaScope, id: number) {
  return useQuery({
    queryKey: [...scope.key, 'detail', id],
    queryFn: ({ signal }) =>
      scope.area.request(scope.api.detail(id), { schema: ZCriteriaDetailResponse, signal }),
  });
}
