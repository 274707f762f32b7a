/** GET /api/v1/employees/:employee_id/{plural}/:id/sheet — the stored original sheet, to save. */
import type { AssessmentInstrument, TAssessmentSheet } from '@mirume/shared';
import type { CompanyApi } from '@/lib/area-company';
import { saveFile } from '@/lib/file-download';
import { assessmentPath } from './get-assessment';

export async function downloadSheet(
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  id: number,
  sheet: TAssessmentSheet,
) {
  const answer = await api.file(`${assessmentPath(employeeId, instrument, id)}/sheet`);
  saveFile(answer.blob, answer.filename ?? sheet.file_name);
}
