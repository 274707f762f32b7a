/**
 * What the operator console shows in the demo world: the companies' contract periods and status
 * histories, a discarded company (restorable or destroyable from 削除済み企業), a second system
 * admin still to set a password, the operator's notifications and a few entries of the action log.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  companyAdmins,
  companyStatusChanges,
  operatorActions,
  operatorNotifications,
  systemAdmins,
} from '../schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const tokyoDate = (at: Date) => new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

async function companyIdByName(tx: Executor, name: string) {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`demo company ${name} missing`);
  return row.id;
}

export async function seedOperationsDemo(
  tx: Executor,
  opts: { demoCompanyId: number; operatorEmail: string; now: Date },
) {
  const { now } = opts;
  const [operator] = await tx
    .select({ id: systemAdmins.id, last_name: systemAdmins.last_name, first_name: systemAdmins.first_name })
    .from(systemAdmins)
    .where(eq(systemAdmins.email, opts.operatorEmail));
  if (!operator) throw new Error('demo operator missing');
  const actor = { system_admin_id: operator.id, actor_name: `${operator.last_name} ${operator.first_name}` };

  // A second operator, invited and not yet signed in (no password: it cannot be used to sign in).
  await tx
    .insert(systemAdmins)
    .values({
      email: 'support@mirume.test',
      role: 'admin',
      last_name: '佐々木',
      first_name: '由美',
      kana_last_name: 'ササキ',
      kana_first_name: 'ユミ',
      password_hash: null,
    })
    .onConflictDoNothing();

  const demo = opts.demoCompanyId;
  const sample = await companyIdByName(tx, '株式会社サンプル商事');
  const mirai = await companyIdByName(tx, 'みらい工業株式会社');
  const hikari = await companyIdByName(tx, '株式会社ひかりソリューションズ');

  // The demo company's trial ends in five days: the dashboard and the notifications show it.
  const trialStart = daysFrom(now, -25);
  await tx
    .update(companies)
    .set({
      date_start_contract: tokyoDate(trialStart),
      date_end_contract: tokyoDate(daysFrom(now, 5)),
      created_at: daysFrom(now, -27),
    })
    .where(eq(companies.id, demo));
  const contractStart = daysFrom(now, -200);
  await tx
    .update(companies)
    .set({
      date_start_contract: tokyoDate(contractStart),
      date_end_contract: tokyoDate(daysFrom(now, 165)),
      created_at: daysFrom(now, -240),
    })
    .where(eq(companies.id, hikari));
  await tx
    .update(companies)
    .set({ created_at: daysFrom(now, -2) })
    .where(eq(companies.id, sample));

  await tx.insert(companyStatusChanges).values([
    {
      company_id: demo,
      event: 'registered',
      from_status: null,
      to_status: 'temp_registration',
      created_at: daysFrom(now, -27),
    },
    {
      company_id: demo,
      event: 'status',
      from_status: 'temp_registration',
      to_status: 'email_authenticated',
      created_at: daysFrom(now, -26),
    },
    {
      company_id: demo,
      event: 'status',
      from_status: 'email_authenticated',
      to_status: 'trial',
      created_at: trialStart,
      ...actor,
    },
    {
      company_id: hikari,
      event: 'registered',
      from_status: null,
      to_status: 'trial',
      created_at: daysFrom(now, -240),
      ...actor,
    },
    {
      company_id: hikari,
      event: 'status',
      from_status: 'trial',
      to_status: 'approved',
      created_at: contractStart,
      ...actor,
    },
    {
      company_id: sample,
      event: 'registered',
      from_status: null,
      to_status: 'temp_registration',
      created_at: daysFrom(now, -2),
    },
    {
      company_id: sample,
      event: 'status',
      from_status: 'temp_registration',
      to_status: 'email_authenticated',
      created_at: daysFrom(now, -1),
    },
    {
      company_id: mirai,
      event: 'registered',
      from_status: null,
      to_status: 'temp_registration',
      created_at: now,
    },
  ]);

  // A company that stopped using the service: under 削除済み企業, restorable.
  const [closed] = await tx
    .insert(companies)
    .values({
      name: '株式会社あおば物流',
      name_kana: 'アオバブツリュウ',
      daihyo_name: '小林 修',
      status: 'approved',
      date_start_contract: tokyoDate(daysFrom(now, -400)),
      date_end_contract: tokyoDate(daysFrom(now, -35)),
      created_at: daysFrom(now, -420),
      discarded_at: daysFrom(now, -30),
    })
    .returning({ id: companies.id });
  if (!closed) throw new Error('demo discarded company was not created');
  await tx.insert(companyAdmins).values({
    company_id: closed.id,
    role: 'admin',
    email: 'admin@aoba.mirume.test',
    last_name: '小林',
    first_name: '修',
    kana_last_name: 'コバヤシ',
    kana_first_name: 'オサム',
    password_hash: null,
    confirmed_at: daysFrom(now, -420),
  });
  await tx.insert(companyStatusChanges).values([
    {
      company_id: closed.id,
      event: 'registered',
      from_status: null,
      to_status: 'approved',
      created_at: daysFrom(now, -420),
      ...actor,
    },
    {
      company_id: closed.id,
      event: 'discarded',
      from_status: 'approved',
      to_status: 'approved',
      created_at: daysFrom(now, -30),
      ...actor,
    },
  ]);

  const name = actor.actor_name;
  await tx.insert(operatorActions).values([
    {
      system_admin_id: operator.id,
      system_admin_name: name,
      company_id: demo,
      action: 'company.approve',
      target_type: 'company',
      target_id: String(demo),
      summary: '「デモ株式会社」のトライアル利用を承認しました（通知先：admin@demo.mirume.test）',
      changes: { status: { before: '承認待ち', after: 'トライアル' } },
      created_at: trialStart,
    },
    {
      system_admin_id: operator.id,
      system_admin_name: name,
      company_id: demo,
      action: 'company.update',
      target_type: 'company',
      target_id: String(demo),
      summary: '企業「デモ株式会社」の情報を変更しました',
      changes: { tel: { before: '0300000000', after: '0312345678' } },
      created_at: daysFrom(now, -20),
    },
    {
      system_admin_id: operator.id,
      system_admin_name: name,
      company_id: closed.id,
      action: 'company.discard',
      target_type: 'company',
      target_id: String(closed.id),
      summary: '企業「株式会社あおば物流」を削除しました（削除済み企業から復元できます）',
      created_at: daysFrom(now, -30),
    },
  ]);

  await tx.insert(operatorNotifications).values([
    {
      kind: 'company_pending',
      company_id: sample,
      title: '「株式会社サンプル商事」が承認待ちになりました',
      body: '田中 一郎（admin@sample.mirume.test）がメールアドレスの認証を済ませました。内容を確認して承認してください。',
      link: `/admin/companies/${sample}`,
      dedupe_key: `company_pending:${sample}`,
      created_at: daysFrom(now, -1),
    },
    {
      kind: 'trial_ending',
      company_id: demo,
      title: '「デモ株式会社」のトライアルがまもなく終了します',
      body: '本契約への切り替えやトライアル期間の延長が必要か、企業にご確認ください。',
      link: `/admin/companies/${demo}`,
      dedupe_key: `trial_ending:${demo}:${tokyoDate(daysFrom(now, 5))}`,
      created_at: daysFrom(now, -2),
    },
    {
      kind: 'mail_failed',
      title: 'メール「【ミルメ】診断のご案内」を送信できませんでした',
      body: '宛先 unknown-user@example.invalid へのメール（diagnosis_link）は、5回送信を試みましたが届かなかったため、送信を中止しました。宛先が正しいかご確認ください。',
      dedupe_key: 'mail_failed:demo',
      created_at: daysFrom(now, -3),
    },
  ]);
}
