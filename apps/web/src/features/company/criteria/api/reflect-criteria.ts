/** POST musashino_criteria/reflect_criteria — re-ranks the stored results under a version. */
import { ZReflectResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useReflectCriteria(scope: CriteriaScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criteriaId: number) =>
      scope.area.request(scope.api.reflect as string, {
        method: 'POST',
        body: { criteria_id: criteriaId },
        schema: ZReflectResponse,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scope.key }),
        // Ranks changed: the result screens read them again.
        queryClient.invalidateQueries({ queryKey: diagnosisQueryKey }),
      ]),
  });
}
