/**
 * The organization chart (/organization-charts). Every role views it (`organizationCharts:view`);
 * admins and employee admins change it and assign employees (`organizationCharts:manage`).
 */
import {
  ZOrgChartAssignRequest,
  ZOrgChartCreateRequest,
  ZOrgChartEmployeesResponse,
  ZOrgChartIdParams,
  ZOrgChartSearchQuery,
  ZOrgChartSearchResponse,
  ZOrgChartSortRequest,
  ZOrgChartTreeResponse,
  ZOrgChartUnitResponse,
  ZOrgChartUpdateRequest,
  ZSuccessResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import {
  assignEmployees,
  createUnit,
  deleteUnit,
  loadTree,
  unitEmployees,
  updateUnit,
} from '../../../../services/organization-charts/organization-charts.ts';
import { duplicateUnit, sortUnits } from '../../../../services/organization-charts/reshape.ts';
import { searchUnits } from '../../../../services/organization-charts/search.ts';

const tags = ['組織図'];
const view = { access: 'company', permission: 'organizationCharts:view' } as const;
const manage = { access: 'company', permission: 'organizationCharts:manage' } as const;
const params = ZOrgChartIdParams;

export async function organizationChartRoutes(app: App) {
  app.get(
    '/api/v1/organization_charts',
    {
      schema: { tags, summary: '組織図（部署のツリーと人数）', response: { 200: ZOrgChartTreeResponse } },
      config: view,
    },
    async (request) => ({ data: await loadTree(app, currentUser(request).company_id) }),
  );

  app.get(
    '/api/v1/organization_charts/search',
    {
      schema: {
        tags,
        summary: '部署名で検索（上位部署からのパス付き）',
        querystring: ZOrgChartSearchQuery,
        response: { 200: ZOrgChartSearchResponse },
      },
      config: view,
    },
    async (request) => ({ data: await searchUnits(app, currentUser(request).company_id, request.query.q) }),
  );

  app.post(
    '/api/v1/organization_charts',
    {
      schema: {
        tags,
        summary: '部署の作成',
        body: ZOrgChartCreateRequest,
        response: { 201: ZOrgChartUnitResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const unit = await createUnit(app, currentUser(request), request.body);
      return reply.code(201).send({ data: unit });
    },
  );

  app.put(
    '/api/v1/organization_charts/sort',
    {
      schema: {
        tags,
        summary: '部署の並べ替え・移動（移動した兄弟の順序を一括で保存）',
        body: ZOrgChartSortRequest,
        response: { 200: ZSuccessResponse },
      },
      config: manage,
    },
    async (request) => {
      await sortUnits(app, currentUser(request), request.body);
      return { success: true as const };
    },
  );

  app.put(
    '/api/v1/organization_charts/:id',
    {
      schema: {
        tags,
        summary: '部署名の変更・親部署の変更',
        params,
        body: ZOrgChartUpdateRequest,
        response: { 200: ZOrgChartUnitResponse },
      },
      config: manage,
    },
    async (request) => ({
      data: await updateUnit(app, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/organization_charts/:id',
    {
      schema: {
        tags,
        summary: '部署の削除（下位部署ごと。社員が所属している間は不可）',
        params,
        response: { 200: ZSuccessResponse },
      },
      config: manage,
    },
    async (request) => {
      await deleteUnit(app, currentUser(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v1/organization_charts/:id/duplicate',
    {
      schema: {
        tags,
        summary: '部署を下位部署ごと複製（社員は複製しません）',
        params,
        response: { 201: ZOrgChartUnitResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const copy = await duplicateUnit(app, currentUser(request), request.params.id);
      return reply.code(201).send({ data: copy });
    },
  );

  app.get(
    '/api/v1/organization_charts/:id/employees',
    {
      schema: {
        tags,
        summary: '部署に直接所属する社員',
        params,
        response: { 200: ZOrgChartEmployeesResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await unitEmployees(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.put(
    '/api/v1/organization_charts/:id/employees',
    {
      schema: {
        tags,
        summary: '社員を部署に割り当て',
        params,
        body: ZOrgChartAssignRequest,
        response: { 200: ZOrgChartEmployeesResponse },
      },
      config: manage,
    },
    async (request) => ({
      data: await assignEmployees(app, currentUser(request), request.params.id, request.body.employee_ids),
    }),
  );
}
