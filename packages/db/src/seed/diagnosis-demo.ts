/**
 * The demo company's diagnosis picture: people with scored results (one employee with three
 * results months apart, for the trend page), a voided session, links not yet taken (one expired,
 * one in progress), a batch of five unused tickets, and status notifications of which
 * the two newest are unread. Sessions are synthetic (the scoring engineer's simulated examinees),
 * scored by the same engine and stored by the same queries, in the same order and with the same
 * rules, as the API's completion (storeScoredSession in apps/api/src/services/exam/complete.ts,
 * which this package cannot import), so what the pages show is exactly what a real examinee would
 * produce. Dates are relative to the seeding day.
 */
import { randomInt } from 'node:crypto';
import { BLOCKS, PROTOCOL_VERSION, TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@mirume/shared';
import { ZCriteriaRules } from '@mirume/shared/vital/criteria';
import { scoreSession } from '@mirume/shared/vital/scoring/index';
import { synthesizeSession } from '@mirume/shared/vital/synthetic';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { ensureDefaultCriteria, findCurrentCriteria } from '../queries/criteria.ts';
import {
  completeExamLink,
  type ExamSessionRow,
  findExamSession,
  finishExamSession,
  insertExamLink,
  insertSessionBlock,
  setDiagnosisStatus,
  startExamSession,
} from '../queries/exam.ts';
import { newLinkToken } from '../queries/link-tokens.ts';
import { insertStatusNotification } from '../queries/notifications/status-notifications.ts';
import { hasValidResultOtherThan } from '../queries/results/latest.ts';
import { insertResult, type ResultRankValue } from '../queries/results/store.ts';
import {
  companyAdmins,
  employees,
  shindanStatusNotificationReads,
  shindanStatusNotifications,
  ticketBatches,
  ticketCodes,
} from '../schema/index.ts';
import { seedCriteriaDemo } from './criteria-demo.ts';

const DAY = 24 * 60 * 60 * 1000;

type Profile = Parameters<typeof synthesizeSession>[0];
type Type = 'senkou' | 'employee';

interface DemoPerson {
  employee_id: string;
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  email: string;
  employment_type: 'full_time' | 'part_time' | 'senkou';
  department: string | null;
  /** Results: profile, device, how many days ago. */
  results?: { type: Type; profile: Profile; device: 'pc' | 'tab' | 'sp'; daysAgo: number }[];
  /** An issued link not (fully) taken: deadline in days from today (negative = expired). */
  pending?: { type: Type; deadlineDays: number; blocksDone?: number };
}

const PEOPLE: DemoPerson[] = [
  {
    employee_id: 'E1001',
    last_name: '田中',
    first_name: '一郎',
    kana_last_name: 'タナカ',
    kana_first_name: 'イチロウ',
    email: 'tanaka@demo.mirume.test',
    employment_type: 'full_time',
    department: '営業部',
    results: [
      { type: 'employee', profile: 'tired', device: 'pc', daysAgo: 180 },
      { type: 'employee', profile: 'typical', device: 'pc', daysAgo: 90 },
      { type: 'employee', profile: 'fast_steady', device: 'pc', daysAgo: 12 },
    ],
  },
  {
    employee_id: 'S2001',
    last_name: '伊藤',
    first_name: 'さくら',
    kana_last_name: 'イトウ',
    kana_first_name: 'サクラ',
    email: 'ito.sakura@example.jp',
    employment_type: 'senkou',
    department: null,
    results: [{ type: 'senkou', profile: 'fast_steady', device: 'sp', daysAgo: 2 }],
  },
  {
    employee_id: 'S2002',
    last_name: '渡辺',
    first_name: '大輔',
    kana_last_name: 'ワタナベ',
    kana_first_name: 'ダイスケ',
    email: 'watanabe.d@example.jp',
    employment_type: 'senkou',
    department: null,
    results: [{ type: 'senkou', profile: 'slow', device: 'sp', daysAgo: 5 }],
  },
  {
    employee_id: 'S2003',
    last_name: '小林',
    first_name: '健',
    kana_last_name: 'コバヤシ',
    kana_first_name: 'ケン',
    email: 'kobayashi.k@example.jp',
    employment_type: 'senkou',
    department: null,
    results: [{ type: 'senkou', profile: 'bot_constant', device: 'pc', daysAgo: 1 }],
  },
  {
    employee_id: 'E1002',
    last_name: '中村',
    first_name: '愛',
    kana_last_name: 'ナカムラ',
    kana_first_name: 'アイ',
    email: 'nakamura@demo.mirume.test',
    employment_type: 'full_time',
    department: '開発部',
    pending: { type: 'employee', deadlineDays: 14 },
  },
  {
    employee_id: 'S2004',
    last_name: '加藤',
    first_name: '翔太',
    kana_last_name: 'カトウ',
    kana_first_name: 'ショウタ',
    email: 'kato.shota@example.jp',
    employment_type: 'senkou',
    department: null,
    pending: { type: 'senkou', deadlineDays: -3 },
  },
  {
    employee_id: 'S2005',
    last_name: '山本',
    first_name: '真央',
    kana_last_name: 'ヤマモト',
    kana_first_name: 'マオ',
    email: 'yamamoto.mao@example.jp',
    employment_type: 'senkou',
    department: null,
    pending: { type: 'senkou', deadlineDays: -1 },
  },
  {
    employee_id: 'E1003',
    last_name: '吉田',
    first_name: '結衣',
    kana_last_name: 'ヨシダ',
    kana_first_name: 'ユイ',
    email: 'yoshida@demo.mirume.test',
    employment_type: 'part_time',
    department: '総務部',
    pending: { type: 'employee', deadlineDays: 7, blocksDone: 3 },
  },
  {
    // Joined this month and not yet issued a diagnosis: the 未発行 row of the undiagnosed list.
    employee_id: 'E1005',
    last_name: '鈴木',
    first_name: '大輔',
    kana_last_name: 'スズキ',
    kana_first_name: 'ダイスケ',
    email: 'suzuki.daisuke@demo.mirume.test',
    employment_type: 'full_time',
    department: '営業部',
  },
];

interface DemoLinkFacts {
  companyId: number;
  employeeId: number;
  type: Type;
  email: string;
  issuerId: number | null;
  issuedAt: Date;
  deadline: Date;
}

/** A mailed link whose token nobody knows (demo links are for the company's pages, not to be taken). */
async function demoLink(tx: Executor, l: DemoLinkFacts) {
  return insertExamLink(tx, {
    company_id: l.companyId,
    employee_id: l.employeeId,
    diagnosis_type: l.type,
    source: 'mail',
    token_hash: newLinkToken().hash,
    email: l.email,
    deadline: l.deadline,
    message: null,
    sent_count: 1,
    last_sent_at: l.issuedAt,
    issued_by_company_admin_id: l.issuerId,
    created_at: l.issuedAt,
    updated_at: l.issuedAt,
  });
}

/** Starts a session on a link at `at` and stores the first `count` synthetic blocks. */
async function takeBlocks(
  tx: Executor,
  link: { id: number; companyId: number; employeeId: number; type: Type },
  profile: Profile,
  device: 'pc' | 'tab' | 'sp',
  seed: number,
  at: Date,
  count: number,
) {
  await startExamSession(
    tx,
    {
      company_id: link.companyId,
      link_id: link.id,
      employee_id: link.employeeId,
      diagnosis_type: link.type,
      protocol_version: PROTOCOL_VERSION,
      seed,
      device,
      os: device === 'pc' ? 'windows' : 'ios',
      browser: device === 'pc' ? 'chrome' : 'safari',
      user_agent: 'demo',
      refresh_hz: 60,
      screen_width: device === 'pc' ? 1280 : 390,
      screen_height: device === 'pc' ? 800 : 844,
      webdriver: profile === 'bot_constant',
    },
    at,
  );
  const session = await findExamSession(tx, link.id);
  if (!session) throw new Error('demo session was not created');
  const blocks = synthesizeSession(profile, seed, { device }).slice(0, count);
  for (const payload of blocks) {
    await insertSessionBlock(tx, session.id, {
      block_index: payload.block_index,
      block_id: payload.block_id,
      payload,
    });
  }
  return { session, blocks };
}

function ticketCode(): string {
  let code = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i++)
    code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}

