/**
 * PDF reports of mirumevital results: one result as a PDF, and many results as one combined PDF
 * made by a background job whose progress the screen polls.
 *
 *   GET  /api/v1/employees/:employee_id/mirumevital_senkou_pdf_download/:id.pdf     one report
 *   GET  /api/v1/employees/:employee_id/mirumevital_employee_pdf_download/:id.pdf
 *   POST /api/v1/mirumevital_senkou_pdf_download_all | mirumevital_employee_pdf_download_all
 *        { ids } → 202 { data: { job_id, total } }
 *   GET  /api/v1/report_jobs/:job_id          { data: { status, done, total } }
 *   GET  /api/v1/report_jobs/:job_id/file     the combined PDF once status is done
 */
import { z } from 'zod';
import { DiagnosisType } from '../enums.ts';
import { recordId, recordIds } from '../validation.ts';

/** At most this many results in one combined download. */
export const REPORT_JOB_MAX = 500;
export const REPORT_NO_TARGET_MESSAGE = 'ダウンロードする診断結果を選択してください';
export const REPORT_TOO_MANY_MESSAGE = `一度にダウンロードできるのは${REPORT_JOB_MAX}件までです`;
export const REPORT_JOBS_BUSY_MESSAGE = 'ほかのPDFの作成が進行中です。完了してから、もう一度お試しください。';
export const REPORT_JOB_NOT_READY_MESSAGE = 'PDFはまだ作成中です。完了してからダウンロードしてください。';

const id = recordId;

/** `:employee_id/…/:id.pdf` — the person and the result. */
export const ZResultReportParams = z.object({ employee_id: id(), id: id() });

export const ZReportJobRequest = z.object({
  ids: recordIds({
    min: 1,
    minMessage: REPORT_NO_TARGET_MESSAGE,
    max: REPORT_JOB_MAX,
    maxMessage: REPORT_TOO_MANY_MESSAGE,
  }),
});
export type TReportJobRequest = z.input<typeof ZReportJobRequest>;

export const ZReportJobCreatedResponse = z.object({
  data: z.object({ job_id: z.string(), total: z.number().int() }),
});

/**
 * Stored states of a combined-PDF job. `queued` (waiting for a worker) is shown as `running`:
 * for the person waiting, both mean "not ready yet".
 */
export const REPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const ReportJobStatus = z.enum(['running', 'done', 'failed']);
export const ZReportJob = z.object({
  job_id: z.string(),
  diagnosis_type: DiagnosisType.schema,
  status: ReportJobStatus,
  /** Reports drawn so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  /** Japanese reason when status is failed. */
  error: z.string().nullable(),
});
export type TReportJob = z.infer<typeof ZReportJob>;
export const ZReportJobResponse = z.object({ data: ZReportJob });

export const ZReportJobParams = z.object({ job_id: z.string().min(1).max(64) });
