/**
 * GET /api/v1/employees/:employee_id/{one}_latest_shindan_dates — every 受検日 of the person's
 * results, so the page can warn before a second result for the same day is saved.
 */
import { ASSESSMENT_PATHS, type AssessmentInstrument, ZAssessmentLatestDatesResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { entryQueryKey } from './assessment-keys';

export function getLatestDates(
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  signal?: AbortSignal,
) {
  return api.request(`/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].one}_latest_shindan_dates`, {
    schema: ZAssessmentLatestDatesResponse,
    signal,
  });
}

export const latestDatesQueryOptions = (
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
) =>
  queryOptions({
    queryKey: entryQueryKey(employeeId, instrument, 'dates'),
    queryFn: ({ signal }) => getLatestDates(api, employeeId, instrument, signal),
    select: (answer) => answer.data,
  });

export function useLatestDates(employeeId: number, instrument: AssessmentInstrument) {
  return useQuery(latestDatesQueryOptions(useAreaCompany(), employeeId, instrument));
}
