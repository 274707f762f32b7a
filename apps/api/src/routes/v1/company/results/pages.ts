/**
 * The result pages: a person's results, one result, the trend, the applicant's selection decision
 * and the diagnosis list. Reads need `diagnosis:view` (every role); recording a decision is an
 * employee write (`employees:view` at the route, like PUT employees/:id) that the service refuses
 * with 404 unless the role may manage applicants. Another company's person, result or company id
 * is 404 like a missing one.
 */
import {
  ZCompanyIdParams,
  ZDiagnosisListQuery,
  ZDiagnosisListResponse,
  ZEmployeeIdParams,
  ZResultParams,
  ZResultResponse,
  ZResultSummariesResponse,
  ZSelectionDecisionRequest,
  ZSelectionDecisionResponse,
  ZTrendResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import { diagnosisList } from '../../../../services/results/diagnosis-list.ts';
import { personResult, personResults, personTrend } from '../../../../services/results/pages.ts';
import { recordSelectionDecision, selectionDecision } from '../../../../services/results/selection.ts';

const tags = ['診断結果'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;
const employeeWrite = { access: 'company', permission: 'employees:view' } as const;

export async function resultPageRoutes(app: App) {
  app.get(
    '/api/v1/employees/:id/mirumevital_results',
    {
      schema: {
        tags,
        summary: '受検者の診断結果の一覧（無効になった結果・再判定した結果を含む、新しい順）',
        params: ZEmployeeIdParams,
        response: { 200: ZResultSummariesResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await personResults(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.get(
    '/api/v1/employees/:id/mirumevital_results/:result_id',
    {
      schema: {
        tags,
        summary: '診断結果1件（無効になった結果も読める）',
        params: ZResultParams,
        response: { 200: ZResultResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await personResult(
        app,
        currentUser(request).company_id,
        request.params.id,
        request.params.result_id,
      ),
    }),
  );

  app.get(
    '/api/v1/employees/:id/mirumevital_trend',
    {
      schema: {
        tags,
        summary: '種類ごとの直近3回の有効な結果（古い順）と、前回からの変化（測定誤差を超えるものに印）',
        params: ZEmployeeIdParams,
        response: { 200: ZTrendResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await personTrend(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.get(
    '/api/v1/employees/:id/selection_decision',
    {
      schema: {
        tags,
        summary: '選考結果（現在の判断と履歴。選考中の方以外は空）',
        params: ZEmployeeIdParams,
        response: { 200: ZSelectionDecisionResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await selectionDecision(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.put(
    '/api/v1/employees/:id/selection_decision',
    {
      schema: {
        tags,
        summary: '選考結果の記録（採用・不採用・検討中。選考中の方のみ、履歴に追加）',
        params: ZEmployeeIdParams,
        body: ZSelectionDecisionRequest,
        response: { 200: ZSelectionDecisionResponse },
      },
      config: employeeWrite,
    },
    async (request) => ({
      data: await recordSelectionDecision(app, currentUser(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/v1/companies/:id/diagnosis_list',
    {
      schema: {
        tags,
        summary:
          '診断履歴一覧（最新の結果、選考結果。ランク・種類・期間・選考結果で絞り込み、指標で並べ替え）',
        params: ZCompanyIdParams,
        querystring: ZDiagnosisListQuery,
        response: { 200: ZDiagnosisListResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await diagnosisList(app, currentUser(request), request.params.id, request.query),
    }),
  );
}
