/**
 * Ticket codes: a batch of N unique codes from the alphabet answered as the printable PDF sheet
 * (10 cards a page), the batches with their counts, the tickets with derived expiry, the CSV in
 * UTF-8 with BOM and in Shift_JIS with formula cells neutralised; another company's batch is 404.
 */
import { schema } from '@mirume/db';
import { DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE, TICKET_CODE_ALPHABET, tokyoDate } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInCompany } from './support/app.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const { ticketCodes, ticketBatches } = schema;

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
let companyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
});

const DAY = 24 * 60 * 60 * 1000;
const DEADLINE = tokyoDate(new Date(Date.now() + 30 * DAY));
const CODE = new RegExp(`^[${TICKET_CODE_ALPHABET}]{10}$`);

const issue = (payload: object, headers = admin, company = companyId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/companies/${company}/bulk_issue_ticket`, headers, payload });

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function codesOf(batchId: number) {
  return ctx.database.db
    .select()
    .from(ticketCodes)
    .where(eq(ticketCodes.batch_id, batchId))
    .orderBy(ticketCodes.id);
}

describe('[TICKETS] issuing a batch', () => {
  let batchId: number;

  it('[TICKETS] issues N unique codes and answers 201 with the printable PDF sheet', async () => {
    const res = await issue({
      diagnosis_type: 'senkou',
      quantity: 25,
      deadline: DEADLINE,
      message: '説明会で配布',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `診断チケット_${tokyoDate(new Date())}.pdf`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tickets.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    batchId = Number(res.headers['x-ticket-batch-id']);
    expect(batchId).toBeGreaterThan(0);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(3);

    const codes = await codesOf(batchId);
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    for (const c of codes) {
      expect(c.code).toMatch(CODE);
      expect(c).toMatchObject({ status: 'unused', diagnosis_type: 'senkou', company_id: companyId });
      expect(c.deadline.toISOString()).toBe(new Date(`${DEADLINE}T23:59:59.999+09:00`).toISOString());
    }
    const [batch] = await ctx.database.db.select().from(ticketBatches).where(eq(ticketBatches.id, batchId));
    expect(batch).toMatchObject({ quantity: 25, message: '説明会で配布', diagnosis_type: 'senkou' });
  });

  it('[TICKETS] lists the batches with counts by state, and the tickets with derived expiry', async () => {
    const codes = await codesOf(batchId);
    const db = ctx.database.db;
    await db
      .update(ticketCodes)
      .set({ deadline: new Date(Date.now() - DAY) })
      .where(eq(ticketCodes.id, codes[0]?.id as number));
    await db
      .update(ticketCodes)
      .set({
        status: 'used',
        redeemed_last_name: '=HYPERLINK("http://evil")',
        redeemed_first_name: '太郎',
        redeemed_email: '+taro@example.com',
        redeemed_at: new Date(),
        used_at: new Date(),
      })
      .where(eq(ticketCodes.id, codes[1]?.id as number));
    await db
      .update(ticketCodes)
      .set({ status: 'in_use' })
      .where(eq(ticketCodes.id, codes[2]?.id as number));

    const batches = await ctx.app.inject({ method: 'GET', url: '/api/v1/ticket_batches', headers: admin });
    expect(batches.statusCode, batches.body).toBe(200);
    const mine = batches.json().data.items.find((b: { id: number }) => b.id === batchId);
    expect(mine.counts).toEqual({ unused: 22, in_use: 1, used: 1, expired: 1 });

    const list = async (q: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/ticket_codes?batch_id=${batchId}&${q}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const expired = await list('status=expired');
    expect(expired.items.map((t: { id: number }) => t.id)).toEqual([codes[0]?.id]);
    expect((await list('status=unused')).total).toBe(22);
    const used = (await list('status=used')).items[0];
    expect(used).toMatchObject({ last_name: '=HYPERLINK("http://evil")', status: 'used' });
    expect(used.code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    const paged = await list('per=10&page=3');
    expect(paged).toMatchObject({ total: 25, page: 3, per: 10 });
    expect(paged.items).toHaveLength(5);
  });

  it('[TICKETS] the CSV in UTF-8 with BOM and in Shift_JIS decodes back to the codes; formula cells are escaped', async () => {
    const codes = await codesOf(batchId);
    const formatted = codes.map((c) => `${c.code.slice(0, 5)}-${c.code.slice(5)}`);

    const utf8 = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ticket_batches/${batchId}/tickets.csv`,
      headers: admin,
    });
    expect(utf8.statusCode).toBe(200);
    expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(utf8.headers['content-disposition']).toContain(encodeURIComponent('診断チケット_'));
    const bytes = utf8.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes.subarray(3));

    const sjis = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ticket_batches/${batchId}/tickets.csv?encoding=sjis`,
      headers: admin,
    });
    expect(sjis.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(sjis.rawPayload[0]).not.toBe(0xef);
    const sjisText = new TextDecoder('shift_jis').decode(sjis.rawPayload);
    expect(sjisText).toBe(text);

    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'チケットコード,診断の種類,受検期限,状態,氏名,メールアドレス,使用開始日時,受検完了日時',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(formatted);
    expect(lines[1]).toContain('選考用診断');
    expect(lines[1]).toContain('期限切れ');
    // The examinee's name would run as a formula in Excel: it is prefixed with an apostrophe.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"") 太郎"`);
    expect(lines[2]).toContain("'+taro@example.com");
    expect(lines[2]).toContain('使用済み');

    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ticket_batches/${batchId}/tickets.csv?encoding=latin1`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('[TICKETS] the sheet of a batch can be downloaded again', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ticket_batches/${batchId}/tickets.pdf`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBe(3);
  });

  it("[TICKETS] another company's batch is 404, and its lists do not show ours", async () => {
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email, PASSWORD);
    for (const path of ['tickets.pdf', 'tickets.csv']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/ticket_batches/${batchId}/${path}`,
        headers: otherAdmin,
      });
      expect(res.statusCode).toBe(404);
    }
    const codes = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/ticket_codes?batch_id=${batchId}`,
      headers: otherAdmin,
    });
    expect(codes.json().data.total).toBe(0);
    const batches = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/ticket_batches',
      headers: otherAdmin,
    });
    expect(batches.json().data.total).toBe(0);
    expect(
      (await issue({ diagnosis_type: 'senkou', quantity: 1, deadline: DEADLINE }, admin, other.company.id))
        .statusCode,
    ).toBe(404);
  });
});

