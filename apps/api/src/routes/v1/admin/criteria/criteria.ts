/**
 * The operator's criteria (spec §7 admin namespace): criterions (the metric catalogue), the
 * service's default sets (musashino_criteria latest, list, one version, {id}/new, create, preview,
 * DELETE of an unused version, remark) and a company's own sets made by an operator
 * (create_company_criteria with company_id, destroy_company_criteria, company_remark,
 * recommended_detail with company_id).
 */

import { findCriteriaVersion } from '@mirume/db';
import {
  ZCompanyCriteriaCreateRequest,
  ZCompanyRecommendRequest,
  ZCriteriaCreateRequest,
  ZCriteriaDetailResponse,
  ZCriteriaIdParams,
  ZCriteriaLatestResponse,
  ZCriteriaListQuery,
  ZCriteriaListResponse,
  ZCriteriaPreviewRequest,
  ZCriteriaPreviewResponse,
  ZCriteriaRemarkRequest,
  ZCriteriaTemplateResponse,
  ZCriteriaVersionResponse,
  ZCriterionsResponse,
  ZRecommendResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import { CRITERIA_CATALOGUE } from '@mirume/shared/vital/criteria-catalogue';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { operatorActor, operatorCompany } from '../../../../services/criteria/actors.ts';
import { previewDraft } from '../../../../services/criteria/preview.ts';
import { recommendCriteria } from '../../../../services/criteria/recommend.ts';
import {
  createVersion,
  criteriaInForce,
  deleteVersion,
  listVersions,
  updateRemark,
  versionDetail,
  versionTemplate,
} from '../../../../services/criteria/versions.ts';

const tags = ['運営: 基準'];
const config = { access: 'operator' } as const;
const params = ZCriteriaIdParams;
const DEFAULTS = { companyId: null };

/** The company of a company version (404 for a default version or a missing id). */
async function companyOfVersion(app: App, id: number): Promise<number> {
  const row = await findCriteriaVersion(app.db, id);
  if (!row || row.company_id === null) throw new AppError('NOT_FOUND');
  return row.company_id;
}

export async function adminCriteriaRoutes(app: App) {
  app.get(
    '/api/v1/admin/criterions',
    {
      schema: { tags, summary: '基準に使える指標（名称と説明）', response: { 200: ZCriterionsResponse } },
      config,
    },
    async () => ({ data: { items: [...CRITERIA_CATALOGUE] } }),
  );

  app.get(
    '/api/v1/admin/musashino_criteria/latest',
    {
      schema: {
        tags,
        summary: '現在の標準基準（診断の種類ごと）',
        response: { 200: ZCriteriaLatestResponse },
      },
      config,
    },
    async () => ({ data: await criteriaInForce(app, DEFAULTS) }),
  );

  app.get(
    '/api/v1/admin/musashino_criteria/list',
    {
      schema: {
        tags,
        summary: '標準基準の版の一覧',
        querystring: ZCriteriaListQuery,
        response: { 200: ZCriteriaListResponse },
      },
      config,
    },
    async (request) => ({ data: await listVersions(app, DEFAULTS, request.query) }),
  );

  app.get(
    '/api/v1/admin/musashino_criteria/:id',
    {
      schema: { tags, summary: '標準基準の版の詳細', params, response: { 200: ZCriteriaDetailResponse } },
      config,
    },
    async (request) => ({ data: await versionDetail(app, DEFAULTS, request.params.id) }),
  );

  app.get(
    '/api/v1/admin/musashino_criteria/:id/new',
    {
      schema: {
        tags,
        summary: '標準基準の新しい版の作成元',
        params,
        response: { 200: ZCriteriaTemplateResponse },
      },
      config,
    },
    async (request) => ({ data: await versionTemplate(app, DEFAULTS, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/musashino_criteria/create',
    {
      schema: {
        tags,
        summary: '標準基準の新しい版を公開（独自の基準がない企業の以後の結果に適用）',
        body: ZCriteriaCreateRequest,
        response: { 201: ZCriteriaVersionResponse },
      },
      config,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createVersion(app, DEFAULTS, operatorActor(request), request.body) }),
  );

  app.post(
    '/api/v1/admin/musashino_criteria/preview',
    {
      schema: {
        tags,
        summary: '標準基準の下書きの試算（標準基準で判定された直近の結果で）',
        body: ZCriteriaPreviewRequest,
        response: { 200: ZCriteriaPreviewResponse },
      },
      config,
    },
    async (request) => ({ data: await previewDraft(app, DEFAULTS, operatorActor(request), request.body) }),
  );

  app.delete(
    '/api/v1/admin/musashino_criteria/:id',
    {
      schema: {
        tags,
        summary: '使われていない標準基準の版の削除',
        params,
        response: { 200: ZSuccessResponse },
      },
      config,
    },
    async (request) => {
      await deleteVersion(app, DEFAULTS, operatorActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/v1/admin/musashino_criteria/:id/remark',
    {
      schema: {
        tags,
        summary: '標準基準の版の備考の保存',
        params,
        body: ZCriteriaRemarkRequest,
        response: { 200: ZCriteriaVersionResponse },
      },
      config,
    },
    async (request) => ({
      data: await updateRemark(
        app,
        DEFAULTS,
        operatorActor(request),
        request.params.id,
        request.body.remark ?? null,
      ),
    }),
  );

  app.post(
    '/api/v1/admin/musashino_criteria/create_company_criteria',
    {
      schema: {
        tags,
        summary: '企業の基準の新しい版を公開（企業を指定）',
        body: ZCompanyCriteriaCreateRequest,
        response: { 201: ZCriteriaVersionResponse },
      },
      config,
    },
    async (request, reply) => {
      const { company_id, ...body } = request.body;
      const companyId = await operatorCompany(app, company_id);
      const created = await createVersion(app, { companyId }, operatorActor(request), body);
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/api/v1/admin/musashino_criteria/:id/destroy_company_criteria',
    {
      schema: {
        tags,
        summary: '使われていない企業の基準の版の削除',
        params,
        response: { 200: ZSuccessResponse },
      },
      config,
    },
    async (request) => {
      const companyId = await companyOfVersion(app, request.params.id);
      await deleteVersion(app, { companyId }, operatorActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/v1/admin/musashino_criteria/:id/company_remark',
    {
      schema: {
        tags,
        summary: '企業の基準の版の備考の保存',
        params,
        body: ZCriteriaRemarkRequest,
        response: { 200: ZCriteriaVersionResponse },
      },
      config,
    },
    async (request) => {
      const companyId = await companyOfVersion(app, request.params.id);
      return {
        data: await updateRemark(
          app,
          { companyId },
          operatorActor(request),
          request.params.id,
          request.body.remark ?? null,
        ),
      };
    },
  );

  app.post(
    '/api/v1/admin/musashino_criteria/recommended_detail',
    {
      schema: {
        tags,
        summary: '推奨基準（企業を指定）',
        body: ZCompanyRecommendRequest,
        response: { 200: ZRecommendResponse },
      },
      config,
    },
    async (request) => {
      const { company_id, ...body } = request.body;
      return { data: await recommendCriteria(app, await operatorCompany(app, company_id), body) };
    },
  );
}