/**
 * The outcome of a demo session, written as the API's storeScoredSession writes it. A demo link
 * has no ticket, so there is no ticket to mark used.
 */
async function storeDemoResult(
  tx: Executor,
  session: ExamSessionRow,
  scored: ReturnType<typeof scoreSession>,
  criteriaId: number,
  takenAt: Date,
) {
  const resultId = await insertResult(tx, {
    company_id: session.company_id,
    employee_id: session.employee_id,
    session_id: session.id,
    diagnosis_type: session.diagnosis_type,
    scoring_version: scored.scoring_version,
    metrics: scored.metrics,
    aptitudes: scored.aptitudes,
    pc_evaluation: scored.pc_evaluation,
    rank: scored.rank as ResultRankValue,
    criteria_id: criteriaId,
    rank_rule: scored.rank_rule,
    validity: scored.validity,
    norm_device: session.device,
    taken_at: takenAt,
  });
  const status = scored.voided ? 'failed' : 'completed';
  await finishExamSession(
    tx,
    session.id,
    { status, failure_reason: scored.voided ? scored.void_reason : null },
    takenAt,
  );
  await completeExamLink(tx, session.link_id, takenAt);
  const diagnosed = !scored.voided || (await hasValidResultOtherThan(tx, session.employee_id, resultId));
  const person = await setDiagnosisStatus(
    tx,
    session.employee_id,
    diagnosed ? 'diagnosed' : 'undiagnosed',
    takenAt,
  );
  if (!person) throw new Error('demo person was not found');
  await insertStatusNotification(tx, {
    company_id: session.company_id,
    employee_id: session.employee_id,
    link_id: session.link_id,
    result_id: resultId,
    // Demo names carry no trailing UUID (that is the CSV import's), so they are stored as they are.
    last_name: person.last_name,
    first_name: person.first_name,
    email: person.email,
    diagnosis_type: session.diagnosis_type,
    status: scored.voided ? 'failure' : 'success',
    reason: scored.voided ? scored.void_reason : null,
    created_at: takenAt,
    updated_at: takenAt,
  });
}

