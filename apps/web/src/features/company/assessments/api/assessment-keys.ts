/**
 * Query keys of a person's third-party assessment results. The person page's sections and the
 * trend pages read under `['assessments', employeeId]`; a save refreshes all of it, and the people
 * lists, which show the latest energizer values.
 */
import type { AssessmentInstrument } from '@mirume/shared';
import type { QueryClient } from '@tanstack/react-query';

export const assessmentsQueryKey = (employeeId: number) => ['assessments', employeeId] as const;

/** Keys of this feature's own reads, under the person's prefix so a save refreshes them too. */
export const entryQueryKey = (employeeId: number, instrument: AssessmentInstrument, ...rest: unknown[]) =>
  [...assessmentsQueryKey(employeeId), instrument, 'entry', ...rest] as const;

export async function invalidateAfterSave(queryClient: QueryClient, employeeId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: assessmentsQueryKey(employeeId) }),
    queryClient.invalidateQueries({ queryKey: ['company', 'employees'] }),
    queryClient.invalidateQueries({ queryKey: ['company', 'diagnosis-list'] }),
  ]);
}
