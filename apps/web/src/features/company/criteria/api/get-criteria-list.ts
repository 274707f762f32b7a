/** GET musashino_criteria/list (operator: company_criteria of the company, or the default sets) — every version. */
import { type TCriteriaListQuery, ZCriteriaListResponse } from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCriteriaList(scope: CriteriaScope, query: TCriteriaListQuery) {
  return useQuery({
    queryKey: [...scope.key, 'list', query],
    queryFn: ({ signal }) =>
      scope.area.request(scope.api.list, {
        query: { page: query.page, per: query.per, diagnosis_type: query.diagnosis_type },
        schema: ZCriteriaListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
