/**
 * An operator on one company's criteria (/admin/companies/{id}/criteria…): the company's screens
 * read these, in the operator area (decision 0016). The set in force, the versions the company
 * sees, one version and the people it ranked, the starting point of a new version, the preview
 * on the company's results, and reflecting a version (with its progress). Creating, deleting and
 * the remark are musashino_criteria/create_company_criteria, destroy_company_criteria and
 * company_remark (criteria.ts). Any company id that does not exist answers 404.
 */
import {
  ZCompanyCriteriaParams,
  ZCompanyIdOnlyParams,
  ZCompanyReflectParams,
  ZCriteriaDetailResponse,
  ZCriteriaLatestResponse,
  ZCriteriaListQuery,
  ZCriteriaListResponse,
  ZCriteriaPeopleQuery,
  ZCriteriaPeopleResponse,
  ZCriteriaPreviewRequest,
  ZCriteriaPreviewResponse,
  ZCriteriaTemplateResponse,
  ZReflectRequest,
  ZReflectResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { operatorActor, operatorCompany } from '../../../../services/criteria/actors.ts';
import { previewDraft } from '../../../../services/criteria/preview.ts';
import { reflectStatus, startReflect } from '../../../../services/criteria/reflect.ts';
import {
  criteriaInForce,
  listVersions,
  versionDetail,
  versionPeople,
  versionTemplate,
} from '../../../../services/criteria/versions.ts';

const tags = ['運営: 企業の基準'];
const config = { access: 'operator' } as const;
const base = '/api/v1/admin/companies/:company_id';

export async function adminCompanyCriteriaRoutes(app: App) {
  const company = (id: number) => operatorCompany(app, id);

  app.get(
    `${base}/criteria`,
    {
      schema: {
        tags,
        summary: '企業の現在の基準',
        params: ZCompanyIdOnlyParams,
        response: { 200: ZCriteriaLatestResponse },
      },
      config,
    },
    async (request) => ({
      data: await criteriaInForce(app, { companyId: await company(request.params.company_id) }),
    }),
  );

  app.get(
    `${base}/company_criteria`,
    {
      schema: {
        tags,
        summary: '企業の基準の版の一覧（企業の版とサービス標準）',
        params: ZCompanyIdOnlyParams,
        querystring: ZCriteriaListQuery,
        response: { 200: ZCriteriaListResponse },
      },
      config,
    },
    async (request) => ({
      data: await listVersions(app, { companyId: await company(request.params.company_id) }, request.query),
    }),
  );

  app.get(
    `${base}/company_criteria/:id`,
    {
      schema: {
        tags,
        summary: '企業の基準の版の詳細',
        params: ZCompanyCriteriaParams,
        response: { 200: ZCriteriaDetailResponse },
      },
      config,
    },
    async (request) => ({
      data: await versionDetail(
        app,
        { companyId: await company(request.params.company_id) },
        request.params.id,
      ),
    }),
  );

  app.get(
    `${base}/company_criteria/:id/senkous`,
    {
      schema: {
        tags,
        summary: 'この版で判定されている人',
        params: ZCompanyCriteriaParams,
        querystring: ZCriteriaPeopleQuery,
        response: { 200: ZCriteriaPeopleResponse },
      },
      config,
    },
    async (request) => ({
      data: await versionPeople(
        app,
        await company(request.params.company_id),
        request.params.id,
        request.query,
      ),
    }),
  );

  app.get(
    `${base}/company_criteria/:id/new`,
    {
      schema: {
        tags,
        summary: '新しい版の作成元',
        params: ZCompanyCriteriaParams,
        response: { 200: ZCriteriaTemplateResponse },
      },
      config,
    },
    async (request) => ({
      data: await versionTemplate(
        app,
        { companyId: await company(request.params.company_id) },
        request.params.id,
      ),
    }),
  );

  app.post(
    `${base}/company_criteria/preview`,
    {
      schema: {
        tags,
        summary: '下書きの試算（企業の過去の結果で）',
        params: ZCompanyIdOnlyParams,
        body: ZCriteriaPreviewRequest,
        response: { 200: ZCriteriaPreviewResponse },
      },
      config,
    },
    async (request) => ({
      data: await previewDraft(
        app,
        { companyId: await company(request.params.company_id) },
        operatorActor(request),
        request.body,
      ),
    }),
  );

  app.post(
    `${base}/reflect_criteria`,
    {
      schema: {
        tags,
        summary: '版を企業の過去の結果に反映',
        params: ZCompanyIdOnlyParams,
        body: ZReflectRequest,
        response: { 200: ZReflectResponse },
      },
      config,
    },
    async (request) => ({
      data: await startReflect(
        app,
        await company(request.params.company_id),
        operatorActor(request),
        request.body.criteria_id,
      ),
    }),
  );

  app.get(
    `${base}/criteria_reflects/:id`,
    {
      schema: {
        tags,
        summary: '反映の進み具合',
        params: ZCompanyReflectParams,
        response: { 200: ZReflectResponse },
      },
      config,
    },
    async (request) => ({
      data: await reflectStatus(app, await company(request.params.company_id), request.params.id),
    }),
  );
}
