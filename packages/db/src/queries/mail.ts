/**
 * The mail outbox. `enqueueMail` is called inside the transaction of the change that causes the
 * mail, so the mail exists exactly when the change does. The background sender claims due mails
 * with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several API processes never send
 * one mail twice, and a sender that died mid-send only delays its mails until the lease expires.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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

export type OutboxMail = typeof mailOutbox.$inferSelect;

type EnqueueListener = () => void;
const enqueueListeners = new Set<EnqueueListener>();

/**
 * Calls `listener` whenever this process queues a mail (the in-process wake-up of the sender).
 * The mail's transaction may not be committed yet when it runs. Returns the unsubscribe function.
 */
export function onMailEnqueued(listener: EnqueueListener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
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
  for (const listener of enqueueListeners) {
    try {
      listener();
    } catch {
      // A wake-up is a hint; the sender's poll finds the mail anyway.
    }
  }
  return row.id;
}

/** A claimed mail: the row plus the lease that proves the claim is still this sender's. */
export type ClaimedMail = OutboxMail & { locked_until: Date };

/**
 * Claims up to `limit` due mails for `lockMs`: a claimed mail is invisible to other senders until
 * it is marked sent or failed, or the lease expires (a sender that died mid-send). `lockMs` must
 * be well above the longest possible send (the SMTP timeouts), or a slow send could be claimed
 * and sent again by another sender.
 *
 * The candidate rows are locked in a materialized CTE so the `LIMIT` sub-select runs exactly once
 * and rows another sender is claiming right now are skipped, not waited for.
 */
export async function claimDueMails(
  db: Executor,
  limit: number,
  lockMs: number,
  now = new Date(),
): Promise<ClaimedMail[]> {
  // Millisecond precision on both sides, so the lease can be compared exactly later.
  const nowIso = new Date(now.getTime()).toISOString();
  const lockedUntil = new Date(now.getTime() + lockMs);
  const result = await db.execute(sql`
    with due as materialized (
      select ${mailOutbox.id} as id from ${mailOutbox}
      where ${mailOutbox.status} = 'pending'
        -- next_attempt_at has microseconds (now() of the enqueue), the clock here milliseconds:
        -- a mail due within the current millisecond is due, or one claimed right after its
        -- enqueue would wait a whole polling interval.
        and ${mailOutbox.next_attempt_at} < ${nowIso}::timestamptz + interval '1 millisecond'
        and (${mailOutbox.locked_until} is null or ${mailOutbox.locked_until} <= ${nowIso}::timestamptz)
      order by ${mailOutbox.next_attempt_at}, ${mailOutbox.id}
      limit ${limit}
      for update skip locked
    )
    update ${mailOutbox} set locked_until = ${lockedUntil.toISOString()}::timestamptz
    from due where ${mailOutbox.id} = due.id
    returning ${mailOutbox.id} as id`);
  // Both drivers (PGlite and node-postgres) answer `{ rows }`.
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.locked_until, lockedUntil)))
    .orderBy(asc(mailOutbox.id));
  return rows as ClaimedMail[];
}

/** The claim of `mail` is still this sender's (nobody took it over after an expired lease). */
const stillClaimed = (mail: Pick<ClaimedMail, 'id' | 'locked_until'>) =>
  and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'pending'),
    eq(mailOutbox.locked_until, mail.locked_until),
  );

/**
 * Marks a claimed mail as sent. The mail *was* handed to the SMTP server, so it is marked sent
 * even if the lease expired meanwhile (only `id` and `pending` are checked): another sender must
 * not send it again.
 */
export async function markMailSent(db: Executor, mail: Pick<ClaimedMail, 'id'>, now = new Date()) {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sent_at: now,
      locked_until: null,
      last_error: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
}

/**
 * Records a failed attempt and schedules the next one; gives up (`failed`) once `maxAttempts`
 * attempts have failed. Does nothing when the claim was lost (another sender owns the mail now).
 * Answers the status the mail is left in, or undefined when the claim was lost.
 */
export async function markMailAttemptFailed(
  db: Executor,
  mail: Pick<ClaimedMail, 'id' | 'locked_until'>,
  error: string,
  nextAttemptAt: Date,
  maxAttempts: number,
): Promise<'pending' | 'failed' | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
      locked_until: null,
      status: sql`case when ${mailOutbox.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(stillClaimed(mail))
    .returning({ status: mailOutbox.status });
  return row?.status === 'sent' ? undefined : row?.status;
}

/** Gives back claims on mails this sender will not try now (it is stopping), so others may. */
export async function releaseMailClaims(db: Executor, mails: Pick<ClaimedMail, 'id' | 'locked_until'>[]) {
  for (const mail of mails) {
    await db.update(mailOutbox).set({ locked_until: null }).where(stillClaimed(mail));
  }
}

/** The newest mails, for the development mailbox and tests. `to` is matched case-insensitively. */
export async function listMails(db: Executor, params: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailOutbox)
    .where(params.to ? sql`lower(${mailOutbox.to_address}) = ${params.to.toLowerCase()}` : undefined)
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
