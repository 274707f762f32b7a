/**
 * Issuing diagnosis links (bulk_upsert_url and the one-person calls): 300 links and 300 mails in
 * one call, all or nothing, applicants, re-sending with a new token, the role's diagnosis types,
 * the deadline window; the undiagnosed list, check marks, deletion, the dashboard counts and a
 * person's issuance history; another company's records are 404.
 */
import { hashLinkToken, schema } from '@mirume/db';
import {
  DEADLINE_PAST_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE,
  formatDateTimeJa,
  LINK_NOT_DELETABLE_MESSAGE,
  NO_EMAIL_MESSAGE,
  NO_TARGET_MESSAGE,
  tokyoDate,
} from '@mirume/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInCompany } from './support/app.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const { diagnosisLinks, employees, mailOutbox } = schema;

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
const senkouAdmin: Record<string, string> = signedIn(ctx, DEMO.senkou_admin);
const employeeAdmin: Record<string, string> = signedIn(ctx, DEMO.employee_admin);
let companyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
});

const DAY = 24 * 60 * 60 * 1000;
/** The Tokyo date `days` from today. */
const dateIn = (days: number) => tokyoDate(new Date(Date.now() + days * DAY));
const DEADLINE = dateIn(14);

let seq = 0;
/** `n` people of a company, with addresses unless `email: null`. */
async function people(
  n: number,
  opts: { company?: number; email?: null; kana?: string; type?: 'full_time' | 'senkou' } = {},
) {
  const tag = `${++seq}-${Date.now()}`;
  const rows = await ctx.database.db
    .insert(employees)
    .values(
      Array.from({ length: n }, (_, i) => ({
        company_id: opts.company ?? companyId,
        employee_id: `L${tag}-${i}`,
        last_name: '診断',
        first_name: `${i}郎`,
        kana_last_name: opts.kana ?? 'シンダン',
        kana_first_name: 'タロウ',
        email: opts.email === null ? null : `p${tag}-${i}@example.com`,
        employment_type: opts.type ?? 'full_time',
      })),
    )
    .returning({ id: employees.id, email: employees.email, employee_id: employees.employee_id });
  return rows;
}

/** One person (see people). */
async function person(opts: Parameters<typeof people>[1] = {}) {
  const [p] = await people(1, opts);
  if (!p) throw new Error('person not created');
  return p;
}

const issue = (payload: object, headers = admin, company = companyId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/companies/${company}/bulk_upsert_url`, headers, payload });

async function counts() {
  const db = ctx.database.db;
  const [links] = await db.select({ n: count() }).from(diagnosisLinks);
  const [mails] = await db.select({ n: count() }).from(mailOutbox);
  const [persons] = await db.select({ n: count() }).from(employees);
  return { links: links?.n, mails: mails?.n, persons: persons?.n };
}

async function linkRow(id: number) {
  const [row] = await ctx.database.db.select().from(diagnosisLinks).where(eq(diagnosisLinks.id, id));
  if (!row) throw new Error(`link ${id} missing`);
  return row;
}

async function mailsTo(address: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to_address}) = ${address.toLowerCase()}`)
    .orderBy(mailOutbox.id);
}

