/** POST musashino_criteria/preview — how a draft would rank the stored results, against today. */
import { type TCriteriaPreviewRequest, ZCriteriaPreviewResponse } from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

/** The preview of `draft` (null while the draft is not valid: nothing is asked). */
export function usePreviewCriteria(scope: CriteriaScope, draft: TCriteriaPreviewRequest | null) {
  return useQuery({
    queryKey: [...scope.key, 'preview', draft],
    queryFn: ({ signal }) =>
      scope.area.request(scope.api.preview, {
        method: 'POST',
        body: draft as TCriteriaPreviewRequest,
        schema: ZCriteriaPreviewResponse,
        signal,
      }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
