/** GET musashino_criteria/latest (operator: admin/companies/{id}/criteria, admin/musashino_criteria/latest) — the sets in force. */
import { ZCriteriaLatestResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCriteriaLatest(scope: CriteriaScope) {
  return useQuery({
    queryKey: [...scope.key, 'latest'],
    queryFn: ({ signal }) =>
      scope.area.request(scope.api.latest, { schema: ZCriteriaLatestResponse, signal }),
  });
}
