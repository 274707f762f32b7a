/**
 * Custom assessments (marcopolo, spec §7). The settings and the results import are the admin's
 * (`customAssessment:manage`; other roles get 404 like a missing page); every role reads the list
 * columns and a person's results; deleting a result needs a role that manages the person (404
 * otherwise, checked in the service). Row errors of an import answer 400 with
 * `details.rows: [{ row, errors }]` (row = 1-based data row, header not counted).
 */
import {
  ZCustomAssessmentSettingsRequest,
  ZCustomAssessmentsResponse,
  ZCustomColumnsResponse,
  ZCustomResultDeleteResponse,
  ZCustomResultImportRequest,
  ZCustomResultImportResponse,
  ZCustomResultParams,
  ZCustomResultsResponse,
  ZCustomSettingsImportRequest,
  ZEmployeeIdParams,
  ZErrorResponse,
} from '@mirume/shared';
import { BULK_BODY_LIMIT, rowsOr400 } from '../../../../lib/bulk-rows.ts';
import type { App } from '../../../../lib/zod-app.ts';
import {
  customListColumns,
  deletePersonResult,
  importCustomResults,
  personResults,
  validateCustomResults,
} from '../../../../services/custom-assessments/results.ts';
import {
  customAssessmentSettings,
  importCustomAssessmentSettings,
  saveCustomAssessmentSettings,
} from '../../../../services/custom-assessments/settings.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['カスタムアセスメント'];
const manage = { access: 'company', permission: 'customAssessment:manage' } as const;
const view = { access: 'company', permission: 'employees:view' } as const;

export async function customAssessmentRoutes(app: App) {
  app.get(
    '/api/v1/marcopolo_custom_assessment_settings',
    {
      schema: {
        tags,
        summary: 'カスタムアセスメント設定（表示順、結果の件数付き）',
        response: { 200: ZCustomAssessmentsResponse },
      },
      config: manage,
    },
    async (request) => ({ data: await customAssessmentSettings(app, currentUser(request).company_id) }),
  );

  app.patch(
    '/api/v1/marcopolo_custom_assessment_settings/handle',
    {
      schema: {
        tags,
        summary:
          'カスタムアセスメント設定の保存（一覧全体を表示順で送る。idなし=追加、id付き=更新、送られなかったもの=削除。結果があるものの削除は delete_results=true のときのみ）',
        body: ZCustomAssessmentSettingsRequest,
        response: { 200: ZCustomAssessmentsResponse, 400: ZErrorResponse, 409: ZErrorResponse },
      },
      config: manage,
    },
    async (request) => ({
      data: await saveCustomAssessmentSettings(
        app,
        currentUser(request),
        request.body.assessments,
        request.body.delete_results,
      ),
    }),
  );

  app.post(
    '/api/v1/marcopolo_custom_assessment_settings/csv_import',
    {
      schema: {
        tags,
        summary: 'カスタムアセスメント設定のCSV取込（同じ名称は更新、新しい名称は追加。全件または0件）',
        body: ZCustomSettingsImportRequest,
        response: { 200: ZCustomAssessmentsResponse, 400: ZErrorResponse },
      },
      config: manage,
    },
    async (request, reply) =>
      rowsOr400(request, reply, () =>
        importCustomAssessmentSettings(app, currentUser(request), request.body),
      ),
  );

  app.get(
    '/api/v1/marcopolo_custom_assessment_columns',
    {
      schema: {
        tags,
        summary: '一覧に表示するカスタムアセスメント（有効で「一覧に表示」のもの）',
        response: { 200: ZCustomColumnsResponse },
      },
      config: view,
    },
    async (request) => ({ data: await customListColumns(app, currentUser(request).company_id) }),
  );

  app.post(
    '/api/v1/marcopolo',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'カスタムアセスメント結果のCSV取込（全件を1トランザクションで登録。1行でも誤りがあれば何も登録しない）',
        body: ZCustomResultImportRequest,
        response: { 200: ZCustomResultImportResponse, 400: ZErrorResponse },
      },
      config: manage,
    },
    async (request, reply) =>
      rowsOr400(request, reply, () => importCustomResults(app, currentUser(request), request.body)),
  );

  app.post(
    '/api/v1/marcopolo/validate',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'カスタムアセスメント結果の取込の事前チェック（登録はしない）',
        body: ZCustomResultImportRequest,
        response: { 200: ZCustomResultImportResponse, 400: ZErrorResponse },
      },
      config: manage,
    },
    async (request, reply) =>
      rowsOr400(request, reply, () =>
        validateCustomResults(app, currentUser(request).company_id, request.body),
      ),
  );

  app.get(
    '/api/v1/employees/:id/marcopolo',
    {
      schema: {
        tags,
        summary: '社員のカスタムアセスメント結果（実施日の新しい順）',
        params: ZEmployeeIdParams,
        response: { 200: ZCustomResultsResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await personResults(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.delete(
    '/api/v1/employees/:id/marcopolos/:result_id',
    {
      schema: {
        tags,
        summary: '社員のカスタムアセスメント結果を1件削除',
        params: ZCustomResultParams,
        response: { 200: ZCustomResultDeleteResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await deletePersonResult(app, currentUser(request), request.params.id, request.params.result_id),
    }),
  );
}