/** The examinee's first call with a link token (the exam API looks links up by the token's hash). */
const openExam = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/exam/links/${token}` });

const tokenOf = (text: string) => {
  const m = /\/exam\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!m?.[1]) throw new Error('no link in the mail');
  return m[1];
};

describe('[ISSUE] issuing links', () => {
  it('[ISSUE] issues 300 links in one call with 300 mails carrying each link and the deadline', async () => {
    const targets = await people(300);
    const res = await issue({
      diagnosis_type: 'employee',
      deadline: DEADLINE,
      message: '期末の評価の前に受検をお願いします。',
      employee_ids: targets.map((t) => t.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.data.created).toBe(300);
    expect(body.data.resent).toBe(0);
    expect(body.data.links).toHaveLength(300);
    expect(body.data.links[0]).toMatchObject({ status: 'issued', diagnosis_type: 'employee', sent_count: 1 });
    // The deadline is the end of the chosen day in Japan.
    expect(body.data.links[0].deadline).toBe(new Date(`${DEADLINE}T23:59:59.999+09:00`).toISOString());

    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to_address,
          targets.map((t) => t.email as string),
        ),
      );
    expect(mails).toHaveLength(300);
    const label = `${formatDateTimeJa(new Date(`${DEADLINE}T23:59:59.999+09:00`))}まで`;
    expect(label).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日\(.\) 23:59まで$/);
    const links = await ctx.database.db
      .select()
      .from(diagnosisLinks)
      .where(
        inArray(
          diagnosisLinks.employee_id,
          targets.map((t) => t.id),
        ),
      );
    const hashByEmployee = new Map(links.map((l) => [l.employee_id, l.token_hash]));
    const idByEmail = new Map(targets.map((t) => [t.email, t.id]));
    for (const mail of mails) {
      expect(mail.template).toBe('diagnosis_link');
      expect(mail.subject).toBe('【ミルメ】デモ株式会社より適性診断のご案内');
      expect(mail.text_body).toContain(label);
      expect(mail.text_body).toContain('期末の評価の前に受検をお願いします。');
      expect(mail.text_body).toContain('約10分');
      // The mailed token is the one whose hash the link stores.
      expect(hashLinkToken(tokenOf(mail.text_body))).toBe(
        hashByEmployee.get(idByEmail.get(mail.to_address) as number),
      );
    }
  });

  it('[ISSUE] one bad person among 300 → 400 naming them, and nothing is written', async () => {
    const good = await people(299);
    const noEmail = await person({ email: null });
    const foreign = await person({ company: (await createOtherCompany(ctx.database)).company.id });
    const before = await counts();
    const res = await issue({
      diagnosis_type: 'senkou',
      deadline: DEADLINE,
      employee_ids: [
        ...good.slice(0, 150).map((g) => g.id),
        noEmail.id,
        foreign.id,
        ...good.slice(150).map((g) => g.id),
      ],
      applicants: [
        {
          last_name: '応募',
          first_name: '花子',
          kana_last_name: 'オウボ',
          kana_first_name: 'ハナコ',
          email: 'hanako.rollback@example.com',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.details.fieldErrors.employee_ids as string[];
    expect(errors).toHaveLength(2);
    expect(errors).toContain(`ID ${foreign.id} の社員が見つかりません`);
    expect(
      errors.some((e) => e.includes(noEmail.employee_id as string) && e.endsWith(NO_EMAIL_MESSAGE)),
    ).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('[ISSUE] applicants become people of employment type senkou with a generated 社員番号; a known address is reused', async () => {
    const known = await person({ type: 'senkou' });
    const res = await issue({
      diagnosis_type: 'senkou',
      deadline: DEADLINE,
      applicants: [
        {
          last_name: '応募',
          first_name: '一郎',
          kana_last_name: 'オウボ',
          kana_first_name: 'イチロウ',
          email: 'ichiro.applicant@example.com',
        },
        {
          last_name: '既存',
          first_name: '次郎',
          kana_last_name: 'キゾン',
          kana_first_name: 'ジロウ',
          email: (known.email as string).toUpperCase(),
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.created).toBe(2);
    const [created] = await ctx.database.db
      .select()
      .from(employees)
      .where(eq(employees.email, 'ichiro.applicant@example.com'));
    expect(created).toMatchObject({
      employment_type: 'senkou',
      last_name: '応募',
      kana_first_name: 'イチロウ',
    });
    const yymmdd = tokyoDate(new Date()).slice(2).replaceAll('-', '');
    expect(created?.employee_id).toMatch(new RegExp(`^A-${yymmdd}-[2-9A-HJKMNP-Z]{4}$`));
    const ids = res.json().data.links.map((l: { employee_id: number }) => l.employee_id);
    expect(ids).toContain(known.id);
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(employees)
      .where(sql`lower(${employees.email}) = ${known.email}`);
    expect(n).toBe(1);
  });

  it('[ISSUE] a re-send rotates the token (the old one is gone), takes the new deadline and mails again', async () => {
    const p = await person();
    const first = await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] });
    const link = first.json().data.links[0];
    const old = await linkRow(link.id);
    const res = await issue({
      diagnosis_type: 'senkou',
      deadline: dateIn(30),
      message: '再送です',
      link_ids: [link.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 0, resent: 1 });
    const now = await linkRow(link.id);
    expect(now.token_hash).not.toBe(old.token_hash);
    expect(now.sent_count).toBe(2);
    expect(now.message).toBe('再送です');
    expect(now.deadline.toISOString()).toBe(new Date(`${dateIn(30)}T23:59:59.999+09:00`).toISOString());
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.token_hash, old.token_hash));
    expect(n).toBe(0);
    const mails = await mailsTo(p.email as string);
    expect(mails).toHaveLength(2);
    const [oldToken, newToken] = mails.map((m) => tokenOf(m.text_body));
    expect(hashLinkToken(newToken as string)).toBe(now.token_hash);
    // The examinee's page: the old mail's link no longer opens the test, the new one does.
    expect((await openExam(oldToken as string)).statusCode).toBe(404);
    expect((await openExam(newToken as string)).statusCode).toBe(200);
  });

  it('[ISSUE] a re-send without a message keeps, and mails again, the message the link had', async () => {
    const p = await person();
    const first = await issue({
      diagnosis_type: 'senkou',
      deadline: DEADLINE,
      message: '面接の前日までに受検してください',
      employee_ids: [p.id],
    });
    const link = first.json().data.links[0];
    const res = await issue({ diagnosis_type: 'senkou', deadline: dateIn(20), link_ids: [link.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect((await linkRow(link.id)).message).toBe('面接の前日までに受検してください');
    const mails = await mailsTo(p.email as string);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain('面接の前日までに受検してください');
  });

  it('[ISSUE] a person with an open link of the type gets that link again, not a second one', async () => {
    const p = await person();
    const first = await issue({ diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: [p.id] });
    const again = await issue({ diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: [p.id] });
    expect(again.json().data).toMatchObject({ created: 0, resent: 1 });
    expect(again.json().data.links[0].id).toBe(first.json().data.links[0].id);
    // The other type is a separate diagnosis: a new link.
    const other = await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] });
    expect(other.json().data).toMatchObject({ created: 1, resent: 0 });
  });

  it('[ISSUE] a completed link is not re-sent', async () => {
    const p = await person();
    const link = (await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] })).json()
      .data.links[0];
    await ctx.database.db
      .update(diagnosisLinks)
      .set({ status: 'completed', completed_at: new Date() })
      .where(eq(diagnosisLinks.id, link.id));
    const res = await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, link_ids: [link.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.link_ids[0]).toContain('受検済み');
  });

  it('[ISSUE] a link is re-sent only under its own type: a senkou link as "employee" is refused, nothing is sent', async () => {
    const p = await person();
    const link = (await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] })).json()
      .data.links[0];
    const before = await linkRow(link.id);
    const res = await issue({ diagnosis_type: 'employee', deadline: dateIn(20), link_ids: [link.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.link_ids[0]).toContain(
      'この診断リンクは選考用診断のため、社員診断として再送できません',
    );
    const after = await linkRow(link.id);
    expect(after.token_hash).toBe(before.token_hash);
    expect(after.deadline).toEqual(before.deadline);
    expect(await mailsTo(p.email as string)).toHaveLength(1);
    expect(
      (await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, link_ids: [link.id] })).statusCode,
    ).toBe(201);
  });

  it('[ISSUE] the deadline runs from today to 180 days ahead (Japan dates)', async () => {
    const p = await person();
    const at = (deadline: string) => issue({ diagnosis_type: 'senkou', deadline, employee_ids: [p.id] });
    const past = await at(dateIn(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details.fieldErrors.deadline).toEqual([DEADLINE_PAST_MESSAGE]);
    const far = await at(dateIn(181));
    expect(far.json().error.details.fieldErrors.deadline).toEqual([DEADLINE_TOO_FAR_MESSAGE]);
    expect((await at('2026-02-30')).statusCode).toBe(400);
    expect((await at(tokyoDate(new Date()))).statusCode).toBe(201);
    expect((await at(dateIn(180))).statusCode).toBe(201);
  });

  it('[ISSUE] nothing to issue → 400 with the Japanese message', async () => {
    const res = await issue({ diagnosis_type: 'senkou', deadline: DEADLINE });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NO_TARGET_MESSAGE);
  });

  it("[ISSUE] another company's :id is 404; bad input is a 400, never a 500", async () => {
    const p = await person();
    const other = await createOtherCompany(ctx.database);
    expect(
      (
        await issue(
          { diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] },
          admin,
          other.company.id,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await issue({ diagnosis_type: 'x', deadline: 'tomorrow', employee_ids: ['a'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fieldErrors)).toEqual(
      expect.arrayContaining(['diagnosis_type', 'deadline']),
    );
  });

  it('[ISSUE] one person at a time: POST employees/:id/shindan_senkou | shindan_employee', async () => {
    const p = await person();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/employees/${p.id}/shindan_employee`,
      headers: admin,
      payload: { deadline: DEADLINE, message: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ employee_id: p.id, diagnosis_type: 'employee', message: null });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/employees/999999/shindan_senkou',
      headers: admin,
      payload: { deadline: DEADLINE },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('[ISSUE] roles and diagnosis types', () => {
  it('[ISSUE] senkou_admin issues senkou only; employee_admin employee only (400 on diagnosis_type)', async () => {
    const p = await person();
    const refused = await issue(
      { diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: [p.id] },
      senkouAdmin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fieldErrors.diagnosis_type).toEqual([
      DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE,
    ]);
    expect(
      (await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] }, senkouAdmin))
        .statusCode,
    ).toBe(201);
    const refused2 = await issue(
      { diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] },
      employeeAdmin,
    );
    expect(refused2.statusCode).toBe(400);
  });

  it('[ISSUE] a link of a type the role may not touch is 404 to re-send, check and delete', async () => {
    const p = await person();
    const link = (await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] })).json()
      .data.links[0];
    expect(
      (await issue({ diagnosis_type: 'employee', deadline: DEADLINE, link_ids: [link.id] }, employeeAdmin))
        .statusCode,
    ).toBe(404);
    const check = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/shindan_musashino_senkous/update_checked/${link.id}`,
      headers: employeeAdmin,
      payload: { checked: true },
    });
    expect(check.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/shindan_musashino_senkous',
      headers: employeeAdmin,
      payload: { ids: [link.id] },
    });
    expect(del.statusCode).toBe(404);
    expect((await linkRow(link.id)).checked).toBe(false);
  });
});

describe('[UNDIAGNOSED] the list, check marks and deletion', () => {
  const kana = 'ミカンリョウ';
  let ids: { issued: number; started: number; expired: number; done: number };
  let issuedToken: string;
  beforeAll(async () => {
    const ps = await people(4, { kana });
    const res = await issue({
      diagnosis_type: 'senkou',
      deadline: DEADLINE,
      employee_ids: ps.map((p) => p.id),
    });
    const links = res.json().data.links as { id: number }[];
    const issuedLink = await linkRow(links[0]?.id as number);
    const [mail] = await mailsTo(issuedLink.email as string);
    issuedToken = tokenOf(mail?.text_body ?? '');
    ids = {
      issued: links[0]?.id as number,
      started: links[1]?.id as number,
      expired: links[2]?.id as number,
      done: links[3]?.id as number,
    };
    const db = ctx.database.db;
    await db
      .update(diagnosisLinks)
      .set({ status: 'in_progress', started_at: new Date() })
      .where(eq(diagnosisLinks.id, ids.started));
    await db
      .update(diagnosisLinks)
      .set({ deadline: new Date(Date.now() - DAY) })
      .where(eq(diagnosisLinks.id, ids.expired));
    await db
      .update(diagnosisLinks)
      .set({ status: 'completed', completed_at: new Date() })
      .where(eq(diagnosisLinks.id, ids.done));
  });

  const list = async (query: string, headers = admin) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}/undiagnosis_list?q=${encodeURIComponent(kana)}&${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: { id: number; status: string; checked: boolean }[]; total: number };
  };

  it('[UNDIAGNOSED] lists links not completed, with the derived status, and filters by status', async () => {
    const all = await list('sort=created_at&order=asc');
    expect(all.total).toBe(3);
    expect(all.items.map((i) => [i.id, i.status])).toEqual([
      [ids.issued, 'issued'],
      [ids.started, 'in_progress'],
      [ids.expired, 'expired'],
    ]);
    expect((await list('status=issued')).items.map((i) => i.id)).toEqual([ids.issued]);
    expect((await list('status=in_progress')).items.map((i) => i.id)).toEqual([ids.started]);
    expect((await list('status=expired')).items.map((i) => i.id)).toEqual([ids.expired]);
    expect((await list('diagnosis_type=employee')).total).toBe(0);
    expect((await list(`issued_from=${dateIn(1)}`)).total).toBe(0);
    expect((await list(`issued_from=${dateIn(0)}&issued_to=${dateIn(0)}`)).total).toBe(3);
  });

  it('[UNDIAGNOSED] a role sees the links of the types it may act on (the senkou links are not the employee admin’s)', async () => {
    expect((await list('', senkouAdmin)).total).toBe(3);
    expect((await list('', employeeAdmin)).total).toBe(0);
  });

  it('[UNDIAGNOSED] sorts and pages', async () => {
    const desc = await list('sort=status&order=desc&per=2&page=1');
    expect(desc.total).toBe(3);
    expect(desc.items.map((i) => i.status)).toEqual(['issued', 'in_progress']);
    const page2 = await list('sort=status&order=desc&per=2&page=2');
    expect(page2.items.map((i) => i.status)).toEqual(['expired']);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}/undiagnosis_list?sort=nope&status=done`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('[UNDIAGNOSED] checks a link and filters by the check mark', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/shindan_musashino_senkous/update_checked/${ids.started}`,
      headers: admin,
      payload: { checked: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.started, checked: true, status: 'in_progress' });
    expect((await list('checked=checked')).items.map((i) => i.id)).toEqual([ids.started]);
    expect((await list('checked=unchecked')).total).toBe(2);
  });

  it('[UNDIAGNOSED] deleting a started link → 409 and nothing is deleted; unstarted ones go, and their URL is gone', async () => {
    const del = (payload: object, headers = admin) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/v1/shindan_musashino_senkous', headers, payload });
    const refused = await del({ ids: [ids.issued, ids.started] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(LINK_NOT_DELETABLE_MESSAGE);
    expect((await list('')).total).toBe(3);

    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email, PASSWORD);
    expect((await del({ ids: [ids.issued] }, otherAdmin)).statusCode).toBe(404);
    expect((await del({ ids: [] })).statusCode).toBe(400);

    const hash = (await linkRow(ids.issued)).token_hash;
    expect((await openExam(issuedToken)).statusCode).toBe(200);
    const ok = await del({ ids: [ids.issued, ids.expired] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.deleted).toBe(2);
    // The two people whose links went were never issued one now (未発行); the started link stays.
    expect((await list('sort=created_at&order=asc')).items.map((i) => [i.id, i.status])).toEqual([
      [ids.started, 'in_progress'],
      [null, 'unissued'],
      [null, 'unissued'],
    ]);
    const left = await ctx.database.db
      .select()
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.token_hash, hash));
    expect(left).toHaveLength(0);
    expect((await openExam(issuedToken)).statusCode).toBe(404);
  });
});

describe('[DASHBOARD] counts for a period', () => {
  it('[DASHBOARD] counts the links issued in the period by state and type', async () => {
    const other = await createOtherCompany(ctx.database);
    const headers = await signInCompany(ctx.app, other.email, PASSWORD);
    const ps = await people(5, { company: other.company.id });
    const res = await issue(
      { diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: ps.slice(0, 4).map((p) => p.id) },
      headers,
      other.company.id,
    );
    await issue(
      { diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [ps[4]?.id] },
      headers,
      other.company.id,
    );
    const [a, b, c] = res.json().data.links.map((l: { id: number }) => l.id);
    const db = ctx.database.db;
    await db.update(diagnosisLinks).set({ status: 'in_progress' }).where(eq(diagnosisLinks.id, a));
    await db.update(diagnosisLinks).set({ status: 'completed' }).where(eq(diagnosisLinks.id, b));
    await db
      .update(diagnosisLinks)
      .set({ deadline: new Date(Date.now() - DAY) })
      .where(eq(diagnosisLinks.id, c));
    // Issued 40 days ago: outside the default period.
    await issue(
      {
        diagnosis_type: 'senkou',
        deadline: DEADLINE,
        employee_ids: [(await people(1, { company: other.company.id }))[0]?.id],
      },
      headers,
      other.company.id,
    );
    await db
      .update(diagnosisLinks)
      .set({ created_at: new Date(Date.now() - 40 * DAY) })
      .where(
        and(
          eq(diagnosisLinks.company_id, other.company.id),
          eq(diagnosisLinks.diagnosis_type, 'senkou'),
          sql`${diagnosisLinks.id} > ${a + 4}`,
        ),
      );

    const get = (q = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/issues_links_dashboard${q}`, headers });
    const res2 = await get();
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data).toEqual({
      from: dateIn(-29),
      to: dateIn(0),
      issued: 5,
      undiagnosed: 2,
      in_progress: 1,
      diagnosed: 1,
      expired: 1,
      by_type: { employee: { issued: 4, diagnosed: 1 }, senkou: { issued: 1, diagnosed: 0 } },
    });
    const wide = (await get(`?from=${dateIn(-60)}&to=${dateIn(0)}`)).json().data;
    expect(wide.issued).toBe(6);
    expect((await get(`?from=${dateIn(1)}&to=${dateIn(0)}`)).statusCode).toBe(400);
  });
});

