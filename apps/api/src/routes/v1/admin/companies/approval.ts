/** The operator's onboarding actions on a company's admin: approve, contract, reissue (spec §4, §7). */
import {
  type TCompanyAdminAction,
  ZCompanyAdminActionParams,
  ZCompanyAdminActionResponse,
} from '@mirume/shared';
import { operatorOf } from '../../../../lib/operator.ts';
import type { App } from '../../../../lib/zod-app.ts';
import {
  approveCompany,
  contractCompany,
  reissueCompanyAdminMail,
} from '../../../../services/onboarding/approval.ts';

const ACTIONS: Record<TCompanyAdminAction, { summary: string; run: typeof approveCompany }> = {
  approve: { summary: '承認（承認待ち → トライアル）。担当者にメールを送信', run: approveCompany },
  contract: {
    summary: '本契約（承認待ち・トライアル → 本契約）。担当者にメールを送信',
    run: contractCompany,
  },
  reissue: {
    summary: '認証メールまたはパスワード設定メールの再送',
    run: reissueCompanyAdminMail,
  },
};

export async function adminCompanyApprovalRoutes(app: App) {
  for (const [action, { summary, run }] of Object.entries(ACTIONS)) {
    app.post(
      `/api/v1/admin/companies/:id/company_admins/:company_admin_id/${action}`,
      {
        schema: {
          tags: ['運営: 企業'],
          summary,
          params: ZCompanyAdminActionParams,
          response: { 200: ZCompanyAdminActionResponse },
        },
        config: { access: 'operator' },
      },
      async (request) => {
        const { id, company_admin_id } = request.params;
        return { data: await run(app.db, app.config.APP_URL, operatorOf(request), id, company_admin_id) };
      },
    );
  }
}
