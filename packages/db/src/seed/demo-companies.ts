/**
 * The demo world's other companies, one at each step of onboarding, each with the 総合管理者 that
 * step implies, so the operator can act on every one of them (resend the confirmation, approve,
 * see the admin of a full contract) as on a real company.
 */
import type { Executor } from '../client.ts';
import { companies, companyAdmins } from '../schema/index.ts';

type Step = 'temp_registration' | 'email_authenticated' | 'approved';

const DEMO_OTHER_COMPANIES: readonly {
  company: { name: string; name_kana: string; daihyo_name: string; status: Step };
  admin: {
    email: string;
    last_name: string;
    first_name: string;
    kana_last_name: string;
    kana_first_name: string;
  };
}[] = [
  {
    // Signed up and confirmed the address: waits for the operator's approval.
    company: {
      name: '株式会社サンプル商事',
      name_kana: 'サンプルショウジ',
      daihyo_name: '田中 一郎',
      status: 'email_authenticated',
    },
    admin: {
      email: 'admin@sample.mirume.test',
      last_name: '田中',
      first_name: '一郎',
      kana_last_name: 'タナカ',
      kana_first_name: 'イチロウ',
    },
  },
  {
    // Signed up, the confirmation mail not yet opened: the operator may send it again.
    company: {
      name: 'みらい工業株式会社',
      name_kana: 'ミライコウギョウ',
      daihyo_name: '伊藤 誠',
      status: 'temp_registration',
    },
    admin: {
      email: 'admin@mirai.mirume.test',
      last_name: '伊藤',
      first_name: '誠',
      kana_last_name: 'イトウ',
      kana_first_name: 'マコト',
    },
  },
  {
    // A full contract, in use: its admin signs in with the demo password.
    company: {
      name: '株式会社ひかりソリューションズ',
      name_kana: 'ヒカリソリューションズ',
      daihyo_name: '中村 光',
      status: 'approved',
    },
    admin: {
      email: 'admin@hikari.mirume.test',
      last_name: '中村',
      first_name: '光',
      kana_last_name: 'ナカムラ',
      kana_first_name: 'ヒカル',
    },
  },
];

/** Inserts the companies and their first admins (the caller's transaction). */
export async function seedOtherDemoCompanies(tx: Executor, passwordHash: string, now: Date) {
  for (const { company, admin } of DEMO_OTHER_COMPANIES) {
    const [row] = await tx.insert(companies).values(company).returning({ id: companies.id });
    if (!row) throw new Error(`demo company ${company.name} was not created`);
    await tx.insert(companyAdmins).values({
      ...admin,
      company_id: row.id,
      role: 'admin',
      // Sign-up sets the password; only opening the confirmation mail confirms the address.
      password_hash: passwordHash,
      confirmation_sent_at: now,
      confirmed_at: company.status === 'temp_registration' ? null : now,
    });
  }
}
