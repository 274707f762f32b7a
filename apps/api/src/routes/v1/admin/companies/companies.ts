/**
 * Companies in the operator's hands (spec §7 admin/companies): the list, direct registration,
 * one company's page, its edit, discard (soft delete), physical destruction, and its action log.
 */
import { findCompanyForOperator, listCompaniesForOperator, listOperatorActionsOfCompany } from '@mirume/db';
import {
  ZAdminCompaniesQuery,
  ZAdminCompaniesResponse,
  ZAdminCompanyCreateRequest,
  ZAdminCompanyCreateResponse,
  ZAdminCompanyDetailResponse,
  ZAdminCompanyParams,
  ZAdminCompanyUpdateRequest,
  ZCompanyDestroyRequest,
  ZCompanyDestroyResponse,
  ZCompanyStateResponse,
  ZOperatorActionsQuery,
  ZOperatorActionsResponse,
} from '@mirume/shared';
import { notFound } from '../../../../lib/errors.ts';
import { operatorOf } from '../../../../lib/operator.ts';
import type { App } from '../../../../lib/zod-app.ts';
import {
  destroyCompany,
  discardCompany,
  getCompanyDetail,
  updateCompany,
} from '../../../../services/companies/companies.ts';
import { registerCompanyByOperator } from '../../../../services/onboarding/approval.ts';

const tags = ['運営: 企業'];
const config = { access: 'operator' } as const;

export async function adminCompanyRoutes(app: App) {
  app.get(
    '/api/v1/admin/companies',
    {
      schema: {
        tags,
        summary:
          '企業一覧（企業名・フリガナ・管理者メールで検索、ステータス・契約日で絞り込み、並べ替え、ページング）',
        querystring: ZAdminCompaniesQuery,
        response: { 200: ZAdminCompaniesResponse },
      },
      config,
    },
    async (request) => {
      const { page, per } = request.query;
      const result = await listCompaniesForOperator(app.db, {
        ...request.query,
        q: request.query.q || undefined,
      });
      return {
        data: {
          items: result.items.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
          total: result.total,
          page,
          per,
          counts_by_status: result.counts_by_status,
        },
      };
    },
  );

  app.post(
    '/api/v1/admin/companies',
    {
      schema: {
        tags,
        summary: '企業の登録（最初の総合管理者にパスワード設定メールを送信）',
        body: ZAdminCompanyCreateRequest,
        response: { 201: ZAdminCompanyCreateResponse },
      },
      config,
    },
    async (request, reply) => {
      const company = await registerCompanyByOperator(
        app.db,
        app.config.APP_URL,
        operatorOf(request),
        request.body,
      );
      return reply.status(201).send({ data: company });
    },
  );

  app.get(
    '/api/v1/admin/companies/:id',
    {
      schema: {
        tags,
        summary: '企業の詳細（プロフィール、ステータス履歴、契約期間、管理者、利用状況）',
        params: ZAdminCompanyParams,
        response: { 200: ZAdminCompanyDetailResponse },
      },
      config,
    },
    async (request) => ({ data: await getCompanyDetail(app.db, request.params.id) }),
  );

  app.put(
    '/api/v1/admin/companies/:id',
    {
      schema: {
        tags,
        summary: '企業情報と契約期間の変更（操作履歴に変更前後を記録）',
        params: ZAdminCompanyParams,
        body: ZAdminCompanyUpdateRequest,
        response: { 200: ZAdminCompanyDetailResponse },
      },
      config,
    },
    async (request) => ({
      data: await updateCompany(app.db, operatorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/companies/:id',
    {
      schema: {
        tags,
        summary: '企業の削除（論理削除。管理者のログインと受検を止め、削除済み企業から復元できる）',
        params: ZAdminCompanyParams,
        response: { 200: ZCompanyStateResponse },
      },
      config,
    },
    async (request) => ({ data: await discardCompany(app, operatorOf(request), request.params.id) }),
  );

  app.delete(
    '/api/v1/admin/companies/:id/destroy_physical',
    {
      schema: {
        tags,
        summary:
          '削除済み企業の完全削除（企業名の入力で確認。すべての行と保存ファイルを1つのトランザクションで削除）',
        params: ZAdminCompanyParams,
        body: ZCompanyDestroyRequest,
        response: { 200: ZCompanyDestroyResponse },
      },
      config,
    },
    async (request) => ({
      data: await destroyCompany(app, operatorOf(request), request.params.id, request.body.company_name),
    }),
  );

  app.get(
    '/api/v1/admin/companies/:id/operator_actions',
    {
      schema: {
        tags,
        summary: '企業に対する運営の操作履歴（新しい順、変更前後つき）',
        params: ZAdminCompanyParams,
        querystring: ZOperatorActionsQuery,
        response: { 200: ZOperatorActionsResponse },
      },
      config,
    },
    async (request) => {
      const { id } = request.params;
      const { page, per } = request.query;
      // A discarded company's log stays readable from its restore screen.
      if (!(await findCompanyForOperator(app.db, id, { includeDiscarded: true }))) throw notFound();
      const { rows, total } = await listOperatorActionsOfCompany(app.db, id, {
        limit: per,
        offset: (page - 1) * per,
      });
      return {
        data: {
          items: rows.map((r) => ({
            id: r.id,
            system_admin_name: r.system_admin_name,
            action: r.action,
            target_type: r.target_type,
            target_id: r.target_id,
            summary: r.summary,
            changes: (r.changes as Record<string, { before: unknown; after: unknown }> | null) ?? null,
            created_at: r.created_at.toISOString(),
          })),
          total,
          page,
          per,
        },
      };
    },
  );
}
