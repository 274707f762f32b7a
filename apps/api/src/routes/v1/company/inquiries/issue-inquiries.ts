/**
 * Issue inquiries (spec §7 issue_inquiries): a company user reports a problem with one of the
 * company's diagnosis links or tickets; the picker lists the company's links.
 */
import {
  ZInquiryCreatedResponse,
  ZIssueInquiryRequest,
  ZIssueTargetsQuery,
  ZIssueTargetsResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { issueTargets, sendIssueInquiry } from '../../../../services/inquiries/inquiries.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['お問い合わせ'];
const send = { access: 'company', permission: 'inquiries:send' } as const;

export async function issueInquiryRoutes(app: App) {
  app.post(
    '/api/v1/issue_inquiries',
    {
      schema: {
        tags,
        summary: '受検トラブルのお問い合わせ（自社の診断リンクまたはチケットについて）',
        body: ZIssueInquiryRequest,
        response: { 201: ZInquiryCreatedResponse },
      },
      config: send,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await sendIssueInquiry(app, currentUser(request), request.body) }),
  );

  app.get(
    '/api/v1/issue_inquiries/targets',
    {
      schema: {
        tags,
        summary: 'お問い合わせの対象にできる自社の診断リンク（氏名・メールアドレスで検索、新しい順に20件）',
        querystring: ZIssueTargetsQuery,
        response: { 200: ZIssueTargetsResponse },
      },
      config: send,
    },
    async (request) => ({ data: await issueTargets(app, currentUser(request), request.query.q) }),
  );
}
