/**
 * Test helpers of the examinee's side: links and tickets created straight in the database (the
 * issuing service is tested on its own), device facts, and a scripted run through the test with a
 * synthetic examinee from the scoring engine's generator.
 */

import { randomInt } from 'node:crypto';
import { type Database, newLinkToken, schema } from '@mirume/db';
import {
  type TBlockPayload,
  type TExamSessionRequest,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from '@mirume/shared';
import { synthesizeSession } from '@mirume/shared/vital/synthetic';
import type { App } from '../../src/lib/zod-app.ts';
import { createPerson as createResultPerson } from './results.ts';

const DAY = 24 * 60 * 60 * 1000;
let seq = 0;

export const DEVICE: TExamSessionRequest = {
  consent: true,
  device: 'sp',
  os: 'ios',
  browser: 'safari',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  refresh_hz: 60,
  screen_width: 390,
  screen_height: 844,
  webdriver: false,
};

/** A person of the company (an applicant unless `fields` says otherwise), named as an examinee. */
export function createPerson(
  database: Database,
  companyId: number,
  fields: Partial<typeof schema.employees.$inferInsert> = {},
): Promise<number> {
  seq += 1;
  return createResultPerson(database, companyId, {
    employee_id: `EX-${seq}-${Date.now() % 1e6}`,
    last_name: '受検',
    first_name: `太郎${seq}`,
    kana_last_name: 'ジュケン',
    kana_first_name: 'タロウ',
    email: `examinee${seq}@example.jp`,
    department: null,
    ...fields,
  });
}

export interface TestLink {
  token: string;
  linkId: number;
  employeeId: number;
  companyId: number;
}

/** An issued link (deadline `deadlineDays` from now; negative = expired). */
export async function createLink(
  database: Database,
  companyId: number,
  opts: { type?: 'senkou' | 'employee'; deadlineDays?: number; employeeId?: number } = {},
): Promise<TestLink> {
  const employeeId = opts.employeeId ?? (await createPerson(database, companyId));
  const { token, hash } = newLinkToken();
  const [row] = await database.db
    .insert(schema.diagnosisLinks)
    .values({
      company_id: companyId,
      employee_id: employeeId,
      diagnosis_type: opts.type ?? 'senkou',
      token_hash: hash,
      email: 'examinee@example.jp',
      deadline: new Date(Date.now() + (opts.deadlineDays ?? 7) * DAY),
      message: 'よろしくお願いします。',
    })
    .returning({ id: schema.diagnosisLinks.id });
  return { token, linkId: row!.id, employeeId, companyId };
}

/** A batch with one unused ticket; answers its code. */
export async function createTicket(
  database: Database,
  companyId: number,
  opts: { type?: 'senkou' | 'employee'; deadlineDays?: number } = {},
): Promise<string> {
  const deadline = new Date(Date.now() + (opts.deadlineDays ?? 7) * DAY);
  const type = opts.type ?? 'senkou';
  const [batch] = await database.db
    .insert(schema.ticketBatches)
    .values({ company_id: companyId, diagnosis_type: type, quantity: 1, deadline, message: '説明会で受検' })
    .returning({ id: schema.ticketBatches.id });
  const code = Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)],
  ).join('');
  await database.db
    .insert(schema.ticketCodes)
    .values({ company_id: companyId, batch_id: batch!.id, code, diagnosis_type: type, deadline });
  return code;
}

export const linkUrl = (token: string, suffix = '') => `/api/v1/exam/links/${token}${suffix}`;

/** Starts (or resumes) the session; answers its seed. */
export async function startSession(app: App, token: string, facts: TExamSessionRequest = DEVICE) {
  const res = await app.inject({ method: 'POST', url: linkUrl(token, '/session'), payload: facts });
  if (res.statusCode !== 200) throw new Error(`session start failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    seed: number;
    received_blocks: number[];
    next_block_index: number;
    other_device: boolean;
  };
}

export function putBlock(
  app: App,
  token: string,
  block: TBlockPayload | Record<string, unknown>,
  index?: number,
) {
  const i = index ?? (block as { block_index: number }).block_index;
  return app.inject({ method: 'PUT', url: linkUrl(token, `/blocks/${i}`), payload: block });
}

/** Starts the session and uploads the synthetic examinee's blocks (all of them by default). */
export async function takeTest(
  app: App,
  token: string,
  profile: Parameters<typeof synthesizeSession>[0] = 'typical',
  opts: { count?: number; facts?: TExamSessionRequest } = {},
) {
  const facts = opts.facts ?? DEVICE;
  const { seed } = await startSession(app, token, facts);
  const blocks = synthesizeSession(profile, seed, { device: facts.device });
  for (const block of blocks.slice(0, opts.count ?? blocks.length)) {
    const res = await putBlock(app, token, block);
    if (res.statusCode !== 200)
      throw new Error(`block ${block.block_index} failed: ${res.statusCode} ${res.body}`);
  }
  return { seed, blocks };
}

export function complete(app: App, token: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: linkUrl(token, '/complete'), payload });
}
