/**
 * One result as a file: the PDF report (interview sheet + detail) or the CSV in UTF-8 (with BOM)
 * or Shift_JIS. The server names the file; the fallback name is used only if it does not.
 */
import type { TCsvEncoding, TMirumevitalResult } from '@mirume/shared';
import type { CompanyApi } from '@/lib/area-company';
import { saveFile } from '@/lib/file-download';

type ResultRef = Pick<TMirumevitalResult, 'id' | 'employee_id' | 'diagnosis_type'>;

export async function downloadResultPdf(api: CompanyApi, result: ResultRef) {
  const answer = await api.file(
    `/employees/${result.employee_id}/mirumevital_${result.diagnosis_type}_pdf_download/${result.id}.pdf`,
  );
  saveFile(answer.blob, answer.filename ?? `mirumevital-${result.diagnosis_type}-${result.id}.pdf`);
}

export async function downloadResultCsv(api: CompanyApi, result: ResultRef, encoding: TCsvEncoding) {
  const answer = await api.file(
    `/employees/${result.employee_id}/mirumevital_${result.diagnosis_type}_csv_export/${result.id}.csv`,
    { query: { encoding } },
  );
  saveFile(
    answer.blob,
    answer.filename ?? `mirumevital-${result.diagnosis_type}-${result.id}-${encoding}.csv`,
  );
}
