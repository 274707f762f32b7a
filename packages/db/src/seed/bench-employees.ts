/**
 * Bench data: many companies with many employees, written with multi-row INSERTs. Used by
 * `npm run bench` (bench/employees.mjs) only; never by the app.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, companyAdmins, employees } from '../schema/index.ts';

const SURNAMES = [
  ['山田', 'ヤマダ'],
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['渡辺', 'ワタナベ'],
  ['伊藤', 'イトウ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
] as const;
const GIVEN = [
  ['太郎', 'タロウ'],
  ['花子', 'ハナコ'],
  ['一郎', 'イチロウ'],
  ['美咲', 'ミサキ'],
  ['健太', 'ケンタ'],
  ['陽子', 'ヨウコ'],
] as const;
const TYPES = ['full_time', 'full_time', 'part_time', 'dispatch', 'senkou', 'other'] as const;
const DEPARTMENTS = ['営業部', '開発部', '総務部', '経理部', '人事部'];

export function benchEmployee(companyId: number, n: number): typeof employees.$inferInsert {
  const [last, kanaLast] = SURNAMES[n % SURNAMES.length] ?? SURNAMES[0];
  const [first, kanaFirst] = GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length] ?? GIVEN[0];
  const year = 1960 + (n % 45);
  return {
    company_id: companyId,
    employee_id: `E${String(n).padStart(6, '0')}`,
    last_name: last,
    first_name: first,
    kana_last_name: kanaLast,
    kana_first_name: kanaFirst,
    gender: n % 2 ? 'male' : 'female',
    birthday: `${year}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    employment_type: TYPES[n % TYPES.length] ?? 'full_time',
    department: DEPARTMENTS[n % DEPARTMENTS.length] ?? null,
    position: n % 10 === 0 ? '課長' : null,
    hire_date: '2015-04-01',
  };
}

async function insertMany(db: Executor, companyId: number, count: number, chunk = 1000) {
  for (let i = 0; i < count; i += chunk) {
    const rows = Array.from({ length: Math.min(chunk, count - i) }, (_, k) =>
      benchEmployee(companyId, i + k),
    );
    await db.insert(employees).values(rows);
  }
}

/**
 * Gives the company of `adminEmail` `measured` employees and creates further companies so that
 * `total` employees exist across `companyCount` companies in all.
 */
export async function seedBenchEmployees(
  db: Executor,
  opts: { adminEmail: string; companyCount: number; total: number; measured: number },
) {
  const [admin] = await db
    .select({ company_id: companyAdmins.company_id })
    .from(companyAdmins)
    .where(eq(companyAdmins.email, opts.adminEmail));
  if (!admin) throw new Error(`no company admin ${opts.adminEmail}`);
  await insertMany(db, admin.company_id, opts.measured);
  const others = opts.companyCount - 1;
  const perOther = Math.floor((opts.total - opts.measured) / others);
  for (let c = 0; c < others; c++) {
    const [company] = await db
      .insert(companies)
      .values({ name: `ベンチ株式会社${c + 1}`, status: 'approved' })
      .returning({ id: companies.id });
    const count = c === others - 1 ? opts.total - opts.measured - perOther * (others - 1) : perOther;
    if (!company) throw new Error('company not created');
    await insertMany(db, company.id, count);
  }
  return { companyId: admin.company_id };
}
