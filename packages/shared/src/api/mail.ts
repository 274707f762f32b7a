/** The development mailbox: the mails of the outbox, for reading them without an SMTP server. */
import { z } from 'zod';
import { integer, recordId } from '../validation.ts';

/** Delivery state of an outbox mail (also the database column's values). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const MailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof MailStatus>;

export const ZDevMailsQuery = z.object({
  /** Only the mails to this address (case-insensitive). */
  to: z.string().trim().max(254).optional(),
  limit: integer({ min: 1, max: 200 }).default(100),
});
export type TDevMailsQuery = z.infer<typeof ZDevMailsQuery>;

export const ZDevMailIdParams = z.object({ id: recordId() });

export const ZDevMailSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: MailStatus,
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TDevMailSummary = z.infer<typeof ZDevMailSummary>;

export const ZDevMailsResponse = z.object({ data: z.object({ items: z.array(ZDevMailSummary) }) });
export type TDevMailsResponse = z.infer<typeof ZDevMailsResponse>;

export const ZDevMail = ZDevMailSummary.extend({
  text: z.string(),
  html: z.string().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type TDevMail = z.infer<typeof ZDevMail>;

export const ZDevMailResponse = z.object({ data: ZDevMail });
export type TDevMailResponse = z.infer<typeof ZDevMailResponse>;
