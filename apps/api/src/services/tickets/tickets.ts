/**
 * Ticket codes (受検チケット) for people without email: a batch of N codes issued in one
 * transaction, the printable PDF sheet and the CSV of a batch, and the lists. Codes are 10
 * characters from TICKET_CODE_ALPHABET (no look-alikes such as 0/O, 1/I/L), drawn with a
 * cryptographic random source: 31^10 ≈ 8·10^14 codes, so guessing one is hopeless and a collision
 * (retried) is rare.
 */
import { randomInt } from 'node:crypto';
import {
  findTicketBatch,
  insertTicketBatch,
  insertTicketCodes,
  listTicketBatches,
  listTicketCodes,
} from '@mirume/db';
import {
  canIssueDiagnosis,
  DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE,
  DiagnosisType,
  formatDateTimeJa,
  formatTicketCode,
  stripTrailingUuid,
  type TCompanyUser,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  TicketStatus,
  tokyoDate,
} from '@mirume/shared';
import { csvContentType, csvFile } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { deadlineOf } from '../diagnosis-links/dates.ts';
import { companyAdminIdOf, recordIfOperator } from '../operations/acting.ts';
import { ticketSheetPdf } from './ticket-pdf.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';

export function newTicketCode(): string {
  let code = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i++)
    code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}

/** `quantity` distinct fresh codes. */
function drawCodes(quantity: number): string[] {
  const codes = new Set<string>();
  while (codes.size < quantity) codes.add(newTicketCode());
  return [...codes];
}

/** A collision this many times in a row means something else is wrong (the random source). */
const MAX_CODE_ROUNDS = 5;

export interface TicketIssueRequest {
  diagnosis_type: DiagnosisTypeValue;
  quantity: number;
  deadline: string;
  message?: string | null;
}

/** Issues a batch in one transaction; answers the batch id and its codes in issue order. */
export async function issueTickets(
  app: App,
  user: TCompanyUser,
  companyId: number,
  body: TicketIssueRequest,
) {
  if (companyId !== user.company_id) throw new AppError('NOT_FOUND');
  if (!canIssueDiagnosis(user.role, body.diagnosis_type)) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      diagnosis_type: [DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE],
    });
  }
  const deadline = deadlineOf(body.deadline, new Date());
  return app.db.transaction(async (tx) => {
    const batch = await insertTicketBatch(tx, companyId, {
      diagnosis_type: body.diagnosis_type,
      quantity: body.quantity,
      deadline,
      message: body.message ?? null,
      issued_by_company_admin_id: companyAdminIdOf(user),
    });
    const codes: string[] = [];
    for (let round = 0; codes.length < body.quantity; round++) {
      if (round === MAX_CODE_ROUNDS) throw new Error('ticket codes kept colliding');
      const inserted = await insertTicketCodes(
        tx,
        companyId,
        { id: batch.id, diagnosis_type: body.diagnosis_type, deadline },
        drawCodes(body.quantity - codes.length),
      );
      codes.push(...inserted);
    }
    await recordIfOperator(tx, user, {
      action: 'ticket_batch.issue',
      targetType: 'ticket_batch',
      targetId: batch.id,
      summary: `${DiagnosisType.label(body.diagnosis_type)}の診断チケットを${body.quantity}枚発行しました`,
      after: {
        diagnosis_type: body.diagnosis_type,
        quantity: body.quantity,
        deadline: deadline.toISOString(),
      },
    });
    return { id: batch.id, created_at: batch.created_at, deadline, codes };
  });
}

export function ticketFileName(createdAt: Date, extension: 'pdf' | 'csv'): string {
  return `診断チケット_${tokyoDate(createdAt)}.${extension}`;
}

export function issuedTicketSheet(
  app: App,
  user: TCompanyUser,
  issued: { created_at: Date; deadline: Date; codes: string[] },
) {
  return ticketSheetPdf({
    companyName: user.company_name,
    appUrl: app.config.APP_URL,
    deadline: issued.deadline,
    codes: issued.codes,
    createdAt: issued.created_at,
  });
}

async function batchOf(app: App, user: TCompanyUser, id: number) {
  const batch = await findTicketBatch(app.db, user.company_id, id);
  if (!batch) throw new AppError('NOT_FOUND');
  return batch;
}

/** The PDF sheet of an issued batch (every ticket of it, whatever its state now). */
export async function batchSheet(app: App, user: TCompanyUser, id: number) {
  const batch = await batchOf(app, user, id);
  const { items } = await listTicketCodes(app.db, user.company_id, { batch_id: id }, new Date());
  return {
    fileName: ticketFileName(batch.created_at, 'pdf'),
    pdf: issuedTicketSheet(app, user, {
      created_at: batch.created_at,
      deadline: batch.deadline,
      codes: items.map((t) => t.code),
    }),
  };
}

export const TICKET_CSV_HEADERS = [
  'チケットコード',
  '診断の種類',
  '受検期限',
  '状態',
  '氏名',
  'メールアドレス',
  '使用開始日時',
  '受検完了日時',
] as const;

const dateTime = (d: Date | null) => (d ? formatDateTimeJa(d) : '');

/** The CSV of a batch: UTF-8 with BOM (Excel opens it in Japanese) or Shift_JIS. */
export async function batchCsv(app: App, user: TCompanyUser, id: number, encoding: 'utf8' | 'sjis') {
  const batch = await batchOf(app, user, id);
  const { items } = await listTicketCodes(app.db, user.company_id, { batch_id: id }, new Date());
  const rows = items.map((t) => [
    formatTicketCode(t.code),
    DiagnosisType.label(t.diagnosis_type),
    formatDateTimeJa(t.deadline),
    TicketStatus.label(t.status),
    t.last_name ? stripTrailingUuid(`${t.last_name} ${t.first_name ?? ''}`.trim()) : '',
    t.email ?? '',
    dateTime(t.redeemed_at),
    dateTime(t.used_at),
  ]);
  return {
    fileName: ticketFileName(batch.created_at, 'csv'),
    body: csvFile([TICKET_CSV_HEADERS, ...rows], encoding),
    contentType: csvContentType(encoding),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function ticketBatches(app: App, user: TCompanyUser, page: number, per: number) {
  const { items, total } = await listTicketBatches(app.db, user.company_id, page, per, new Date());
  return {
    items: items.map((b) => ({
      id: b.id,
      diagnosis_type: b.diagnosis_type,
      quantity: b.quantity,
      deadline: b.deadline.toISOString(),
      message: b.message,
      created_at: b.created_at.toISOString(),
      counts: { unused: b.unused, in_use: b.in_use, used: b.used, expired: b.expired },
    })),
    total,
    page,
    per,
  };
}

export async function ticketCodeList(
  app: App,
  user: TCompanyUser,
  query: {
    page: number;
    per: number;
    batch_id?: number | null;
    status?: 'unused' | 'in_use' | 'used' | 'expired' | null;
  },
) {
  const { items, total } = await listTicketCodes(app.db, user.company_id, query, new Date());
  return {
    items: items.map((t) => ({
      ...t,
      code: formatTicketCode(t.code),
      deadline: t.deadline.toISOString(),
      redeemed_at: iso(t.redeemed_at),
      used_at: iso(t.used_at),
    })),
    total,
    page: query.page,
    per: query.per,
  };
}
