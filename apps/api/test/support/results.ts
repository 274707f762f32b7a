/**
 * Test helpers of the results area: a scored result stored straight in the database the way the
 * examinee's completion stores it (link, session, raw blocks from the synthetic examinee, then
 * storeScoredSession), without running the test through HTTP, plus a CSV reader for the exports.
 */

import { type Database, newLinkToken, schema } from '@mirume/db';
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import { PROTOCOL_VERSION } from '@mirume/shared/vital/protocol';
import { scoreSession } from '@mirume/shared/vital/scoring/index';
import { type SyntheticProfile, synthesizeSession } from '@mirume/shared/vital/synthetic';
import { eq } from 'drizzle-orm';
import { parseCsv } from '../../src/lib/csv.ts';
import { storeScoredSession } from '../../src/services/exam/complete.ts';

let seq = 0;

export async function createPerson(
  database: Database,
  companyId: number,
  fields: Partial<typeof schema.employees.$inferInsert> = {},
): Promise<number> {
  seq += 1;
  const [row] = await database.db
    .insert(schema.employees)
    .values({
      company_id: companyId,
      employee_id: `RX-${String(seq).padStart(4, '0')}-${Date.now() % 1e6}`,
      last_name: '結果',
      first_name: `花子${seq}`,
      kana_last_name: 'ケッカ',
      kana_first_name: 'ハナコ',
      email: `result${seq}@example.jp`,
      employment_type: 'senkou',
      department: '営業部',
      ...fields,
    })
    .returning({ id: schema.employees.id });
  return row!.id;
}

export interface StoredResult {
  resultId: number;
  sessionId: number;
  seed: number;
  blocks: ReturnType<typeof synthesizeSession>;
}

/** A completed session of the person with its blocks and its scored result (default criteria). */
export async function storeResult(
  database: Database,
  companyId: number,
  employeeId: number,
  opts: {
    type?: 'senkou' | 'employee';
    profile?: SyntheticProfile;
    seed?: number;
    device?: 'pc' | 'tab' | 'sp';
    takenAt?: Date;
  } = {},
): Promise<StoredResult> {
  seq += 1;
  const type = opts.type ?? 'senkou';
  const device = opts.device ?? 'pc';
  const seed = opts.seed ?? 4242 + seq;
  const takenAt = opts.takenAt ?? new Date();
  const blocks = synthesizeSession(opts.profile ?? 'typical', seed, { device });
  const scored = scoreSession({
    diagnosisType: type,
    device,
    seed,
    webdriver: false,
    blocks,
    criteria: DEFAULT_CRITERIA[type].rules,
  });
  return database.db.transaction(async (tx) => {
    const [link] = await tx
      .insert(schema.diagnosisLinks)
      .values({
        company_id: companyId,
        employee_id: employeeId,
        diagnosis_type: type,
        token_hash: newLinkToken().hash,
        deadline: new Date(takenAt.getTime() + 7 * 86_400_000),
        status: 'in_progress',
      })
      .returning({ id: schema.diagnosisLinks.id });
    const [session] = await tx
      .insert(schema.diagnosisSessions)
      .values({
        company_id: companyId,
        link_id: link!.id,
        employee_id: employeeId,
        diagnosis_type: type,
        protocol_version: PROTOCOL_VERSION,
        seed,
        device,
        os: device === 'pc' ? 'windows' : 'ios',
        browser: device === 'pc' ? 'chrome' : 'safari',
        started_at: new Date(takenAt.getTime() - 20 * 60_000),
      })
      .returning({ id: schema.diagnosisSessions.id });
    await tx.insert(schema.diagnosisSessionBlocks).values(
      blocks.map((b) => ({
        session_id: session!.id,
        block_index: b.block_index,
        block_id: b.block_id,
        payload: b,
      })),
    );
    const stored = await storeScoredSession(tx, {
      session: {
        id: session!.id,
        company_id: companyId,
        employee_id: employeeId,
        link_id: link!.id,
        diagnosis_type: type,
        device,
      },
      scored,
      criteriaId: null,
      takenAt,
    });
    return { resultId: stored.resultId, sessionId: session!.id, seed, blocks };
  });
}

/** CSV text read by the server's CSV module (the same reader every import uses). */
export { parseCsv };

/** The rows of a CSV as objects keyed by the header line. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

/**
 * Removes a company's own criteria versions (the demo company has two), so the service defaults
 * rank its new results again: for tests that pin scoring to DEFAULT_CRITERIA.
 */
export async function useServiceDefaultCriteria(database: Database, companyId: number) {
  await database.db
    .delete(schema.musashinoCriteria)
    .where(eq(schema.musashinoCriteria.company_id, companyId));
}
