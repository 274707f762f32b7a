/**
 * The background mail sender. Mails are written to the outbox in the transaction of the change
 * that causes them (`enqueueMail`); this loop claims due mails (`claimDueMails`: FOR UPDATE SKIP
 * LOCKED plus a lease), hands each to SMTP and marks it sent, or records the failure and schedules
 * the next attempt with exponential backoff. After `maxAttempts` failures a mail is left `failed`.
 *
 * It wakes every `pollMs`, and at once when this process queues a mail. `stop()` lets the mail
 * in flight finish and gives back the claims of the mails not yet tried.
 */
import {
  type ClaimedMail,
  claimDueMails,
  type Db,
  type Executor,
  markMailAttemptFailed,
  markMailSent,
  onMailEnqueued,
  releaseMailClaims,
} from '@mirume/db';
import type { FastifyBaseLogger } from 'fastify';
import { notifyOperators } from '../services/operations/operations.ts';
import { describeError, isPermanentFailure, type MailTransport } from './transport.ts';

export interface BackoffOptions {
  /** Delay after the first failure; doubles after each further failure. */
  baseMs: number;
  /** The delay never grows beyond this. */
  maxMs: number;
  /** ± this share of the delay is random, so many failed mails do not retry in lockstep. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 30_000, maxMs: 60 * 60_000, jitter: 0.2 };
export const DEFAULT_MAX_ATTEMPTS = 20;

/** The delay before the next attempt, after `failures` failed attempts (1, 2, …). */
export function backoffDelay(failures: number, o: BackoffOptions = DEFAULT_BACKOFF, random = Math.random) {
  const exp = Math.min(o.maxMs, o.baseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
  return Math.round(exp * (1 - o.jitter + 2 * o.jitter * random()));
}

export interface MailSenderOptions {
  db: Db;
  /** Created on first use and closed by `stop()`. */
  createTransport: () => MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollMs: number;
  backoff?: BackoffOptions;
  maxAttempts?: number;
  /** Mails claimed at once. */
  batchSize?: number;
  /**
   * How long a claim lasts. Far above the longest send (SMTP timeouts × the batch), so a claim
   * only expires when its sender died; then another sender takes the mail over.
   */
  lockMs?: number;
  /** The host part of the Message-ID. */
  messageIdDomain?: string;
}

export interface RunResult {
  sent: number;
  failed: number;
}

export class MailSender {
  private readonly o: Required<Omit<MailSenderOptions, 'messageIdDomain'>> & { messageIdDomain: string };
  private transport: MailTransport | undefined;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  /** Runs are serialized: the loop, `runOnce()` from tests and wake-ups never overlap. */
  private chain: Promise<unknown> = Promise.resolve();
  private wakeSleep: (() => void) | undefined;
  private wakeRequested = false;
  private wakeTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopping = false;

  constructor(options: MailSenderOptions) {
    this.o = {
      backoff: DEFAULT_BACKOFF,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      batchSize: 10,
      lockMs: 10 * 60_000,
      messageIdDomain: 'mirume.invalid',
      ...options,
    };
  }

  get isRunning() {
    return this.running;
  }

  /** Starts the loop (idempotent). */
  start() {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.unsubscribe = onMailEnqueued(() => this.noteEnqueued());
    this.loopDone = this.loop();
  }

  /** Stops the loop; waits for the mail in flight. Claims on mails not yet tried are given back. */
  async stop() {
    if (!this.running) {
      await this.chain.catch(() => {});
      return;
    }
    this.running = false;
    this.stopping = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    this.wakeSleep?.();
    await this.loopDone;
    await this.chain.catch(() => {});
    this.stopping = false;
    this.transport?.close();
    this.transport = undefined;
  }

  /** Looks for due mails now (e.g. right after a request queued one). */
  wake() {
    this.wakeRequested = true;
    this.wakeSleep?.();
  }

  /** Whether a mail was queued in this process since the last run (the plugin wakes on response). */
  get hasQueuedSinceLastRun() {
    return this.wakeRequested;
  }

  /**
   * Sends every mail due now, in batches, and answers how many were sent and how many failed.
   * Serialized with the loop, so tests may call it whether the loop runs or not.
   */
  runOnce(): Promise<RunResult> {
    const run = this.chain.then(() => this.drain());
    this.chain = run.catch(() => {});
    return run;
  }

  /** A mail queued in this transaction is visible after commit: wake shortly, and again on response. */
  private noteEnqueued() {
    this.wakeRequested = true;
    if (this.wakeTimer || !this.running) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.wake();
    }, 50);
    this.wakeTimer.unref();
  }

