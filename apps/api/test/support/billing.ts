/**
 * Billing test records: a company with a contract and prices, people, and finished sittings at a
 * chosen instant (a link and a session, completed or voided), written straight to the tables.
 */
import { type Database, schema } from '@mirume/db';

let seq = 0;

export async function billedCompany(
  database: Database,
  opts: {
    name?: string;
    status?: 'trial' | 'approved';
    start: string;
    end: string;
    baseFee: number;
    senkou?: number;
    employee?: number;
  },
) {
  seq += 1;
  const [company] = await database.db
    .insert(schema.companies)
    .values({ name: opts.name ?? `請求テスト株式会社${seq}`, status: opts.status ?? 'approved' })
    .returning();
  if (!company) throw new Error('company not created');
  await database.db.insert(schema.companyAdmins).values({
    company_id: company.id,
    role: 'admin',
    email: `billing-${seq}-${company.id}@bill.mirume.test`,
    last_name: '経理',
    first_name: `${seq}`,
    kana_last_name: 'ケイリ',
    kana_first_name: 'イチ',
    confirmed_at: new Date(),
  });
  await database.db.insert(schema.companyContracts).values({
    company_id: company.id,
    start_date: opts.start,
    end_date: opts.end,
    base_fee: opts.baseFee,
  });
  await database.db.insert(schema.contractUnitPrices).values([
    { company_id: company.id, diagnosis_type: 'senkou', unit_price: opts.senkou ?? 0 },
    { company_id: company.id, diagnosis_type: 'employee', unit_price: opts.employee ?? 0 },
  ]);
  return company;
}

export async function person(database: Database, companyId: number, name = '受検') {
  seq += 1;
  const [row] = await database.db
    .insert(schema.employees)
    .values({
      company_id: companyId,
      employee_id: `B-${String(seq).padStart(5, '0')}`,
      last_name: name,
      first_name: `太郎${seq}`,
      kana_last_name: 'ジュケン',
      kana_first_name: 'タロウ',
      employment_type: 'senkou',
    })
    .returning({ id: schema.employees.id });
  if (!row) throw new Error('person not created');
  return row.id;
}

/** A finished sitting (link + session) completed at `at`; `status: 'failed'` is a voided one. */
export async function sitting(
  database: Database,
  companyId: number,
  employeeId: number,
  type: 'senkou' | 'employee',
  at: string | Date,
  status: 'completed' | 'failed' = 'completed',
) {
  seq += 1;
  const when = new Date(at);
  const [link] = await database.db
    .insert(schema.diagnosisLinks)
    .values({
      company_id: companyId,
      employee_id: employeeId,
      diagnosis_type: type,
      token_hash: `billing-test-${seq}-${Math.random()}`,
      deadline: new Date(when.getTime() + 86_400_000),
      status: 'completed',
      completed_at: when,
    })
    .returning({ id: schema.diagnosisLinks.id });
  if (!link) throw new Error('link not created');
  const [session] = await database.db
    .insert(schema.diagnosisSessions)
    .values({
      company_id: companyId,
      link_id: link.id,
      employee_id: employeeId,
      diagnosis_type: type,
      protocol_version: 'test',
      seed: seq,
      device: 'pc',
      os: 'windows',
      browser: 'chrome',
      status,
      started_at: when,
      completed_at: when,
    })
    .returning({ id: schema.diagnosisSessions.id });
  if (!session) throw new Error('session not created');
  return session.id;
}
