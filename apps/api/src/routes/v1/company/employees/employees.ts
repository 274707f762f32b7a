/**
 * Employees and applicants one by one, and the list at /diagnosis/history. Every role views and
 * registers (`employees:view`, `employees:create`); the services refuse with 404 what the role may
 * not manage (see canManageEmployee).
 */
import {
  ZEmployeeCreateRequest,
  ZEmployeeDeleteResponse,
  ZEmployeeEditResponse,
  ZEmployeeIdParams,
  ZEmployeeResponse,
  ZEmployeesQuery,
  ZEmployeesResponse,
  ZEmployeeUpdateRequest,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  createEmployee,
  deleteCompanyEmployee,
  getEmployee,
  getEmployeeForEdit,
  listCompanyEmployees,
  updateCompanyEmployee,
} from '../../../../services/employees/employees.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['社員'];
const view = { access: 'company', permission: 'employees:view' } as const;
const create = { access: 'company', permission: 'employees:create' } as const;
const one = { 200: ZEmployeeResponse };

export async function employeeRoutes(app: App) {
  app.get(
    '/api/v1/employees',
    {
      schema: {
        tags,
        summary: '社員一覧（氏名・カナ・社員番号で検索、絞り込み、並べ替え、ページング）',
        querystring: ZEmployeesQuery,
        response: { 200: ZEmployeesResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await listCompanyEmployees(app, currentUser(request).company_id, request.query),
    }),
  );

  app.post(
    '/api/v1/employees',
    {
      schema: {
        tags,
        summary: '社員の登録',
        body: ZEmployeeCreateRequest,
        response: { 201: ZEmployeeResponse },
      },
      config: create,
    },
    async (request, reply) => {
      const employee = await createEmployee(app, currentUser(request), request.body);
      return reply.code(201).send({ data: employee });
    },
  );

  app.get(
    '/api/v1/employees/:id',
    { schema: { tags, summary: '社員の詳細', params: ZEmployeeIdParams, response: one }, config: view },
    async (request) => ({ data: await getEmployee(app, currentUser(request).company_id, request.params.id) }),
  );

  app.get(
    '/api/v1/employees/:id/edit',
    {
      schema: {
        tags,
        summary: '社員の編集フォーム用データ（編集できない社員は 404）',
        params: ZEmployeeIdParams,
        response: { 200: ZEmployeeEditResponse },
      },
      config: view,
    },
    async (request) => ({ data: await getEmployeeForEdit(app, currentUser(request), request.params.id) }),
  );

  app.put(
    '/api/v1/employees/:id',
    {
      schema: {
        tags,
        summary: '社員の編集',
        params: ZEmployeeIdParams,
        body: ZEmployeeUpdateRequest,
        response: one,
      },
      config: view,
    },
    async (request) => ({
      data: await updateCompanyEmployee(app, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/employees/:id',
    {
      schema: {
        tags,
        summary: '社員の削除',
        params: ZEmployeeIdParams,
        response: { 200: ZEmployeeDeleteResponse },
      },
      config: view,
    },
    async (request) => ({ data: await deleteCompanyEmployee(app, currentUser(request), request.params.id) }),
  );
}
