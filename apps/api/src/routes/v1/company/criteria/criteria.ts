/**
 * Criteria (基準, spec §7): musashino_criteria (latest, list, {id}/new, POST, DELETE {id}, PATCH
 * {id}/remark, reflect_criteria, and the editor's preview, the reflect's progress and the
 * recommendation), company_criteria (the company's own versions, one version, the people it
 * ranked) and the metric catalogue. Every role reads (`criteria:view`); admin changes every type
 * and senkou_admin the selection type (`criteria:manage`, then canManageCriteria in the service).
 */
import {
  ZCriteriaCreateRequest,
  ZCriteriaDetailResponse,
  ZCriteriaIdParams,
  ZCriteriaLatestResponse,
  ZCriteriaListQuery,
  ZCriteriaListResponse,
  ZCriteriaPeopleQuery,
  ZCriteriaPeopleResponse,
  ZCriteriaPreviewRequest,
  ZCriteriaPreviewResponse,
  ZCriteriaRemarkRequest,
  ZCriteriaTemplateResponse,
  ZCriteriaVersionResponse,
  ZCriterionsResponse,
  ZRecommendRequest,
  ZRecommendResponse,
  ZReflectIdParams,
  ZReflectRequest,
  ZReflectResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import { CRITERIA_CATALOGUE } from '@mirume/shared/vital/criteria-catalogue';
import type { App } from '../../../../lib/zod-app.ts';
import { companyActor } from '../../../../services/criteria/actors.ts';
import { previewDraft } from '../../../../services/criteria/preview.ts';
import { recommendCriteria } from '../../../../services/criteria/recommend.ts';
import { reflectStatus, startReflect } from '../../../../services/criteria/reflect.ts';
import {
  createVersion,
  criteriaInForce,
  deleteVersion,
  listVersions,
  updateRemark,
  versionDetail,
  versionPeople,
  versionTemplate,
} from '../../../../services/criteria/versions.ts';

const tags = ['基準'];
const view = { access: 'company', permission: 'criteria:view' } as const;
const manage = { access: 'company', permission: 'criteria:manage' } as const;
const params = ZCriteriaIdParams;

export async function criteriaRoutes(app: App) {
  const scopeOf = (request: Parameters<typeof companyActor>[0]) => ({
    companyId: companyActor(request).companyId,
  });

  app.get(
    '/api/v1/criterions',
    {
      schema: { tags, summary: '基準に使える指標（名称と説明）', response: { 200: ZCriterionsResponse } },
      config: view,
    },
    async () => ({ data: { items: [...CRITERIA_CATALOGUE] } }),
  );

  app.get(
    '/api/v1/musashino_criteria/latest',
    {
      schema: { tags, summary: '現在の基準（診断の種類ごと）', response: { 200: ZCriteriaLatestResponse } },
      config: view,
    },
    async (request) => ({ data: await criteriaInForce(app, scopeOf(request)) }),
  );

  app.get(
    '/api/v1/musashino_criteria/list',
    {
      schema: {
        tags,
        summary: '基準の版の一覧（自社の版とサービス標準）',
        querystring: ZCriteriaListQuery,
        response: { 200: ZCriteriaListResponse },
      },
      config: view,
    },
    async (request) => ({ data: await listVersions(app, scopeOf(request), request.query) }),
  );

  app.get(
    '/api/v1/musashino_criteria/:id/new',
    {
      schema: {
        tags,
        summary: '新しい版の作成元（版 {id} のルール）',
        params,
        response: { 200: ZCriteriaTemplateResponse },
      },
      config: manage,
    },
    async (request) => ({ data: await versionTemplate(app, scopeOf(request), request.params.id) }),
  );

  app.post(
    '/api/v1/musashino_criteria',
    {
      schema: {
        tags,
        summary: '基準の新しい版を公開（以後の結果はこの版で判定）',
        body: ZCriteriaCreateRequest,
        response: { 201: ZCriteriaVersionResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const actor = companyActor(request);
      const created = await createVersion(app, { companyId: actor.companyId }, actor, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/api/v1/musashino_criteria/preview',
    {
      schema: {
        tags,
        summary: '下書きの試算（過去の結果のランクが今とどう変わるか）',
        body: ZCriteriaPreviewRequest,
        response: { 200: ZCriteriaPreviewResponse },
      },
      config: manage,
    },
    async (request) => {
      const actor = companyActor(request);
      return { data: await previewDraft(app, { companyId: actor.companyId }, actor, request.body) };
    },
  );

  app.delete(
    '/api/v1/musashino_criteria/:id',
    {
      schema: {
        tags,
        summary: '使われていない版の削除（結果を判定した版は削除できません）',
        params,
        response: { 200: ZSuccessResponse },
      },
      config: manage,
    },
    async (request) => {
      const actor = companyActor(request);
      await deleteVersion(app, { companyId: actor.companyId }, actor, request.params.id);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/v1/musashino_criteria/:id/remark',
    {
      schema: {
        tags,
        summary: '版の備考の保存',
        params,
        body: ZCriteriaRemarkRequest,
        response: { 200: ZCriteriaVersionResponse },
      },
      config: manage,
    },
    async (request) => {
      const actor = companyActor(request);
      return {
        data: await updateRemark(
          app,
          { companyId: actor.companyId },
          actor,
          request.params.id,
          request.body.remark ?? null,
        ),
      };
    },
  );

  app.post(
    '/api/v1/musashino_criteria/reflect_criteria',
    {
      schema: {
        tags,
        summary: '版を過去の結果に反映（ランクのみ再判定。件数が多いときはバックグラウンド）',
        body: ZReflectRequest,
        response: { 200: ZReflectResponse },
      },
      config: manage,
    },
    async (request) => {
      const actor = companyActor(request);
      return { data: await startReflect(app, actor.companyId, actor, request.body.criteria_id) };
    },
  );

  app.get(
    '/api/v1/musashino_criteria/reflects/:id',
    {
      schema: {
        tags,
        summary: '反映の進み具合',
        params: ZReflectIdParams,
        response: { 200: ZReflectResponse },
      },
      config: view,
    },
    async (request) => ({ data: await reflectStatus(app, scopeOf(request).companyId, request.params.id) }),
  );

  app.post(
    '/api/v1/musashino_criteria/recommended_detail',
    {
      schema: {
        tags,
        summary: '推奨基準（選んだグループが満たす基準値と、過去の受検者の通過率）',
        body: ZRecommendRequest,
        response: { 200: ZRecommendResponse },
      },
      config: manage,
    },
    async (request) => ({ data: await recommendCriteria(app, scopeOf(request).companyId, request.body) }),
  );

  app.get(
    '/api/v1/company_criteria',
    {
      schema: {
        tags,
        summary: '自社の基準の版の一覧',
        querystring: ZCriteriaListQuery,
        response: { 200: ZCriteriaListResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await listVersions(app, scopeOf(request), request.query, { withDefaults: false }),
    }),
  );

  app.get(
    '/api/v1/company_criteria/:id',
    {
      schema: { tags, summary: '基準の版の詳細', params, response: { 200: ZCriteriaDetailResponse } },
      config: view,
    },
    async (request) => ({ data: await versionDetail(app, scopeOf(request), request.params.id) }),
  );

  app.get(
    '/api/v1/company_criteria/:id/senkous',
    {
      schema: {
        tags,
        summary: 'この版で判定されている人',
        params,
        querystring: ZCriteriaPeopleQuery,
        response: { 200: ZCriteriaPeopleResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await versionPeople(app, scopeOf(request).companyId, request.params.id, request.query),
    }),
  );
}
