/** GET musashino_criteria/reflects/{id} — a reflect's progress, polled while it runs. */
import { ZReflectResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import type { CriteriaScope } from '../lib/criteria-scope';

const POLL_MS = 1000;

export function useReflect(scope: CriteriaScope, id: string | null, running: boolean) {
  const path = id && scope.api.reflectStatus ? scope.api.reflectStatus(id) : null;
  return useQuery({
    queryKey: [...scope.key, 'reflect', id],
    queryFn: ({ signal }) => scope.area.request(path as string, { schema: ZReflectResponse, signal }),
    enabled: Boolean(path) && running,
    refetchInterval: (query) => (query.state.data?.data.status === 'running' ? POLL_MS : false),
  });
}
