/**
 * PDF reports of mirumevital results (packages/shared/src/api/reports.ts): one result of a person
 * as a PDF, and many results as one combined PDF made by a durable job whose progress the screen
 * polls from any API process.
 * Every company role may read results (`diagnosis:view`); another company's result, a result of
 * the other diagnosis type, or another user's job is 404.
 */
import {
  ZReportJobCreatedResponse,
  ZReportJobParams,
  ZReportJobRequest,
  ZReportJobResponse,
  ZResultReportParams,
} from '@mirume/shared';
import { attachment } from '../../../../lib/csv.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import { reportJobFile, reportJobStatus, startReportJob } from '../../../../services/reports/jobs.ts';
import { resultReport } from '../../../../services/reports/reports.ts';

const tags = ['診断結果レポート'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;

const TYPES = [
  ['senkou', '選考用診断'],
  ['employee', '社員診断'],
] as const;

export async function resultReportRoutes(app: App) {
  for (const [type, label] of TYPES) {
    app.get(
      `/api/v1/employees/:employee_id/mirumevital_${type}_pdf_download/:id.pdf`,
      {
        schema: {
          tags,
          summary: `${label}の結果のPDFレポート（1ページ目は面接シート）`,
          params: ZResultReportParams,
        },
        config: view,
      },
      async (request, reply) => {
        const { employee_id, id } = request.params;
        const report = await resultReport(app, currentUser(request), type, employee_id, id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(report.fileName, report.asciiName))
          .send(report.pdf);
      },
    );

    app.post(
      `/api/v1/mirumevital_${type}_pdf_download_all`,
      {
        schema: {
          tags,
          summary: `${label}の結果のPDFをまとめて作成（応答は作成ジョブ。進み具合は report_jobs で確認）`,
          body: ZReportJobRequest,
          response: { 202: ZReportJobCreatedResponse },
        },
        config: view,
      },
      async (request, reply) => {
        const job = await startReportJob(app, currentUser(request), type, request.body.ids);
        return reply.code(202).send({ data: { job_id: job.job_id, total: job.total } });
      },
    );
  }

  app.get(
    '/api/v1/report_jobs/:job_id',
    {
      schema: {
        tags,
        summary: 'PDF作成ジョブの進み具合（status: running / done / failed、done / total 件）',
        params: ZReportJobParams,
        response: { 200: ZReportJobResponse },
      },
      config: view,
    },
    async (request) => {
      return { data: await reportJobStatus(app, currentUser(request), request.params.job_id) };
    },
  );

  app.get(
    '/api/v1/report_jobs/:job_id/file',
    {
      schema: {
        tags,
        summary: 'まとめて作成したPDF（表紙の一覧のあとに各レポート）',
        params: ZReportJobParams,
      },
      config: view,
    },
    async (request, reply) => {
      const { fileName, file } = await reportJobFile(app, currentUser(request), request.params.job_id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName, 'mirumevital_reports.pdf'))
        .send(file);
    },
  );
}
