/** POST musashino_criteria/recommended_detail — thresholds a chosen group passes, and who else would. */
import { type TRecommendRequest, ZRecommendResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

export function useRecommendCriteria(scope: CriteriaScope) {
  return useMutation({
    mutationFn: (body: TRecommendRequest) =>
      scope.area.request(scope.api.recommend as string, {
        method: 'POST',
        body: { ...scope.api.body, ...body },
        schema: ZRecommendResponse,
      }),
  });
}
