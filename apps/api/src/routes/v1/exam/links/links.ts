/**
 * The examinee's calls (public; the link token in the path is the credential for that one test).
 * Contract: packages/shared/src/api/exam.ts.
 */
import {
  ERROR_MESSAGES,
  ZExamBlockParams,
  ZExamBlockResponse,
  ZExamCompleteResponse,
  ZExamLinkResponse,
  ZExamSessionRequest,
  ZExamSessionResponse,
  ZExamTokenParams,
  ZTicketRedeemRequest,
  ZTicketRedeemResponse,
} from '@mirume/shared';
import { z } from 'zod';
import type { App } from '../../../../lib/zod-app.ts';
import { completeExam } from '../../../../services/exam/complete.ts';
import { parseJapanese } from '../../../../services/exam/parse.ts';
import { redeemTicket } from '../../../../services/exam/redeem.ts';
import { getExamLink, receiveBlock, startSession } from '../../../../services/exam/session.ts';

const tags = ['受検者'];
const examinee = { access: 'examinee' } as const;

export async function examRoutes(app: App) {
  app.get(
    '/api/v1/exam/links/:token',
    {
      schema: {
        tags,
        summary: '診断リンクの確認（受検前の確認画面・受検済みならお礼画面）',
        params: ZExamTokenParams,
        response: { 200: ZExamLinkResponse },
      },
      config: examinee,
    },
    async (request) => ({ data: await getExamLink(app, request.params.token) }),
  );

  app.post(
    '/api/v1/exam/links/:token/session',
    {
      schema: {
        tags,
        summary: '同意して受検を開始（開始済みなら同じセッションを返す）',
        params: ZExamTokenParams,
        // ZExamSessionRequest, checked in the handler for Japanese field errors.
        body: z.unknown(),
        response: { 200: ZExamSessionResponse },
      },
      config: examinee,
    },
    async (request) => {
      const { consent: _consent, ...facts } = parseJapanese(ZExamSessionRequest, request.body);
      return { data: await startSession(app, request.params.token, facts) };
    },
  );

  app.put(
    '/api/v1/exam/links/:token/blocks/:index',
    {
      schema: {
        tags,
        summary:
          '終了したブロックの生データ（ZBlockPayload）の送信（同じブロックの再送は保存済みのまま 200）',
        params: ZExamBlockParams,
        // Checked in the service against the block the path names, with Japanese field errors.
        body: z.unknown(),
        response: { 200: ZExamBlockResponse },
      },
      config: examinee,
    },
    async (request) => ({
      data: await receiveBlock(app, request.params.token, request.params.index, request.body),
    }),
  );

  app.post(
    '/api/v1/exam/links/:token/complete',
    {
      schema: {
        tags,
        summary: '受検の完了（サーバーで生データから採点。重複送信でも結果は1件）',
        params: ZExamTokenParams,
        // Nothing the client sends is used: scores come from the stored raw events only.
        body: z.object({}, { error: ERROR_MESSAGES.BAD_REQUEST }).nullish(),
        response: { 200: ZExamCompleteResponse },
      },
      config: examinee,
    },
    async (request) => ({ data: await completeExam(app, request.params.token) }),
  );

  app.post(
    '/api/v1/exam/tickets/redeem',
    {
      schema: {
        tags,
        summary: 'チケットコードの利用（氏名・カナ・メールアドレスを登録して診断リンクを発行）',
        body: ZTicketRedeemRequest,
        response: { 200: ZTicketRedeemResponse },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await redeemTicket(app, request.body, request.ip) }),
  );
}
