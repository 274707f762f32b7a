// Bench data for the list bench (bench/lists.mjs), written with set-based INSERT … SELECT over
// generate_series so that 100,000 people with their links, sessions and results take seconds on
// either database. Per person n (the number in the employee number):
//   n % 10 < 5   a completed diagnosis with a scored result (50 %)
//   n % 10 = 5   an issued link, not started (every third one past its deadline)
//   n % 10 = 6   a link in progress (a started session)
//   n % 10 ≥ 7   never issued (未発行, 30 %)
// One person in 1,000 has the rare surname 宮崎 (ミヤザキ) for the sparse kana search.
import { sql } from 'drizzle-orm';

const SURNAMES = "array['山田','佐藤','鈴木','高橋','田中','渡辺','伊藤','山本','中村','小林']";
const SURNAMES_KANA =
  "array['ヤマダ','サトウ','スズキ','タカハシ','タナカ','ワタナベ','イトウ','ヤマモト','ナカムラ','コバヤシ']";
const GIVEN = "array['太郎','花子','一郎','美咲','健太','陽子']";
const GIVEN_KANA = "array['タロウ','ハナコ','イチロウ','ミサキ','ケンタ','ヨウコ']";
const TYPES = "array['full_time','full_time','part_time','dispatch','senkou','other']";
const DEPARTMENTS = "array['営業部','開発部','総務部','経理部','人事部']";

const num = 'substr(e.employee_id, 2)::int';

function metricsOf(type) {
  // A few T-scores that vary by person (the list sorts by one of them).
  return type === 'employee'
    ? `jsonb_build_object('highest_hukugo_answer', jsonb_build_object('raw', n % 50, 't', 30 + (n * 7) % 41), 'management_personnel_leadership', jsonb_build_object('raw', n % 30, 't', 25 + (n * 3) % 51))`
    : `jsonb_build_object('simple_react', jsonb_build_object('raw', 300 + n % 200, 't', 30 + (n * 7) % 41))`;
}

/** Seeds `count` people (with links, sessions and results) into the company. */
export async function seedListCompany(db, companyId, count) {
  const run = (text) => db.execute(sql.raw(text));
  await run(`
    insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name,
      gender, birthday, email, employment_type, department, position, hire_date, diagnosis_status, created_at, updated_at)
    select ${companyId}, 'E' || lpad(n::text, 6, '0'),
      case when n % 1000 = 1 then '宮崎' else (${SURNAMES})[n % 10 + 1] end,
      (${GIVEN})[(n / 10) % 6 + 1],
      case when n % 1000 = 1 then 'ミヤザキ' else (${SURNAMES_KANA})[n % 10 + 1] end,
      (${GIVEN_KANA})[(n / 10) % 6 + 1],
      case when n % 2 = 1 then 'male' else 'female' end,
      make_date(1960 + n % 45, n % 12 + 1, n % 28 + 1),
      'p' || n || '@example.com',
      (${TYPES})[n % 6 + 1],
      (${DEPARTMENTS})[n % 5 + 1],
      case when n % 10 = 0 then '課長' end,
      '2015-04-01',
      case when n % 10 < 5 then 'diagnosed' when n % 10 = 6 then 'in_progress' else 'undiagnosed' end,
      now() - make_interval(secs => ${count} - n), now()
    from generate_series(1, ${count}) n`);
  // Links for n % 10 < 7: completed, issued (some expired) or in progress.
  await run(`
    insert into diagnosis_links (company_id, employee_id, diagnosis_type, source, token_hash, email, deadline,
      status, sent_count, last_sent_at, started_at, completed_at, created_at, updated_at)
    select ${companyId}, e.id, case when e.employment_type = 'senkou' then 'senkou' else 'employee' end, 'mail',
      md5(${companyId} || ':' || e.id), e.email,
      case when ${num} % 10 = 5 and ${num} % 3 = 0 then now() - interval '1 day' else now() + interval '30 days' end,
      case when ${num} % 10 < 5 then 'completed' when ${num} % 10 = 5 then 'issued' else 'in_progress' end,
      1, e.created_at, case when ${num} % 10 <> 5 then e.created_at end,
      case when ${num} % 10 < 5 then e.created_at end, e.created_at, e.created_at
    from employees e where e.company_id = ${companyId} and e.employee_id ~ '^E[0-9]{6}$' and ${num} % 10 < 7`);
  await run(`
    insert into diagnosis_sessions (company_id, link_id, employee_id, diagnosis_type, protocol_version, seed,
      device, os, browser, status, completed_at)
    select ${companyId}, l.id, l.employee_id, l.diagnosis_type, 'bench', l.id, 'pc', 'windows', 'chrome',
      case when l.status = 'completed' then 'completed' else 'in_progress' end, l.completed_at
    from diagnosis_links l where l.company_id = ${companyId} and l.status <> 'issued'
      and l.token_hash = md5(${companyId} || ':' || l.employee_id)`);
  const validity = `'{"flags":[],"false_starts":0,"held_keys":0,"untrusted_events":0,"webdriver":false,"hidden_ms":0,"blur_count":0,"voided_trials":0,"constant_rt":false,"valid":true}'::jsonb`;
  for (const type of ['employee', 'senkou']) {
    const ranks =
      type === 'employee' ? "array['OK','CONSIDERING','NG']" : "array['OK','A_RANK','B_RANK','C_RANK','NG']";
    await run(`
      insert into mirumevital_results (company_id, employee_id, session_id, diagnosis_type, scoring_version,
        metrics, aptitudes, pc_evaluation, rank, rank_rule, validity, norm_device, taken_at)
      select ${companyId}, s.employee_id, s.id, s.diagnosis_type, 'bench', ${metricsOf(type)}, '{}'::jsonb,
        'ordinary', (${ranks})[n % array_length(${ranks}, 1) + 1],
        '{"rank":"OK","text":"","rule_index":null,"metric":null,"op":null,"threshold":null,"value":null}'::jsonb,
        ${validity}, 'pc', s.completed_at
      from (select s.*, s.employee_id as n from diagnosis_sessions s
            where s.company_id = ${companyId} and s.status = 'completed' and s.protocol_version = 'bench'
              and s.diagnosis_type = '${type}') s`);
  }
}

/** A second company with its own admin (the demo admin's password) for the isolation figure. */
export async function createOtherCompany(db, adminEmail, otherEmail) {
  const { rows } = await db.execute(sql`
    with c as (insert into companies (name, status) values ('ベンチ小規模株式会社', 'approved') returning id)
    insert into company_admins (company_id, role, email, last_name, first_name, kana_last_name, kana_first_name,
      password_hash, confirmed_at)
    select c.id, 'admin', ${otherEmail}, '小規模', '管理者', 'ショウキボ', 'カンリシャ', a.password_hash, now()
    from c, company_admins a where a.email = ${adminEmail}
    returning company_id`);
  return Number((rows ?? [])[0]?.company_id);
}

export async function companyOf(db, email) {
  const { rows } = await db.execute(sql`select company_id from company_admins where email = ${email}`);
  return Number((rows ?? [])[0]?.company_id);
}

/** Planner statistics and visibility maps, as a long-running database would have them. */
export async function analyze(db) {
  await db.execute(sql.raw('vacuum analyze'));
}