describe('[HISTORY] issuance history and dates of a person', () => {
  it('[HISTORY] lists the links of the person and the Tokyo dates they were issued', async () => {
    const p = await person();
    await issue({ diagnosis_type: 'senkou', deadline: DEADLINE, employee_ids: [p.id] });
    await issue({ diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: [p.id] });
    const old = new Date('2026-04-01T15:30:00Z'); // 2026-04-02 in Japan
    await ctx.database.db
      .update(diagnosisLinks)
      .set({ created_at: old })
      .where(
        and(eq(diagnosisLinks.employee_id, p.id as number), eq(diagnosisLinks.diagnosis_type, 'senkou')),
      );
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${p.id}/issuance_history`,
      headers: admin,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.items.map((i: { diagnosis_type: string }) => i.diagnosis_type)).toEqual([
      'employee',
      'senkou',
    ]);
    const dates = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${p.id}/issuance_dates`,
      headers: admin,
    });
    expect(dates.json().data).toEqual({
      dates: [tokyoDate(new Date()), '2026-04-02'],
      latest: tokyoDate(new Date()),
    });
  });

  it("[HISTORY] another company's person or a missing one is 404", async () => {
    const other = await createOtherCompany(ctx.database);
    const foreign = await person({ company: other.company.id });
    for (const id of [foreign.id, 999999]) {
      for (const path of ['issuance_history', 'issuance_dates']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/employees/${id}/${path}`,
          headers: admin,
        });
        expect(res.statusCode).toBe(404);
      }
    }
  });
});
