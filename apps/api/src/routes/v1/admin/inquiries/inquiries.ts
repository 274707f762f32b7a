/**
 * The operators' inquiry inbox: list (status, 区分, assignee, words), one with its thread, status
 * and assignee, reply by mail, and re-sending an examinee's diagnosis mail for an issue inquiry
 * (spec §7 issue_inquiries/send_mails).
 */
import {
  integer,
  ZAdminInquiriesQuery,
  ZAdminInquiriesResponse,
  ZAdminInquiryReplyRequest,
  ZAdminInquiryResponse,
  ZAdminInquiryUpdateRequest,
  ZInquiryAssigneesResponse,
  ZSendMailsRequest,
} from '@mirume/shared';
import { z } from 'zod';
import type { App } from '../../../../lib/zod-app.ts';
import {
  assignableOperators,
  changeInquiry,
  inbox,
  inquiryDetail,
  replyToInquiry,
  resendIssueMail,
} from '../../../../services/inquiries/inquiries.ts';
import { currentOperator } from '../../../../services/system-admins/current-operator.ts';

const tags = ['運営: お問い合わせ'];
const operator = { access: 'operator' } as const;
const ZIdParams = z.object({ id: integer({ min: 1, max: 2_147_483_647 }) });
const one = { 200: ZAdminInquiryResponse };

export async function adminInquiryRoutes(app: App) {
  app.get(
    '/api/v1/admin/inquiries',
    {
      schema: {
        tags,
        summary: 'お問い合わせの受信箱（状態・区分・担当・キーワードで絞り込み、新しい順）',
        querystring: ZAdminInquiriesQuery,
        response: { 200: ZAdminInquiriesResponse },
      },
      config: operator,
    },
    async (request) => ({ data: await inbox(app, currentOperator(request), request.query) }),
  );

  app.get(
    '/api/v1/admin/inquiries/assignees',
    {
      schema: { tags, summary: '担当者にできるシステム管理者', response: { 200: ZInquiryAssigneesResponse } },
      config: operator,
    },
    async () => ({ data: await assignableOperators(app) }),
  );

  app.get(
    '/api/v1/admin/inquiries/:id',
    {
      schema: { tags, summary: 'お問い合わせの詳細とやりとり', params: ZIdParams, response: one },
      config: operator,
    },
    async (request) => ({ data: await inquiryDetail(app, request.params.id) }),
  );

  app.patch(
    '/api/v1/admin/inquiries/:id',
    {
      schema: {
        tags,
        summary: '対応状況・担当者の変更',
        params: ZIdParams,
        body: ZAdminInquiryUpdateRequest,
        response: one,
      },
      config: operator,
    },
    async (request) => ({
      data: await changeInquiry(app, currentOperator(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/admin/inquiries/:id/reply',
    {
      schema: {
        tags,
        summary: 'メールで返信（やりとりに記録）',
        params: ZIdParams,
        body: ZAdminInquiryReplyRequest,
        response: one,
      },
      config: operator,
    },
    async (request) => ({
      data: await replyToInquiry(app, currentOperator(request), request.params.id, request.body.body),
    }),
  );

  app.post(
    '/api/v1/admin/issue_inquiries/send_mails',
    {
      schema: {
        tags,
        summary: '受検トラブルのお問い合わせの受検者へ診断メールを再送（新しいリンク）',
        body: ZSendMailsRequest,
        response: one,
      },
      config: operator,
    },
    async (request) => ({ data: await resendIssueMail(app, currentOperator(request), request.body.id) }),
  );
}
