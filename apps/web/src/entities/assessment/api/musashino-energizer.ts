/**
 * GET /employees/{id}/musashino_energizer — the energizer view derived from the person's newest
 * mirumevital questionnaire (its T-scores converted to sten), or null. Shown beside an entered
 * energizer result, always labelled as derived.
 */
import { ZMusashinoEnergizerResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { useAreaCompany } from '@/lib/area-company';
import { musashinoEnergizerKey } from './keys';

export function useMusashinoEnergizer(employeeId: number) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: musashinoEnergizerKey(employeeId),
    queryFn: async ({ signal }) =>
      (
        await api.request(`/employees/${employeeId}/musashino_energizer`, {
          schema: ZMusashinoEnergizerResponse,
          signal,
        })
      ).data,
  });
}
