/**
 * The PDF report calls: one result of a person, and the results to bundle into a combined file.
 * A result is reported only to its own company, under the route of its own diagnosis type and (for
 * the single report) the person the path names; anything else is 404, like a missing id.
 */

import { findReportRows, type ReportRow } from '@mirume/db';
import {
  DiagnosisType,
  stripTrailingUuid,
  type TCompanyUser,
  tokyoDate,
  ZMirumevitalResult,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import type { ReportInput } from './report-input.ts';
import { reportPdf } from './report-pdf.ts';

export type ReportType = 'senkou' | 'employee';

function toReportInput(row: ReportRow): ReportInput {
  const { person, ...result } = row;
  return {
    // Applicants' names may carry a trailing UUID that keeps them unique; it is never shown.
    person: {
      ...person,
      last_name: stripTrailingUuid(person.last_name),
      first_name: stripTrailingUuid(person.first_name),
    },
    // The JSON columns were written by storeScoredSession; parsing gives them their contract types.
    result: ZMirumevitalResult.parse({ ...result, taken_at: result.taken_at.toISOString() }),
  };
}

/** `ミルメバイタル_山田太郎_2026-11-20.pdf` (the date the test was taken, Japan time). */
export function reportFileName(input: ReportInput): string {
  const name = `${input.person.last_name}${input.person.first_name}`.replace(/[\\/:*?"<>|\s]/g, '');
  return `ミルメバイタル_${name}_${tokyoDate(new Date(input.result.taken_at))}.pdf`;
}

/** One result of one person as a PDF. */
export async function resultReport(
  app: App,
  user: TCompanyUser,
  type: ReportType,
  employeeId: number,
  resultId: number,
) {
  const [row] = await findReportRows(app.db, {
    companyId: user.company_id,
    type,
    resultIds: [resultId],
    employeeId,
  });
  if (!row) throw new AppError('NOT_FOUND');
  const input = toReportInput(row);
  return {
    fileName: reportFileName(input),
    asciiName: `mirumevital_${type}_${resultId}.pdf`,
    pdf: await reportPdf(input),
  };
}

/**
 * The reports of a combined download, in the order of `ids` (repeats dropped). One id that is not
 * a reportable result of the company and type fails the whole request with 404, so nobody learns
 * which ids exist elsewhere.
 */
export async function reportInputsFor(
  app: App,
  companyId: number,
  type: ReportType,
  ids: readonly number[],
): Promise<ReportInput[]> {
  const unique = [...new Set(ids)];
  const rows = await findReportRows(app.db, { companyId, type, resultIds: unique });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toReportInput(row);
  });
}

/** `ミルメバイタル_選考用診断_12名_2026-11-22.pdf` */
export function combinedFileName(type: ReportType, count: number, createdAt: Date): string {
  return `ミルメバイタル_${DiagnosisType.labels[type]}_${count}名_${tokyoDate(createdAt)}.pdf`;
}
