/** GET musashino_criteria/{id}/new — the rules of version {id}, the starting point of the next version. */
import { ZCriteriaTemplateResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useCriteriaTemplate(scope: CriteriaScope, id: number | undefined) {
  return useQuery({
    queryKey: [...scope.key, 'template', id],
    queryFn: ({ signal }) =>
      scope.area.request(scope.api.template(id as number), { schema: ZCriteriaTemplateResponse, signal }),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
