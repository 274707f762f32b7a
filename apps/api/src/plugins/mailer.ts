/**
 * `app.mailer`: the background mail sender (mail/sender.ts) started and stopped with the app.
 * With SMTP_URL set it runs from `onReady` and stops on `onClose` (waiting for the mail in
 * flight, so a graceful shutdown never cuts a send short). Without SMTP_URL it does not run:
 * mails stay `pending` in the outbox and can be read in the development mailbox.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { MailSender, type RunResult } from '../mail/sender.ts';
import { createSmtpTransport } from '../mail/transport.ts';

export interface Mailer {
  /** Whether mails are sent (SMTP_URL is set). */
  readonly enabled: boolean;
  /** Looks for due mails now; a no-op without SMTP. */
  wake(): void;
  /** Sends every due mail now (tests); without SMTP nothing is sent. */
  runOnce(): Promise<RunResult>;
  start(): void;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The host part of the From address, for Message-IDs (`"ミルメ" <no-reply@mirume.test>` → mirume.test). */
function fromDomain(from: string): string {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return m?.[1] ?? 'mirume.invalid';
}

export default fp(
  async function mailer(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const smtpUrl = config.SMTP_URL;
    if (!smtpUrl) {
      app.decorate('mailer', {
        enabled: false,
        wake() {},
        runOnce: async () => ({ sent: 0, failed: 0 }),
        start() {},
        stop: async () => {},
      } satisfies Mailer);
      return;
    }

    const sender = new MailSender({
      db: app.db,
      createTransport: () => createSmtpTransport(smtpUrl),
      from: config.MAIL_FROM,
      log: app.log.child({ component: 'mailer' }),
      pollMs: config.MAIL_POLL_MS,
      backoff: { baseMs: config.MAIL_RETRY_BASE_MS, maxMs: config.MAIL_RETRY_MAX_MS, jitter: 0.2 },
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      messageIdDomain: fromDomain(config.MAIL_FROM),
    });
    app.decorate('mailer', {
      enabled: true,
      wake: () => sender.wake(),
      runOnce: () => sender.runOnce(),
      start: () => sender.start(),
      stop: () => sender.stop(),
    } satisfies Mailer);

    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
    // A request that queued a mail has committed by the time its response is sent: send now.
    app.addHook('onResponse', async () => {
      if (sender.isRunning && sender.hasQueuedSinceLastRun) sender.wake();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
