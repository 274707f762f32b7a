// Billing on the real functions and the embedded database (PGlite): 1,000 companies on a full
// contract with a price list, each with 100 people who completed a sitting in October 2026 (50
// applicants, 50 employees), seeded with set-based SQL. Measured: the monthly run of the month
// (services/billing/run.ts: counts, 1,000 draft invoices with their lines and 100,000 examinee
// records), a re-run of the same month (idempotent: nothing created), and the PDF of one invoice
// (invoiceDetail + invoicePdf, median of 20). Targets: the run < 30 s; one PDF < 500 ms.
import path from 'node:path';
import { median, tempDataDir } from './lib.mjs';

const COMPANIES = 1_000;
const PER_COMPANY = 100;
const MONTH = '2026-10';
const TARGET_RUN_MS = 30_000;
const TARGET_PDF_MS = 500;
const PDF_RUNS = 20;

async function seed(database, sql) {
  const db = database.db;
  await db.execute(sql`
    insert into companies (name, status)
    select '請求ベンチ株式会社' || g, 'approved' from generate_series(1, ${COMPANIES}) g`);
  await db.execute(sql`
    insert into company_contracts (company_id, start_date, end_date, base_fee)
    select id, '2026-04-01', '2027-03-31', 30000 + (id % 7) * 1001 from companies where name like '請求ベンチ%'`);
  await db.execute(sql`
    insert into contract_unit_prices (company_id, diagnosis_type, unit_price)
    select id, t, case when t = 'senkou' then 2980 else 1505 end
    from companies, unnest(array['senkou', 'employee']) t where name like '請求ベンチ%'`);
  await db.execute(sql`
    insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name, employment_type)
    select c.id, 'B' || g, '請求', '太郎' || g, 'セイキュウ', 'タロウ', case when g % 2 = 0 then 'senkou' else 'full_time' end
    from companies c, generate_series(1, ${PER_COMPANY}) g where c.name like '請求ベンチ%'`);
  await db.execute(sql`
    insert into diagnosis_links (company_id, employee_id, diagnosis_type, token_hash, deadline, status, completed_at)
    select e.company_id, e.id, case when e.employment_type = 'senkou' then 'senkou' else 'employee' end,
      'bench-' || e.id, '2026-11-30', 'completed', timestamptz '2026-10-01 09:00+09' + (e.id % 30) * interval '1 day'
    from employees e join companies c on c.id = e.company_id where c.name like '請求ベンチ%'`);
  await db.execute(sql`
    insert into diagnosis_sessions (company_id, link_id, employee_id, diagnosis_type, protocol_version, seed, device, os,
      browser, status, started_at, completed_at)
    select l.company_id, l.id, l.employee_id, l.diagnosis_type, 'bench', l.id, 'pc', 'windows', 'chrome', 'completed',
      l.completed_at, l.completed_at
    from diagnosis_links l where l.token_hash like 'bench-%'`);
  await db.execute(sql`analyze`);
}

export async function benchBilling() {
  const { openDatabase, schema } = await import('../packages/db/src/index.ts');
  const { sql, eq } = await import('drizzle-orm');
  const { runBillingMonth } = await import('../apps/api/src/services/billing/run.ts');
  const { invoiceDetail } = await import('../apps/api/src/services/billing/invoices.ts');
  const { invoicePdf } = await import('../apps/api/src/services/billing/invoice-pdf.ts');
  const { SAMPLE_BILLING_ISSUER } = await import('../apps/api/src/config.ts');
  const dataDir = tempDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    const seeded = performance.now();
    await seed(database, sql);
    const seedMs = performance.now() - seeded;

    const started = performance.now();
    const cpu = process.cpuUsage();
    const first = await runBillingMonth(database, MONTH);
    const runMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const runCpuMs = (used.user + used.system) / 1000;
    const load = (await import('node:os')).loadavg()[0];
    const againStarted = performance.now();
    const again = await runBillingMonth(database, MONTH);
    const againMs = performance.now() - againStarted;
    const [{ examinees }] = (
      await database.db.execute(sql`select count(*)::int as examinees from invoice_examinees`)
    ).rows;

    const [one] = await database.db
      .select({ id: schema.invoices.id })
      .from(schema.invoices)
      .where(eq(schema.invoices.billing_month, MONTH))
      .limit(1);
    const times = [];
    let bytes = 0;
    for (let i = 0; i < PDF_RUNS; i++) {
      const t = performance.now();
      const invoice = await invoiceDetail(database.db, one.id);
      const pdf = await invoicePdf(invoice, SAMPLE_BILLING_ISSUER);
      times.push(performance.now() - t);
      bytes = pdf.length;
    }
    const pdfMs = median(times);
    return [
      {
        metric: `seed: ${COMPANIES} companies × ${PER_COMPANY} examinees`,
        value: `${(seedMs / 1000).toFixed(1)} s`,
      },
      {
        metric: `monthly run (${first.created} invoices, ${Number(examinees).toLocaleString('en')} examinees)`,
        value: `${(runMs / 1000).toFixed(2)} s`,
        target: `< ${TARGET_RUN_MS / 1000} s`,
        ok: runMs < TARGET_RUN_MS && first.created === COMPANIES ? '✓' : '✗',
      },
      {
        metric: `  of which CPU time of this process (embedded database included; load average ${load.toFixed(1)})`,
        value: `${(runCpuMs / 1000).toFixed(2)} s`,
      },
      {
        metric: `re-run of the same month (created ${again.created})`,
        value: `${(againMs / 1000).toFixed(2)} s`,
        target: 'creates 0',
        ok: again.created === 0 ? '✓' : '✗',
      },
      {
        metric: `one invoice PDF (median of ${PDF_RUNS}, ${(bytes / 1024).toFixed(0)} KB)`,
        value: `${pdfMs.toFixed(0)} ms`,
        target: `< ${TARGET_PDF_MS} ms`,
        ok: pdfMs < TARGET_PDF_MS ? '✓' : '✗',
      },
    ];
  } finally {
    await database.close();
  }
}
