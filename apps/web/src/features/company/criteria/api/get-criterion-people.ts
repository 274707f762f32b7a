/** GET company_criteria/{id}/senkous — the people a version ranks, paged, optionally by rank. */
import { ZCriteriaPeopleResponse } from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCriterionPeople(
  scope: CriteriaScope,
  id: number,
  query: { page: number; per: number; rank?: string },
) {
  const path = scope.api.people?.(id);
  return useQuery({
    queryKey: [...scope.key, 'people', id, query],
    queryFn: ({ signal }) =>
      scope.area.request(path as string, { query, schema: ZCriteriaPeopleResponse, signal }),
    enabled: Boolean(path),
    placeholderData: keepPreviousData,
  });
}
