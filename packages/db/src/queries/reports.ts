/**
 * The rows a report is drawn from: the result with its session's device facts and its person.
 * Always filtered by the caller's company and the diagnosis type of the route; results of voided
 * sessions (session status 'failed') are not a person's result and are never reported, as in
 * results/latest.ts, whose ZMirumevitalResult columns these rows share.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { diagnosisSessions, employees, mirumevitalResults } from '../schema/index.ts';
import { mirumevitalResultColumns } from './results/latest.ts';

const reportColumns = {
  ...mirumevitalResultColumns,
  person: {
    last_name: employees.last_name,
    first_name: employees.first_name,
    kana_last_name: employees.kana_last_name,
    kana_first_name: employees.kana_first_name,
    employee_number: employees.employee_id,
    employment_type: employees.employment_type,
  },
};

export interface ReportFilter {
  companyId: number;
  type: 'senkou' | 'employee';
  resultIds: number[];
  /** Only results of this person (the single-report route names the person in its path). */
  employeeId?: number;
}

/** The reportable results among `resultIds`, in no particular order (missing ids are left out). */
export async function findReportRows(db: Executor, filter: ReportFilter) {
  return db
    .select(reportColumns)
    .from(mirumevitalResults)
    .innerJoin(diagnosisSessions, eq(diagnosisSessions.id, mirumevitalResults.session_id))
    .innerJoin(employees, eq(employees.id, mirumevitalResults.employee_id))
    .where(
      and(
        eq(mirumevitalResults.company_id, filter.companyId),
        eq(employees.company_id, filter.companyId),
        eq(mirumevitalResults.diagnosis_type, filter.type),
        eq(diagnosisSessions.status, 'completed'),
        inArray(mirumevitalResults.id, filter.resultIds),
        filter.employeeId === undefined ? undefined : eq(mirumevitalResults.employee_id, filter.employeeId),
      ),
    );
}

export type ReportRow = Awaited<ReturnType<typeof findReportRows>>[number];
