/**
 * The development mailbox: the mails of the outbox (pending without SMTP), so sign-up and
 * password links can be followed on a machine without a mail server. Registered only outside
 * production, by the dev audience (../index.ts).
 */
import { getMail, listMails } from '@mirume/db';
import { ZDevMailIdParams, ZDevMailResponse, ZDevMailsQuery, ZDevMailsResponse } from '@mirume/shared';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';

const tags = ['開発用メールボックス'];

type OutboxRow = NonNullable<Awaited<ReturnType<typeof getMail>>>;

const summary = (m: OutboxRow) => ({
  id: m.id,
  to: m.to_address,
  subject: m.subject,
  template: m.template,
  status: m.status,
  attempts: m.attempts,
  created_at: m.created_at.toISOString(),
  sent_at: m.sent_at?.toISOString() ?? null,
});

export async function devMailboxRoutes(app: App) {
  app.get(
    '/api/v1/dev/mails',
    {
      schema: {
        tags,
        summary: '送信メールの一覧（新しい順、開発環境のみ）',
        querystring: ZDevMailsQuery,
        response: { 200: ZDevMailsResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const rows = await listMails(app.db, request.query);
      return { data: { items: rows.map(summary) } };
    },
  );

  app.get(
    '/api/v1/dev/mails/:id',
    {
      schema: {
        tags,
        summary: '送信メールの本文（開発環境のみ）',
        params: ZDevMailIdParams,
        response: { 200: ZDevMailResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const mail = await getMail(app.db, request.params.id);
      if (!mail) throw new AppError('NOT_FOUND');
      return {
        data: {
          ...summary(mail),
          text: mail.text_body,
          html: mail.html_body,
          last_error: mail.last_error,
          next_attempt_at: mail.next_attempt_at.toISOString(),
        },
      };
    },
  );
}