export async function seedDiagnosisDemo(tx: Executor, companyId: number, now = new Date()): Promise<void> {
  await ensureDefaultCriteria(tx);
  const [issuer] = await tx
    .select({ id: companyAdmins.id })
    .from(companyAdmins)
    .where(eq(companyAdmins.company_id, companyId))
    .limit(1);
  let seed = 20_261_121;

  for (const person of PEOPLE) {
    const { results, pending, ...fields } = person;
    const [row] = await tx
      .insert(employees)
      .values({ ...fields, company_id: companyId })
      .returning({ id: employees.id });
    if (!row) throw new Error('demo person was not created');
    const owner = { companyId, employeeId: row.id, email: person.email, issuerId: issuer?.id ?? null };

    for (const r of results ?? []) {
      const takenAt = new Date(now.getTime() - r.daysAgo * DAY);
      const issuedAt = new Date(takenAt.getTime() - 2 * DAY);
      const id = await demoLink(tx, {
        ...owner,
        type: r.type,
        issuedAt,
        deadline: new Date(takenAt.getTime() + 5 * DAY),
      });
      const link = { id, companyId, employeeId: row.id, type: r.type };
      const { session, blocks } = await takeBlocks(
        tx,
        link,
        r.profile,
        r.device,
        seed++,
        new Date(takenAt.getTime() - 15 * 60_000),
        BLOCKS.length,
      );
      const criteria = await findCurrentCriteria(tx, companyId, r.type);
      if (!criteria) throw new Error('default criteria missing');
      const scored = scoreSession({
        diagnosisType: r.type,
        device: r.device,
        seed: session.seed,
        webdriver: session.webdriver,
        blocks,
        criteria: ZCriteriaRules.parse(criteria.rules),
      });
      await storeDemoResult(tx, session, scored, criteria.id, takenAt);
    }

    if (pending) {
      const issuedAt = new Date(now.getTime() - 10 * DAY);
      const deadline = new Date(now.getTime() + pending.deadlineDays * DAY);
      const id = await demoLink(tx, { ...owner, type: pending.type, issuedAt, deadline });
      if (pending.blocksDone) {
        const link = { id, companyId, employeeId: row.id, type: pending.type };
        await takeBlocks(
          tx,
          link,
          'typical',
          'sp',
          seed++,
          new Date(now.getTime() - 30 * 60_000),
          pending.blocksDone,
        );
      }
    }
  }

  const [batch] = await tx
    .insert(ticketBatches)
    .values({
      company_id: companyId,
      diagnosis_type: 'senkou',
      quantity: 5,
      deadline: new Date(now.getTime() + 30 * DAY),
      message: '会社説明会の会場で受検してください。',
      issued_by_company_admin_id: issuer?.id ?? null,
      created_at: new Date(now.getTime() - 3 * DAY),
    })
    .returning({ id: ticketBatches.id, deadline: ticketBatches.deadline });
  if (!batch) throw new Error('demo ticket batch was not created');
  await tx.insert(ticketCodes).values(
    Array.from({ length: 5 }, () => ({
      company_id: companyId,
      batch_id: batch.id,
      code: ticketCode(),
      diagnosis_type: 'senkou' as const,
      deadline: batch.deadline,
    })),
  );

  // Every demo user has read all but the two newest status notifications.
  const notifications = await tx
    .select({ id: shindanStatusNotifications.id })
    .from(shindanStatusNotifications)
    .where(eq(shindanStatusNotifications.company_id, companyId))
    .orderBy(desc(shindanStatusNotifications.created_at));
  const older = notifications.slice(2).map((n) => n.id);
  const users = await tx
    .select({ id: companyAdmins.id })
    .from(companyAdmins)
    .where(eq(companyAdmins.company_id, companyId));
  const reads = older.flatMap((notification_id) =>
    users.map((u) => ({ notification_id, company_admin_id: u.id, read_at: now })),
  );
  if (reads.length > 0) await tx.insert(shindanStatusNotificationReads).values(reads);

  await seedCriteriaDemo(tx, companyId, now);
}
