/**
 * `general_inquiries` and `check_kubun`. Sending an inquiry is the only write open to signed-out
 * visitors (rate-limited, honeypot and time-to-submit). A signed-in company user sends through the
 * same call with their token headers: the inquiry is tied to their company and account, and their
 * name, company and email are taken from the account.
 */
import {
  ZCheckKubunRequest,
  ZCheckKubunResponse,
  ZInquiryCreatedResponse,
  ZPublicInquiryRequest,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { requireCompanyUser } from '../../../../plugins/auth.ts';
import {
  checkKubun,
  sendCompanyInquiry,
  sendPublicInquiry,
} from '../../../../services/inquiries/inquiries.ts';
import { guardPublicInquiry } from '../../../../services/inquiries/spam-guard.ts';

const tags = ['お問い合わせ'];

export async function inquiryPublicRoutes(app: App) {
  app.post(
    '/api/v1/general_inquiries',
    {
      schema: {
        tags,
        summary: 'お問い合わせの送信（ログイン中はトークンヘッダーで自社・自分のお問い合わせとして送信）',
        body: ZPublicInquiryRequest,
        response: { 201: ZInquiryCreatedResponse },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (request.headers['access-token']) {
        await requireCompanyUser(request);
        const user = request.companyUser;
        if (user) return reply.status(201).send({ data: await sendCompanyInquiry(app, user, request.body) });
      }
      await guardPublicInquiry(app, request.ip, request.body);
      return reply.status(201).send({ data: await sendPublicInquiry(app, request.body) });
    },
  );

  app.post(
    '/api/v1/check_kubun',
    {
      schema: {
        tags,
        summary: 'お問い合わせ区分の確認（その区分で必要な項目を返す。何も保存しない）',
        body: ZCheckKubunRequest,
        response: { 200: ZCheckKubunResponse },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: checkKubun(request.body.kubun) }),
  );
}