describe('[TICKETS] rules', () => {
  it('[TICKETS] a role issues only its diagnosis types; quantity and deadline are checked', async () => {
    const senkouAdmin = await signInCompany(ctx.app, DEMO.senkou_admin);
    const refused = await issue({ diagnosis_type: 'employee', quantity: 1, deadline: DEADLINE }, senkouAdmin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fieldErrors.diagnosis_type).toEqual([
      DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE,
    ]);
    for (const quantity of [0, 1001, 'x']) {
      const res = await issue({ diagnosis_type: 'senkou', quantity, deadline: DEADLINE });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fieldErrors.quantity).toHaveLength(1);
    }
    const past = await issue({
      diagnosis_type: 'senkou',
      quantity: 1,
      deadline: tokyoDate(new Date(Date.now() - DAY)),
    });
    expect(past.json().error.details.fieldErrors.deadline).toHaveLength(1);
  });

  it('[TICKETS] 1,000 tickets: 1,000 unique codes and a 100-page sheet (its time: npm run bench diagnosis)', async () => {
    const res = await issue({ diagnosis_type: 'employee', quantity: 1000, deadline: DEADLINE });
    expect(res.statusCode).toBe(201);
    expect(pageCount(res.rawPayload)).toBe(100);
    const codes = await codesOf(Number(res.headers['x-ticket-batch-id']));
    expect(new Set(codes.map((c) => c.code)).size).toBe(1000);
  });
});
