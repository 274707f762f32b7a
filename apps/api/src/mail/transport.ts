/**
 * The SMTP connection settings from `SMTP_URL`: smtp://user:pass@host:587 (plain, upgraded with
 * STARTTLS when the server offers it) or smtps://user:pass@host:465 (TLS from the start). User
 * and password may be percent-encoded. Timeouts are short and bounded so one send always ends
 * well within the sender's claim on the mail (see sender.ts).
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { safeErrorMessage } from '../lib/loggable-error.ts';

/** No phase of one SMTP conversation waits longer than this. */
export const SMTP_TIMEOUT_MS = 20_000;

export function smtpOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Each mail's own connection: nothing stays open between the sender's polls.
    pool: false,
  };
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable per outbox row, so a receiving system can recognise a duplicate. */
  messageId: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(smtpUrl));
  return {
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        messageId: m.messageId,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transporter.close(),
  };
}

/** Errors the SMTP server answered with a permanent (5xx) rejection of the recipient. */
export function isPermanentFailure(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

/** A short description of a send failure, without credentials or message content. */
export function describeError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const parts = [e?.code, e?.responseCode ? String(e.responseCode) : undefined, safeErrorMessage(err)];
  return parts.filter(Boolean).join(' ').slice(0, 1000);
}
