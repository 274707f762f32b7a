/**
 * The PDF report call of a third-party assessment result: the result of the person the path
 * names, in the caller's company (anything else is 404 like a missing id), with the person's
 * details, the company name and the person's result taken just before it.
 */
import { type Executor, findEmployee, schema } from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_MESSAGES,
  type AssessmentInstrument,
  stripTrailingUuid,
  type TCompanyUser,
  tokyoDate,
} from '@mirume/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import { AppError } from '../../../lib/errors.ts';
import type { App } from '../../../lib/zod-app.ts';
import { findAssessmentRecord } from '../../assessments/records.ts';
import {
  type AssessmentReportInput,
  assessmentReportPdf,
  type PreviousAssessment,
} from './assessment-pdf.ts';

const TABLES = {
  hci: schema.hciResults,
  emergenetic: schema.emergeneticResults,
  energizer: schema.energizerResults,
} as const;

/** The same person's result of the instrument taken last before `takenOn`, or null. */
export async function previousAssessment(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  takenOn: string,
): Promise<PreviousAssessment | null> {
  const table = TABLES[instrument];
  const [row] = await db
    .select({ taken_on: table.taken_on, scores: table.scores })
    .from(table)
    .where(
      and(eq(table.company_id, companyId), eq(table.employee_id, employeeId), lt(table.taken_on, takenOn)),
    )
    .orderBy(desc(table.taken_on))
    .limit(1);
  return row ?? null;
}

/** `HCI-AS_山田花子_2026-11-20.pdf` (the instrument, the name, the 受検日). */
export function assessmentReportFileName(input: AssessmentReportInput): string {
  const name = `${input.person.last_name}${input.person.first_name}`.replace(/[\\/:*?"<>|\s]/g, '');
  return `${ASSESSMENT_DEFS[input.record.instrument].label}_${name}_${input.record.taken_on}.pdf`;
}

export async function assessmentReport(
  app: App,
  user: TCompanyUser,
  instrument: AssessmentInstrument,
  employeeId: number,
  id: number,
) {
  const companyId = user.company_id;
  const record = await findAssessmentRecord(app.db, instrument, companyId, employeeId, id);
  if (!record) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
  const person = await findEmployee(app.db, companyId, employeeId, tokyoDate(new Date()));
  if (!person) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
  const input: AssessmentReportInput = {
    record,
    previous: await previousAssessment(app.db, instrument, companyId, employeeId, record.taken_on),
    // Applicants' names may carry a trailing UUID that keeps them unique; it is never shown.
    person: {
      last_name: stripTrailingUuid(person.last_name),
      first_name: stripTrailingUuid(person.first_name),
      kana_last_name: person.kana_last_name,
      kana_first_name: person.kana_first_name,
      employee_number: person.employee_id,
      department: person.department ?? person.organization_chart_name ?? null,
    },
    companyName: user.company_name,
  };
  return {
    fileName: assessmentReportFileName(input),
    asciiName: `${instrument}_${id}.pdf`,
    pdf: await assessmentReportPdf(input),
  };
}
