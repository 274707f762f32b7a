/**
 * A company's contract and prices (the operator's 契約と料金 page) and the contract-end notices
 * (spec §7 admin billing_years). Changes are recorded in the operator action log.
 */
import {
  ZBillingYearResponse,
  ZBillingYearsQuery,
  ZBillingYearsResponse,
  ZBillingYearUpdateRequest,
  ZCompanyContractParams,
  ZCompanyContractResponse,
  ZContractUpdateRequest,
  ZInvoiceIdParams,
  ZSendEndContractMailRequest,
} from '@mirume/shared';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';
import {
  companyContract,
  listBillingYears,
  saveCompanyContract,
  sendEndContractMail,
  updateBillingYear,
} from '../../../../services/billing/contracts.ts';

const tags = ['運営: 契約'];
const operator = { access: 'operator' } as const;

function systemAdmin(request: { systemAdmin: import('@mirume/shared').TSystemAdmin | null }) {
  if (!request.systemAdmin) throw new AppError('UNAUTHORIZED');
  return request.systemAdmin;
}

export async function adminContractRoutes(app: App) {
  app.get(
    '/api/v1/admin/companies/:id/contract',
    {
      schema: {
        tags,
        summary: '企業の契約と料金（契約がなければ contract: null）',
        params: ZCompanyContractParams,
        response: { 200: ZCompanyContractResponse },
      },
      config: operator,
    },
    async (request) => ({ data: await companyContract(app.db, request.params.id) }),
  );

  app.put(
    '/api/v1/admin/companies/:id/contract',
    {
      schema: {
        tags,
        summary: '企業の契約と料金を登録・変更（契約期間、月額基本料金、診断種別ごとの単価）',
        params: ZCompanyContractParams,
        body: ZContractUpdateRequest,
        response: { 200: ZCompanyContractResponse },
      },
      config: operator,
    },
    async (request) => ({
      data: await saveCompanyContract(app, systemAdmin(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/v1/admin/billing_years',
    {
      schema: {
        tags,
        summary: '契約期限通知: 指定日数以内に終了する契約（期限を過ぎた契約中のものを含む、終了日の近い順）',
        querystring: ZBillingYearsQuery,
        response: { 200: ZBillingYearsResponse },
      },
      config: operator,
    },
    async (request) => ({ data: await listBillingYears(app.db, request.query) }),
  );

  app.patch(
    '/api/v1/admin/billing_years/:id',
    {
      schema: {
        tags,
        summary: '契約の更新（action=renew と新しい終了日）または終了（action=end）',
        params: ZInvoiceIdParams,
        body: ZBillingYearUpdateRequest,
        response: { 200: ZBillingYearResponse },
      },
      config: operator,
    },
    async (request) => ({
      data: await updateBillingYear(app, systemAdmin(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/admin/billing_years/:id/send_end_contract_mail',
    {
      schema: {
        tags,
        summary:
          '契約期間満了のお知らせを企業の総合管理者に送信（同じ終了日には resend=true のときだけ再送）',
        params: ZInvoiceIdParams,
        body: ZSendEndContractMailRequest,
        response: { 200: ZBillingYearResponse },
      },
      config: operator,
    },
    async (request) => ({
      data: await sendEndContractMail(app, systemAdmin(request), request.params.id, request.body.resend),
    }),
  );
}
