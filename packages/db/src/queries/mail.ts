/**
 * The mail outbox. `enqueueMail` is called inside the transaction of the change that causes the
 * mail, so the mail exists exactly when the change does. The background sender claims due mails
 * with `FOR UPDATE SKIP LOCKED`, so several API processes never send one mail twice.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { mailOutbox } from '../schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template name, e.g. 'company_confirmation'. */
  template: string;
}

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      template: mail.template,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail was not queued');
  return row.id;
}

/**
 * Claims up to `limit` due mails for `lockMs`: a claimed mail is invisible to other senders until
 * it is marked sent or failed, or the claim expires (a sender that died mid-send).
 */
export async function claimDueMails(db: Executor, limit: number, lockMs: number, now = new Date()) {
  const lockedUntil = new Date(now.getTime() + lockMs);
  const result = await db.execute(sql`
    update ${mailOutbox} set locked_until = ${lockedUntil.toISOString()}::timestamptz
    where ${mailOutbox.id} in (
      select ${mailOutbox.id} from ${mailOutbox}
      where ${mailOutbox.status} = 'pending'
        and ${mailOutbox.next_attempt_at} <= ${now.toISOString()}::timestamptz
        and (${mailOutbox.locked_until} is null or ${mailOutbox.locked_until} <= ${now.toISOString()}::timestamptz)
      order by ${mailOutbox.id}
      limit ${limit}
      for update skip locked
    )
    returning ${mailOutbox.id} as id`);
  // Both drivers (PGlite and node-postgres) answer `{ rows }`.
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.id));
}

export async function markMailSent(db: Executor, id: number, now = new Date()) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: now, locked_until: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt and schedules the next one; gives up (`failed`) after `maxAttempts`. */
export async function markMailAttemptFailed(
  db: Executor,
  id: number,
  error: string,
  nextAttemptAt: Date,
  maxAttempts: number,
) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
      locked_until: null,
      status: sql`case when ${mailOutbox.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(eq(mailOutbox.id, id));
}

/** The newest mails, for the development mailbox and tests. */
export async function listMails(db: Executor, params: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailOutbox)
    .where(params.to ? eq(mailOutbox.to_address, params.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(params.limit ?? 100);
}

export async function getMail(db: Executor, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function countPendingMails(db: Executor) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row?.n ?? 0;
}
