/**
 * A company's data, seen and fixed by an operator (spec §7 admin namespace: companies/{id}/
 * company_admins, employees, employees/import, diagnosis_list, upsert_url, issue_ticket,
 * organization_charts, the admin mirrors of the employee diagnosis calls and of the custom
 * assessments, marcopolo), decision 0028.
 *
 * These are the company routes themselves, registered a second time under the operator's path of
 * each call (`operatorCompanyPath` of @mirume/shared: `/employees/3` → `/admin/companies/{id}/
 * employees/3`), behind the operator guard of this folder plus this scope's hooks:
 * - the company of the path must exist and not be discarded, else 404 like a missing record; the
 *   request then carries an acting user of that company with the general admin's rights, so the
 *   company services run unchanged and every query stays scoped to that company (another
 *   company's record through this company's URL is 404, as for a company user);
 * - every write records its operator action in its own transaction (`recordIfOperator`); a write
 *   that answers 2xx without one is a programming error, refused loudly outside production.
 */
import { getCompanyProfile } from '@mirume/db';
import { INT4_MAX, operatorCompanyPath, ZOperatorCompanyScopeResponse } from '@mirume/shared';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { checkPermission } from '../../../../plugins/auth.ts';
import { actingUser, actionRecorded } from '../../../../services/operations/acting.ts';
import { assessmentOcrRoutes } from '../../company/assessment-ocr/assessment-ocr.ts';
import { assessmentReportRoutes } from '../../company/assessment-reports/assessment-reports.ts';
import { assessmentRoutes } from '../../company/assessments/assessments.ts';
import { customAssessmentRoutes } from '../../company/custom-assessments/custom-assessments.ts';
import { diagnosisLinkRoutes } from '../../company/diagnosis-links/links.ts';
import { employeeBulkRoutes } from '../../company/employees/bulk.ts';
import { employeeRoutes } from '../../company/employees/employees.ts';
import { companyAdminMemberRoutes } from '../../company/members/members.ts';
import { organizationChartRoutes } from '../../company/organization-charts/organization-charts.ts';
import { resultReportRoutes } from '../../company/reports/reports.ts';
import { resultExportRoutes } from '../../company/results/exports.ts';
import { diagnosisResultRoutes } from '../../company/results/latest-results.ts';
import { resultPageRoutes } from '../../company/results/pages.ts';
import { ticketRoutes } from '../../company/tickets/tickets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Operator mirror of a company route: the path parameter that names the company. */
    companyParam?: 'id' | 'company_id';
    /** Operator mirror of a company route that changes data (must record an operator action). */
    operatorWrite?: boolean;
  }
}

/** The company route modules an operator reaches inside a company. */
const MIRRORED_MODULES = [
  companyAdminMemberRoutes,
  employeeRoutes,
  employeeBulkRoutes,
  organizationChartRoutes,
  diagnosisLinkRoutes,
  ticketRoutes,
  diagnosisResultRoutes,
  resultPageRoutes,
  resultReportRoutes,
  resultExportRoutes,
  assessmentRoutes,
  assessmentReportRoutes,
  assessmentOcrRoutes,
  customAssessmentRoutes,
];

/** Company routes of those modules an operator does not get: the company dashboard's counts. */
const NOT_MIRRORED = [/^GET \/api\/v1\/issues_links_dashboard$/];

/**
 * POST calls that change nothing: checking an import before it is sent, and starting a combined
 * PDF of results (a job of the operator who started it, like reading the results one by one).
 */
const READ_ONLY_POSTS = new Set([
  '/api/v1/employees/create_employee_bulk/validate',
  '/api/v1/marcopolo/validate',
  '/api/v1/mirumevital_senkou_pdf_download_all',
  '/api/v1/mirumevital_employee_pdf_download_all',
]);

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const API = '/api/v1';

type RouteMethod = (url: string, options: RouteShorthandOptions, handler: unknown) => unknown;

/** The app as a company route module sees it: its routes land on their operator paths. */
function operatorMirror(app: App): App {
  return new Proxy(app, {
    get(target, prop) {
      if (typeof prop === 'string' && ROUTE_METHODS.has(prop)) {
        const register = (Reflect.get(target, prop, target) as RouteMethod).bind(target);
        return (url: string, options: RouteShorthandOptions, handler: unknown) => {
          const method = prop.toUpperCase();
          if (NOT_MIRRORED.some((re) => re.test(`${method} ${url}`))) return target;
          if (!url.startsWith(`${API}/`)) throw new Error(`not an API route: ${url}`);
          const companyPath = url.slice(API.length);
          const companyParam = companyPath.startsWith('/companies/:id/') ? 'id' : 'company_id';
          register(
            `${API}${operatorCompanyPath(companyPath, ':company_id')}`,
            {
              ...options,
              config: {
                ...options.config,
                access: 'operator',
                companyParam,
                operatorWrite: method !== 'GET' && !READ_ONLY_POSTS.has(url),
              },
            },
            handler,
          );
          return target;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The company of the path, live, with the operator acting in it; otherwise 404. */
async function enterCompany(request: FastifyRequest) {
  const operator = request.systemAdmin;
  if (!operator) throw new AppError('UNAUTHORIZED');
  const param = request.routeOptions.config.companyParam ?? 'company_id';
  const raw = (request.params as Record<string, string | undefined>)[param] ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
  const company = id > 0 && id <= INT4_MAX ? await getCompanyProfile(request.server.db, id) : undefined;
  if (!company) throw new AppError('NOT_FOUND');
  request.companyUser = actingUser(operator, company);
}

async function ensureRecorded(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const user = request.companyUser;
  if (!request.routeOptions.config.operatorWrite || !user || reply.statusCode >= 400) return payload;
  if (actionRecorded(user)) return payload;
  request.log.error({ route: request.routeOptions.url }, 'operator write without an operator action');
  if (!request.server.config.isProduction) throw new AppError('INTERNAL');
  return payload;
}

export async function adminCompanyDataRoutes(app: App) {
  app.addHook('onRequest', enterCompany);
  app.addHook('preValidation', checkPermission);
  app.addHook('onSend', ensureRecorded);
  // Each module in its own scope, as in the company audience: a module's plugins (the multipart
  // parser of the assessment forms) stay its own.
  for (const routes of MIRRORED_MODULES)
    await app.register(async (scope: App) => routes(operatorMirror(scope)));

  app.get(
    '/api/v1/admin/companies/:company_id/scope',
    {
      schema: {
        tags: ['運営: 企業のデータ'],
        summary: '運営者が作業する企業（名称と状態。存在しない・削除済みの企業は 404）',
        response: { 200: ZOperatorCompanyScopeResponse },
      },
      config: { access: 'operator', companyParam: 'company_id' },
    },
    async (request) => {
      const user = request.companyUser;
      if (!user) throw new AppError('NOT_FOUND');
      return { data: { id: user.company_id, name: user.company_name, status: user.company_status } };
    },
  );
}
