/**
 * The demo world that `npm start` creates on an empty database, so a newcomer can sign in at once.
 * The password is for demonstration only and is printed at start-up.
 */

import { count, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { companies, companyAdmins, maintenanceSettings, systemAdmins } from '../schema/index.ts';
import { seedAssessmentsDemo } from './assessments-demo.ts';
import { seedBillingDemo } from './billing-demo.ts';
import { seedCommunicationsDemo } from './communications-demo.ts';
import { seedCustomAssessmentsDemo } from './custom-assessments-demo.ts';
import { seedOtherDemoCompanies } from './demo-companies.ts';
import { seedOperationsDemo } from './demo-operations.ts';
import { seedDiagnosisDemo } from './diagnosis-demo.ts';

export const DEMO_PASSWORD = 'mirume-demo';
const DEMO_COMPANY_NAME = 'デモ株式会社';

const DEMO_COMPANY_USERS = [
  {
    email: 'admin@demo.mirume.test',
    role: 'admin',
    last_name: '山田',
    first_name: '花子',
    kana_last_name: 'ヤマダ',
    kana_first_name: 'ハナコ',
  },
  {
    email: 'senkou@demo.mirume.test',
    role: 'senkou_admin',
    last_name: '佐藤',
    first_name: '健太',
    kana_last_name: 'サトウ',
    kana_first_name: 'ケンタ',
  },
  {
    email: 'employee@demo.mirume.test',
    role: 'employee_admin',
    last_name: '鈴木',
    first_name: '美咲',
    kana_last_name: 'スズキ',
    kana_first_name: 'ミサキ',
  },
  {
    email: 'worker@demo.mirume.test',
    role: 'worker',
    last_name: '高橋',
    first_name: '翔',
    kana_last_name: 'タカハシ',
    kana_first_name: 'ショウ',
  },
] as const;

const DEMO_OPERATOR = {
  email: 'operator@mirume.test',
  role: 'admin',
  last_name: '運営',
  first_name: '太郎',
  kana_last_name: 'ウンエイ',
  kana_first_name: 'タロウ',
} as const;

export type DemoLogin = { area: 'company' | 'operator'; role: string; email: string };

/** Seeds the demo world when the database has no company yet. Answers whether it seeded. */
export async function seedDemoIfEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Several API processes may start together on an empty PostgreSQL: one seeds, the others
    // wait here and then find the companies.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [again] = await tx.select({ n: count() }).from(companies);
    if ((again?.n ?? 0) > 0) return false;
    const now = new Date();
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY_NAME,
        name_kana: 'デモカブシキガイシャ',
        status: 'trial',
        postcode: '1000005',
        address: '東京都千代田区丸の内1-1-1',
        tel: '0312345678',
        url: 'https://demo.mirume.test',
        daihyo_name: '山田 太郎',
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('demo company was not created');
    await tx.insert(companyAdmins).values(
      DEMO_COMPANY_USERS.map((u) => ({
        ...u,
        company_id: company.id,
        password_hash: passwordHash,
        confirmed_at: now,
      })),
    );
    await seedOtherDemoCompanies(tx, passwordHash, now);
    await tx
      .insert(systemAdmins)
      .values({ ...DEMO_OPERATOR, password_hash: passwordHash })
      .onConflictDoNothing();
    await tx.insert(maintenanceSettings).values({ id: 1, maintenance_flag: false }).onConflictDoNothing();
    await seedDiagnosisDemo(tx, company.id, now);
    await seedBillingDemo(tx, now);
    await seedOperationsDemo(tx, { demoCompanyId: company.id, operatorEmail: DEMO_OPERATOR.email, now });
    await seedCommunicationsDemo(tx, company.id, now);
    await seedCustomAssessmentsDemo(tx, company.id, now);
    await seedAssessmentsDemo(tx, company.id, now);
    return true;
  });
}

export function demoLogins(): DemoLogin[] {
  return [
    ...DEMO_COMPANY_USERS.map((u) => ({ area: 'company' as const, role: u.role, email: u.email })),
    { area: 'operator', role: 'system admin', email: DEMO_OPERATOR.email },
  ];
}

/**
 * The demo accounts that still sign in with the demo password (their emails), operator first.
 * A production server refuses to start while there are any (apps/api/src/server.ts).
 */
export async function demoAccountsWithDemoPassword(db: Executor): Promise<string[]> {
  const companyEmails = DEMO_COMPANY_USERS.map((u) => u.email);
  const rows = [
    ...(await db
      .select({ email: systemAdmins.email, hash: systemAdmins.password_hash })
      .from(systemAdmins)
      .where(inArray(systemAdmins.email, [DEMO_OPERATOR.email]))),
    ...(await db
      .select({ email: companyAdmins.email, hash: companyAdmins.password_hash })
      .from(companyAdmins)
      .where(inArray(companyAdmins.email, companyEmails))),
  ];
  const found: string[] = [];
  for (const row of rows) if (await verifyPassword(row.hash, DEMO_PASSWORD)) found.push(row.email);
  return found;
}
