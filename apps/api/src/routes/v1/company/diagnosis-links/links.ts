/**
 * Issued diagnosis links (shindan_musashino_senkou): issue and re-send, the undiagnosed list,
 * check marks, deletion, the dashboard counts, a person's issuance history. Every role reads
 * (`diagnosis:view`) and issues (`diagnosis:issue`); the service limits each role to its
 * diagnosis types (canIssueDiagnosis).
 */
import {
  ZBulkUpsertUrlRequest,
  ZBulkUpsertUrlResponse,
  ZCompanyIdParams,
  ZDeleteLinksRequest,
  ZDeleteLinksResponse,
  ZEmployeeIdParams,
  ZIssuanceDatesResponse,
  ZIssuanceHistoryResponse,
  ZIssuedLinkResponse,
  ZIssueOneLinkRequest,
  ZLinkIdParams,
  ZLinksDashboardQuery,
  ZLinksDashboardResponse,
  ZUndiagnosisListQuery,
  ZUndiagnosisListResponse,
  ZUpdateCheckedRequest,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  deleteLinks,
  issuanceDates,
  issuanceHistory,
  issueLinks,
  issueOneLink,
  linksDashboard,
  listUndiagnosed,
  updateLinkChecked,
} from '../../../../services/diagnosis-links/links.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['診断'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;
const issue = { access: 'company', permission: 'diagnosis:issue' } as const;

export async function diagnosisLinkRoutes(app: App) {
  app.post(
    '/api/v1/companies/:id/bulk_upsert_url',
    {
      schema: {
        tags,
        summary: '診断リンクの発行・再送（社員・応募者・発行済みリンク。すべて成功するか何もしない）',
        params: ZCompanyIdParams,
        body: ZBulkUpsertUrlRequest,
        response: { 201: ZBulkUpsertUrlResponse },
      },
      config: issue,
    },
    async (request, reply) => {
      const data = await issueLinks(app, currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  for (const type of ['senkou', 'employee'] as const) {
    app.post(
      `/api/v1/employees/:id/shindan_${type}`,
      {
        schema: {
          tags,
          summary: type === 'senkou' ? '一人に選考用の診断リンクを発行' : '一人に社員用の診断リンクを発行',
          params: ZEmployeeIdParams,
          body: ZIssueOneLinkRequest,
          response: { 201: ZIssuedLinkResponse },
        },
        config: issue,
      },
      async (request, reply) => {
        const data = await issueOneLink(app, currentUser(request), request.params.id, type, request.body);
        return reply.code(201).send({ data });
      },
    );
  }

  app.get(
    '/api/v1/companies/:id/undiagnosis_list',
    {
      schema: {
        tags,
        summary: '未受検一覧（発行済み・受検中・期限切れ。絞り込み、並べ替え、ページング）',
        params: ZCompanyIdParams,
        querystring: ZUndiagnosisListQuery,
        response: { 200: ZUndiagnosisListResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await listUndiagnosed(app, currentUser(request), request.params.id, request.query),
    }),
  );

  app.patch(
    '/api/v1/shindan_musashino_senkous/update_checked/:id',
    {
      schema: {
        tags,
        summary: '診断リンクのチェックの付け外し',
        params: ZLinkIdParams,
        body: ZUpdateCheckedRequest,
        response: { 200: ZIssuedLinkResponse },
      },
      config: issue,
    },
    async (request) => ({
      data: await updateLinkChecked(app, currentUser(request), request.params.id, request.body.checked),
    }),
  );

  app.delete(
    '/api/v1/shindan_musashino_senkous',
    {
      schema: {
        tags,
        summary: '未受検の診断リンクの削除（受検を開始したリンクがあれば 409 で何も削除しない）',
        body: ZDeleteLinksRequest,
        response: { 200: ZDeleteLinksResponse },
      },
      config: issue,
    },
    async (request) => ({ data: await deleteLinks(app, currentUser(request), request.body.ids) }),
  );

  app.get(
    '/api/v1/issues_links_dashboard',
    {
      schema: {
        tags,
        summary: '期間内に発行した診断リンクの件数（既定は直近30日）',
        querystring: ZLinksDashboardQuery,
        response: { 200: ZLinksDashboardResponse },
      },
      config: view,
    },
    async (request) => ({ data: await linksDashboard(app, currentUser(request), request.query) }),
  );

  app.get(
    '/api/v1/employees/:id/issuance_history',
    {
      schema: {
        tags,
        summary: '社員の診断リンクの発行履歴',
        params: ZEmployeeIdParams,
        response: { 200: ZIssuanceHistoryResponse },
      },
      config: view,
    },
    async (request) => ({ data: await issuanceHistory(app, currentUser(request), request.params.id) }),
  );

  app.get(
    '/api/v1/employees/:id/issuance_dates',
    {
      schema: {
        tags,
        summary: '社員に診断リンクを発行した日付',
        params: ZEmployeeIdParams,
        response: { 200: ZIssuanceDatesResponse },
      },
      config: view,
    },
    async (request) => ({ data: await issuanceDates(app, currentUser(request), request.params.id) }),
  );
}