  private async loop() {
    while (this.running) {
      this.wakeRequested = false;
      try {
        await this.runOnce();
      } catch (err) {
        // The database may be briefly unreachable; the next round tries again.
        this.o.log.error({ err: describeError(err) }, 'mail sender: round failed');
      }
      if (!this.running) break;
      if (this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.o.pollMs);
        timer.unref();
        this.wakeSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeSleep = undefined;
    }
  }

  private async drain(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0 };
    for (;;) {
      if (this.stopping) return result;
      const batch = await claimDueMails(this.o.db, this.o.batchSize, this.o.lockMs);
      for (let i = 0; i < batch.length; i++) {
        if (this.stopping) {
          await releaseMailClaims(this.o.db, batch.slice(i));
          return result;
        }
        const mail = batch[i] as ClaimedMail;
        if (await this.sendOne(mail)) result.sent++;
        else result.failed++;
      }
      if (batch.length < this.o.batchSize) return result;
    }
  }

  private async sendOne(mail: ClaimedMail): Promise<boolean> {
    try {
      this.transport ??= this.o.createTransport();
      await this.transport.send({
        from: this.o.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        messageId: `<mail-${mail.id}.${mail.created_at.getTime()}@${this.o.messageIdDomain}>`,
      });
    } catch (err) {
      await this.recordFailure(mail, err);
      return false;
    }
    // Handed over: mark it sent, trying hard, since failing here would send it again later.
    for (let attempt = 0; ; attempt++) {
      try {
        await markMailSent(this.o.db, mail);
        this.o.log.info({ mailId: mail.id, template: mail.template }, 'mail sent');
        return true;
      } catch (err) {
        if (attempt >= 4) {
          this.o.log.error({ mailId: mail.id, err: describeError(err) }, 'mail sent but not marked sent');
          return true;
        }
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      }
    }
  }

  private async recordFailure(mail: ClaimedMail, err: unknown) {
    const failures = mail.attempts + 1;
    const permanent = isPermanentFailure(err);
    const next = new Date(Date.now() + backoffDelay(failures, this.o.backoff));
    // A mail given up for good goes on the operators' to-do list in the same transaction.
    const status = await this.o.db.transaction(async (tx) => {
      const result = await markMailAttemptFailed(
        tx,
        mail,
        describeError(err),
        next,
        permanent ? failures : this.o.maxAttempts,
      );
      if (result === 'failed') await notifyMailFailed(tx, mail);
      return result;
    });
    const fields = { mailId: mail.id, template: mail.template, attempts: failures, err: describeError(err) };
    if (status === 'failed')
      this.o.log.error(fields, 'mail failed for good; it stays in the outbox as failed');
    else this.o.log.warn({ ...fields, nextAttemptAt: next.toISOString() }, 'mail not sent; will retry');
  }
}

/** Tells operators that a mail will not be delivered (once per mail). */
function notifyMailFailed(tx: Executor, mail: ClaimedMail) {
  return notifyOperators(tx, {
    kind: 'mail_failed',
    title: `メール「${mail.subject}」を送信できませんでした`,
    body: `宛先 ${mail.to_address} へのメール（${mail.template}）は、${mail.attempts + 1}回送信を試みましたが届かなかったため、送信を中止しました。宛先が正しいかご確認ください。`,
    dedupeKey: `mail_failed:${mail.id}`,
  });
}
