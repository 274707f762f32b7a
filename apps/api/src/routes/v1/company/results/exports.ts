/**
 * Switching a result's interpretation (applicant ⇄ employee) and the result CSVs. Exports need
 * `diagnosis:view` (every role); a switch needs `diagnosis:issue` and, in the service, the right
 * to issue the target type (canIssueDiagnosis), else 404. Another company's person, result or
 * company id is 404 like a missing one.
 */
import {
  ZCompanyIdParams,
  ZDiffExportQuery,
  ZEmployeeBulkExportQuery,
  ZResultCsvParams,
  ZResultCsvQuery,
  ZSenkouBulkExportQuery,
  ZSwitchResultParams,
  ZSwitchResultRequest,
  ZSwitchResultResponse,
} from '@mirume/shared';
import type { FastifyReply } from 'fastify';
import { attachment } from '../../../../lib/csv.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import { bulkResultCsv, type CsvFile, diffCsv, resultCsv } from '../../../../services/results/exports.ts';
import { switchInterpretation } from '../../../../services/results/switch.ts';

const tags = ['診断結果'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;
const issue = { access: 'company', permission: 'diagnosis:issue' } as const;

const TYPES = [
  { type: 'senkou', label: '選考用診断', bulkQuery: ZSenkouBulkExportQuery },
  { type: 'employee', label: '社員診断', bulkQuery: ZEmployeeBulkExportQuery },
] as const;

function sendCsv<B>(reply: FastifyReply, csv: CsvFile<B>) {
  return reply
    .header('content-type', csv.contentType)
    .header('content-disposition', attachment(csv.fileName, csv.asciiName))
    .header('cache-control', 'no-store')
    .send(csv.body);
}

export async function resultExportRoutes(app: App) {
  for (const { type, label } of TYPES) {
    app.post(
      `/api/v1/employees/:employee_id/switch_diagnosis_result_to_${type}`,
      {
        schema: {
          tags,
          summary: `結果を${label}として再判定（元の結果は残し、新しい結果を作成。作成済みなら既存の結果を 200 で返す）`,
          params: ZSwitchResultParams,
          body: ZSwitchResultRequest,
          response: { 200: ZSwitchResultResponse, 201: ZSwitchResultResponse },
        },
        config: issue,
      },
      async (request, reply) => {
        const { created, result } = await switchInterpretation(
          app,
          currentUser(request),
          request.params.employee_id,
          request.body.result_id,
          type,
        );
        return reply.code(created ? 201 : 200).send({ data: result });
      },
    );
  }

  for (const { type, label, bulkQuery } of TYPES) {
    app.get(
      `/api/v1/employees/:employee_id/mirumevital_${type}_csv_export/:id.csv`,
      {
        schema: {
          tags,
          summary: `${label}の結果1件のCSV（encoding=utf8: BOM付きUTF-8、sjis: Shift_JIS）`,
          params: ZResultCsvParams,
          querystring: ZResultCsvQuery,
        },
        config: view,
      },
      async (request, reply) =>
        sendCsv(
          reply,
          await resultCsv(
            app,
            currentUser(request),
            request.params.employee_id,
            request.params.id,
            type,
            request.query.encoding,
          ),
        ),
    );

    app.get(
      `/api/v1/mirumevital_${type}_csv_export_bulk`,
      {
        schema: {
          tags,
          summary: `${label}の結果の一括CSV（期間・ランク・雇用形態・キーワード、または結果ID ids=1,2,3。1結果1行）`,
          querystring: bulkQuery,
        },
        config: view,
      },
      async (request, reply) => sendCsv(reply, bulkResultCsv(app, currentUser(request), type, request.query)),
    );
  }

  app.get(
    '/api/v1/companies/:id/mirumevital_csv_export_bulk_with_diff',
    {
      schema: {
        tags,
        summary: '社員ごとの最新の結果と前回の結果との差のCSV（測定誤差を超える変化に印）',
        params: ZCompanyIdParams,
        querystring: ZDiffExportQuery,
      },
      config: view,
    },
    async (request, reply) =>
      sendCsv(
        reply,
        diffCsv(
          app,
          currentUser(request),
          request.params.id,
          request.query.diagnosis_type,
          request.query.encoding,
        ),
      ),
  );
}
