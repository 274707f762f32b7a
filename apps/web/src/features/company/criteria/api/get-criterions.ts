/** GET criterions — the metrics a rule may use, with their Japanese names and explanations. */
import { ZCriterionsResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCriterions(scope: CriteriaScope) {
  return useQuery({
    queryKey: ['criteria', 'criterions', scope.area.id],
    queryFn: ({ signal }) =>
      scope.area.request(scope.api.criterions, { schema: ZCriterionsResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
