/**
 * PDFを一括ダウンロード: many results as one PDF made by a server job. The job is started with the
 * result ids, its progress read every second, and the file fetched once it is done
 * (contract: packages/shared/src/api/reports.ts).
 */
import { type TReportJob, ZReportJobCreatedResponse, ZReportJobResponse } from '@mirume/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { CompanyApi } from '@/lib/area-company';
import { saveFile } from '@/lib/file-download';
import type { DiagnosisTypeValue } from '../lib/list-condition';

export const REPORT_JOB_POLL_MS = 1000;

export interface ReportJobProgress {
  done: number;
  total: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Runs the whole download; `onProgress` hears the count after the start and after every poll.
 * Rejects with the server's Japanese message (busy → 429, a failed job → its reason).
 */
export async function downloadReportsPdf(
  api: CompanyApi,
  type: DiagnosisTypeValue,
  ids: readonly number[],
  onProgress: (progress: ReportJobProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const created = await api.request(`/mirumevital_${type}_pdf_download_all`, {
    method: 'POST',
    body: { ids },
    schema: ZReportJobCreatedResponse,
    signal,
  });
  const { job_id: jobId, total } = created.data;
  onProgress({ done: 0, total });
  let job: TReportJob;
  do {
    await wait(REPORT_JOB_POLL_MS, signal);
    job = (
      await api.request(`/report_jobs/${encodeURIComponent(jobId)}`, {
        schema: ZReportJobResponse,
        signal,
      })
    ).data;
    onProgress({ done: job.done, total: job.total });
  } while (job.status === 'running');
  if (job.status === 'failed') {
    throw new ApiError(
      500,
      'REPORT_JOB_FAILED',
      job.error ?? 'PDFを作成できませんでした。時間をおいて再度お試しください。',
    );
  }
  const file = await api.file(`/report_jobs/${encodeURIComponent(jobId)}/file`);
  saveFile(file.blob, file.filename ?? `mirumevital-${type}-reports.pdf`);
}
