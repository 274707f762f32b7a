/**
 * A result as a file: the Japanese PDF report (every instrument, …/{plural}/{id}/pdf_download.pdf)
 * and the original result sheet it was entered from (…/{plural}/{id}/sheet). The server names the
 * file; the fallback name is used only if it does not.
 */
import { ASSESSMENT_PATHS, type AssessmentInstrument } from '@mirume/shared';
import type { CompanyApi } from '@/lib/area-company';
import { saveFile } from '@/lib/file-download';
import { recordsPath } from './assessment-records';

/** The instruments with a PDF report (spec §7 names HCI-AS and EMERGENETICS; the energizer has one too). */
export const PDF_REPORT_INSTRUMENTS: readonly AssessmentInstrument[] = ['hci', 'emergenetic', 'energizer'];

interface RecordRef {
  id: number;
  employee_id: number;
  instrument: AssessmentInstrument;
}

export async function downloadAssessmentPdf(api: CompanyApi, record: RecordRef) {
  const answer = await api.file(
    `${recordsPath(record.employee_id, record.instrument)}/${record.id}/pdf_download.pdf`,
  );
  saveFile(answer.blob, answer.filename ?? `${ASSESSMENT_PATHS[record.instrument].one}-${record.id}.pdf`);
}

export async function downloadAssessmentSheet(
  api: CompanyApi,
  record: RecordRef & { sheet: { file_name: string } | null },
) {
  const answer = await api.file(`${recordsPath(record.employee_id, record.instrument)}/${record.id}/sheet`);
  saveFile(answer.blob, answer.filename ?? record.sheet?.file_name ?? `sheet-${record.id}`);
}
