/**
 * The examinee's calls end to end against the real app: the whole test with a synthetic
 * examinee, server-side scoring from raw events only, idempotent uploads and completion, the
 * refusals (tampered, malformed, out of order, expired, deleted, completed), and tickets.
 */
import { schema } from '@mirume/db';
import {
  BLOCK_COUNT,
  buildSchedule,
  LINK_COMPANY_STOPPED_MESSAGE,
  LINK_COMPLETED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_NOT_FOUND_MESSAGE,
  MAX_TIMED_TRIALS,
  TICKET_EXPIRED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_USED_MESSAGE,
  type TQuestionnairePayload,
  type TReactionBlockPayload,
} from '@mirume/shared';
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import { scoreSession } from '@mirume/shared/vital/scoring/index';
import { synthesizeSession } from '@mirume/shared/vital/synthetic';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_FAILURES_PER_IP } from '../src/services/exam/redeem.ts';
import { signInOperator } from './support/app.ts';
import {
  complete,
  createLink,
  createPerson,
  createTicket,
  DEVICE,
  linkUrl,
  putBlock,
  startSession,
  takeTest,
} from './support/exam.ts';
import { useServiceDefaultCriteria } from './support/results.ts';
import { useWorld } from './support/world.ts';

const {
  diagnosisLinks,
  diagnosisSessions,
  employees,
  mirumevitalResults,
  shindanStatusNotifications,
  ticketCodes,
} = schema;

const ctx = useWorld();
// Scoring here is pinned to the service defaults; the demo company's own set would rank otherwise.
beforeAll(() => useServiceDefaultCriteria(ctx.database, ctx.companyId));
let companyId: number;
beforeAll(() => {
  ({ companyId } = ctx);
});

const db = () => ctx.database.db;
const get = (token: string) => ctx.app.inject({ method: 'GET', url: linkUrl(token) });

async function resultsOf(employeeId: number) {
  return db().select().from(mirumevitalResults).where(eq(mirumevitalResults.employee_id, employeeId));
}
async function notificationsOf(employeeId: number) {
  return db()
    .select()
    .from(shindanStatusNotifications)
    .where(eq(shindanStatusNotifications.employee_id, employeeId));
}

const redeemBody = (code: string, email = 'ticket.taker@example.jp') => ({
  code,
  last_name: '札幌',
  first_name: '花子',
  kana_last_name: 'サッポロ',
  kana_first_name: 'ハナコ',
  email,
});

describe('[EXAM] the whole test', () => {
  it('start → 8 blocks → complete: scored on the server, result, notification, person diagnosed, link completed', async () => {
    const employeeId = await createPerson(ctx.database, companyId, {
      last_name: '試験',
      first_name: '花子 0b9c2a1e-4f3d-4c2b-9a8e-123456789abc',
      email: 'hanako.shiken@example.jp',
    });
    const link = await createLink(ctx.database, companyId, { employeeId, type: 'senkou' });

    const entry = await get(link.token);
    expect(entry.statusCode).toBe(200);
    expect(entry.json().data).toMatchObject({
      state: 'ready',
      company_name: 'デモ株式会社',
      diagnosis_type: 'senkou',
      last_name: '試験',
      first_name: '花子',
      message: 'よろしくお願いします。',
      estimated_minutes: 10,
      session: null,
    });

    const { seed, blocks } = await takeTest(ctx.app, link.token, 'typical');
    const inProgress = (await get(link.token)).json().data;
    expect(inProgress.state).toBe('in_progress');
    expect(inProgress.session).toMatchObject({
      seed,
      protocol_version: 'mv1',
      received_blocks: [0, 1, 2, 3, 4, 5, 6, 7],
      next_block_index: BLOCK_COUNT,
      status: 'in_progress',
    });
    const [person] = await db().select().from(employees).where(eq(employees.id, employeeId));
    expect(person!.diagnosis_status).toBe('in_progress');

    const done = await complete(ctx.app, link.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { status: 'completed' } });

    const [result] = await resultsOf(employeeId);
    const expected = scoreSession({
      diagnosisType: 'senkou',
      device: DEVICE.device,
      seed,
      webdriver: false,
      blocks,
      criteria: DEFAULT_CRITERIA.senkou.rules,
    });
    expect(result).toMatchObject({
      diagnosis_type: 'senkou',
      scoring_version: expected.scoring_version,
      metrics: expected.metrics,
      rank: expected.rank,
      rank_rule: expected.rank_rule,
      validity: expected.validity,
      pc_evaluation: expected.pc_evaluation,
      norm_device: 'sp',
    });
    expect(result!.criteria_id).not.toBeNull();

    const [link2] = await db().select().from(diagnosisLinks).where(eq(diagnosisLinks.id, link.linkId));
    expect(link2!.status).toBe('completed');
    expect(link2!.completed_at).toBeInstanceOf(Date);
    const [session] = await db()
      .select()
      .from(diagnosisSessions)
      .where(eq(diagnosisSessions.link_id, link.linkId));
    expect(session).toMatchObject({ status: 'completed', device: 'sp', os: 'ios', browser: 'safari' });
    const [after] = await db().select().from(employees).where(eq(employees.id, employeeId));
    expect(after!.diagnosis_status).toBe('diagnosed');
    expect(await notificationsOf(employeeId)).toMatchObject([
      {
        status: 'success',
        last_name: '試験',
        first_name: '花子',
        email: 'hanako.shiken@example.jp',
        diagnosis_type: 'senkou',
        result_id: result!.id,
        reason: null,
      },
    ]);

    // The completed link: the entry page thanks; everything but completion is gone.
    expect((await get(link.token)).json().data.state).toBe('completed');
    const again = await ctx.app.inject({
      method: 'POST',
      url: linkUrl(link.token, '/session'),
      payload: DEVICE,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({ code: 'GONE', message: LINK_COMPLETED_MESSAGE });
    expect((await putBlock(ctx.app, link.token, blocks[7]!)).statusCode).toBe(410);
    const second = await complete(ctx.app, link.token);
    expect(second.json()).toEqual({ data: { status: 'completed' } });
    expect(await resultsOf(employeeId)).toHaveLength(1);
    expect(await notificationsOf(employeeId)).toHaveLength(1);
  });

  it('two completions at once store one result and one notification', async () => {
    const link = await createLink(ctx.database, companyId, { type: 'employee' });
    await takeTest(ctx.app, link.token, 'fast_steady');
    const [a, b, c] = await Promise.all([
      complete(ctx.app, link.token),
      complete(ctx.app, link.token),
      complete(ctx.app, link.token),
    ]);
    for (const res of [a, b, c]) expect(res.json()).toEqual({ data: { status: 'completed' } });
    expect(await resultsOf(link.employeeId)).toHaveLength(1);
    expect(await notificationsOf(link.employeeId)).toHaveLength(1);
  });

  it('ignores scores the client sends: the stored metrics are the server’s own scoring', async () => {
    const link = await createLink(ctx.database, companyId, { type: 'senkou' });
    const { seed, blocks } = await takeTest(ctx.app, link.token, 'slow');
    const forged = {
      scores: { performance: 99 },
      metrics: { performance: { raw: 1, t: 80 } },
      rank: 'A_RANK',
      status: 'completed',
    };
    const res = await complete(ctx.app, link.token, forged);
    expect(res.statusCode, res.body).toBe(200);
    const expected = scoreSession({
      diagnosisType: 'senkou',
      device: 'sp',
      seed,
      webdriver: false,
      blocks,
      criteria: DEFAULT_CRITERIA.senkou.rules,
    });
    const [result] = await resultsOf(link.employeeId);
    expect(result!.metrics).toEqual(expected.metrics);
    expect(result!.rank).toBe(expected.rank);
  });

  it('ranks with the company’s newest criteria set, else the service default created once', async () => {
    const defaults = () =>
      db().select().from(schema.musashinoCriteria).where(isNull(schema.musashinoCriteria.company_id));
    expect((await defaults()).map((r) => r.diagnosis_type).sort()).toEqual(['employee', 'senkou']);

    const [own] = await db()
      .insert(schema.musashinoCriteria)
      .values({
        company_id: companyId,
        diagnosis_type: 'senkou',
        name: '自社基準',
        rules: { diagnosis_type: 'senkou', rules: [], fallback: 'C_RANK' },
      })
      .returning();
    const link = await createLink(ctx.database, companyId, { type: 'senkou' });
    await takeTest(ctx.app, link.token, 'fast_steady');
    // No body at all is fine too: completion takes nothing from the client.
    const res = await ctx.app.inject({ method: 'POST', url: linkUrl(link.token, '/complete') });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = await resultsOf(link.employeeId);
    expect(result).toMatchObject({ rank: 'C_RANK', criteria_id: own!.id });
    expect((result!.rank_rule as { text: string }).text).toBe('いずれの基準にも該当しないため Cランク');
    expect(await defaults()).toHaveLength(2);
    await db().delete(schema.musashinoCriteria).where(eq(schema.musashinoCriteria.id, own!.id));
  });

  it('a bot-like session is voided: failed, a failure notification with the reason, the person not diagnosed', async () => {
    const link = await createLink(ctx.database, companyId, { type: 'senkou' });
    await takeTest(ctx.app, link.token, 'bot_constant', {
      facts: { ...DEVICE, device: 'pc', webdriver: true },
    });
    const res = await complete(ctx.app, link.token);
    expect(res.json()).toEqual({ data: { status: 'failed' } });
    const [session] = await db()
      .select()
      .from(diagnosisSessions)
      .where(eq(diagnosisSessions.link_id, link.linkId));
    expect(session!.status).toBe('failed');
    expect(session!.failure_reason).toMatch(/./);
    const [notification] = await notificationsOf(link.employeeId);
    expect(notification).toMatchObject({ status: 'failure', reason: session!.failure_reason });
    const [person] = await db().select().from(employees).where(eq(employees.id, link.employeeId));
    expect(person!.diagnosis_status).toBe('undiagnosed');
    // The voided result stays on record with its validity flags.
    const [result] = await resultsOf(link.employeeId);
    expect(result!.validity).toMatchObject({ valid: false, webdriver: true });
  });
});

describe('[EXAM] uploads', () => {
  it('resumes: starting twice gives the same seed, and the entry page lists the blocks already received', async () => {
    const link = await createLink(ctx.database, companyId);
    const first = await startSession(ctx.app, link.token);
    const blocks = synthesizeSession('typical', first.seed, { device: 'sp' });
    for (const block of blocks.slice(0, 3))
      expect((await putBlock(ctx.app, link.token, block)).statusCode).toBe(200);
    const second = await startSession(ctx.app, link.token, { ...DEVICE, device: 'pc', os: 'windows' });
    expect(second).toMatchObject({ seed: first.seed, received_blocks: [0, 1, 2], next_block_index: 3 });
    const [session] = await db()
      .select()
      .from(diagnosisSessions)
      .where(eq(diagnosisSessions.link_id, link.linkId));
    expect(session!.device).toBe('sp');
    const entry = (await get(link.token)).json().data;
    expect(entry.state).toBe('in_progress');
    expect(entry.session.received_blocks).toEqual([0, 1, 2]);
  });

  it('the same link resumed on a second device: the examinee is told, and the result carries the flag', async () => {
    const link = await createLink(ctx.database, companyId);
    const phone = { ...DEVICE, device_key: 'phone-key-0123456789' };
    const laptop = {
      ...DEVICE,
      device: 'pc' as const,
      os: 'windows' as const,
      device_key: 'laptop-key-0123456789',
    };
    const first = await startSession(ctx.app, link.token, phone);
    expect(first.other_device).toBe(false);
    const blocks = synthesizeSession('typical', first.seed, { device: 'sp' });
    for (const block of blocks.slice(0, 3)) await putBlock(ctx.app, link.token, block);
    // A reload on the first device is no second device.
    expect((await startSession(ctx.app, link.token, phone)).other_device).toBe(false);
    expect((await startSession(ctx.app, link.token, laptop)).other_device).toBe(true);
    for (const block of blocks.slice(3)) await putBlock(ctx.app, link.token, block);
    expect((await complete(ctx.app, link.token)).statusCode).toBe(200);
    const [session] = await db()
      .select()
      .from(diagnosisSessions)
      .where(eq(diagnosisSessions.link_id, link.linkId));
    expect(session).toMatchObject({ device_key: phone.device_key, other_device: true });
    const [result] = await resultsOf(link.employeeId);
    expect(result!.validity).toMatchObject({ other_device: true });
    expect((result!.validity as { flags: string[] }).flags).toContain('別の端末で再開');
  });

  it('a malformed device key answers 400 in Japanese', async () => {
    const link = await createLink(ctx.database, companyId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: linkUrl(link.token, '/session'),
      payload: { ...DEVICE, device_key: 'bad key!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      device_key: ['端末の識別子が正しくありません。'],
    });
  });

  it('starting needs consent and well-formed device facts (Japanese field errors)', async () => {
    const link = await createLink(ctx.database, companyId);
    const start = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: linkUrl(link.token, '/session'), payload });
    const noConsent = await start({ ...DEVICE, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.details.fieldErrors).toEqual({ consent: ['利用目的への同意が必要です'] });
    const badDevice = await start({ ...DEVICE, device: 'watch', screen_width: -1 });
    expect(badDevice.statusCode).toBe(400);
    const fieldErrors = badDevice.json().error.details.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual(['device', 'screen_width']);
    for (const messages of Object.values(fieldErrors)) expect(messages.join('')).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect((await get(link.token)).json().data.session).toBeNull();
  });

  it('the same block again answers 200 and keeps what was stored first', async () => {
    const link = await createLink(ctx.database, companyId);
    const { blocks } = await takeTest(ctx.app, link.token, 'typical', { count: 2 });
    const changed = { ...(blocks[1] as TReactionBlockPayload), repeats_blocked: 77 };
    const res = await putBlock(ctx.app, link.token, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received_blocks: [0, 1], next_block_index: 2 } });
    const [session] = await db()
      .select()
      .from(diagnosisSessions)
      .where(eq(diagnosisSessions.link_id, link.linkId));
    const [stored] = await db()
      .select()
      .from(schema.diagnosisSessionBlocks)
      .where(
        and(
          eq(schema.diagnosisSessionBlocks.session_id, session!.id),
          eq(schema.diagnosisSessionBlocks.block_index, 1),
        ),
      );
    expect((stored!.payload as TReactionBlockPayload).repeats_blocked).toBe(
      (blocks[1] as TReactionBlockPayload).repeats_blocked,
    );
  });

  it('a gap in the order answers 409 naming the missing block', async () => {
    const link = await createLink(ctx.database, companyId);
    const { seed } = await startSession(ctx.app, link.token);
    const blocks = synthesizeSession('typical', seed, { device: 'sp' });
    expect((await putBlock(ctx.app, link.token, blocks[0]!)).statusCode).toBe(200);
    const res = await putBlock(ctx.app, link.token, blocks[2]!);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
    expect(res.json().error.message).toContain('「単純反応」');
  });

  it('a block before the session started answers 409', async () => {
    const link = await createLink(ctx.database, companyId);
    const blocks = synthesizeSession('typical', 1, { device: 'sp' });
    const res = await putBlock(ctx.app, link.token, blocks[0]!);
    expect(res.statusCode).toBe(409);
  });

  it('a tampered stimulus answers 400 and is not stored', async () => {
    const link = await createLink(ctx.database, companyId);
    const { blocks } = await takeTest(ctx.app, link.token, 'typical', { count: 3 });
    const choice = structuredClone(blocks[3] as TReactionBlockPayload);
    const trial = choice.trials[4]!;
    trial.stim = (trial.stim + 1) % 4;
    const res = await putBlock(ctx.app, link.token, choice);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ 'trials.4.stim': ['出題内容が一致しません'] });
    expect((await get(link.token)).json().data.session.received_blocks).toEqual([0, 1, 2]);
  });

  it('malformed events answer 400 with Japanese field errors, never 500', async () => {
    const link = await createLink(ctx.database, companyId);
    const { blocks } = await takeTest(ctx.app, link.token, 'typical', { count: 1 });
    const bad = structuredClone(blocks[1] as TReactionBlockPayload) as unknown as Record<string, unknown>;
    (bad.trials as Record<string, unknown>[])[0]!.onset = 'soon';
    bad.input = 'voice';
    const res = await putBlock(ctx.app, link.token, bad);
    expect(res.statusCode).toBe(400);
    const fieldErrors = res.json().error.details.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual(['input', 'trials.0.onset']);
    for (const messages of Object.values(fieldErrors)) expect(messages.join('')).toMatch(/[ぁ-んァ-ヶ一-龠]/);

    for (const payload of [[1, 2, 3], 'text', { block_index: 1 }, { trials: 'x' }]) {
      const r = await ctx.app.inject({
        method: 'PUT',
        url: linkUrl(link.token, '/blocks/1'),
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const outOfRange = await ctx.app.inject({
      method: 'PUT',
      url: linkUrl(link.token, '/blocks/8'),
      payload: {},
    });
    expect(outOfRange.statusCode).toBe(400);
    // A block sent to another block's address.
    const wrong = await putBlock(ctx.app, link.token, blocks[1]!, 2);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.details.fieldErrors).sort()).toEqual(['block_id', 'block_index']);
  });

  it('questionnaire answers to items that do not exist answer 400', async () => {
    const link = await createLink(ctx.database, companyId);
    const { blocks } = await takeTest(ctx.app, link.token, 'typical', { count: 7 });
    const questionnaire = structuredClone(blocks[7]!) as TQuestionnairePayload;
    questionnaire.answers.q99 = 5;
    const res = await putBlock(ctx.app, link.token, questionnaire);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ 'answers.q99': ['存在しない設問への回答です'] });
    expect((await putBlock(ctx.app, link.token, blocks[7]!)).statusCode).toBe(200);
  });

  it('a timed block with the most trials it can have fits the body limit', async () => {
    const link = await createLink(ctx.database, companyId);
    const { seed, blocks } = await takeTest(ctx.app, link.token, 'typical', { count: 1 });
    const schedule = buildSchedule(1, seed);
    const base = blocks[1] as TReactionBlockPayload;
    let t = 1000;
    const full: TReactionBlockPayload = {
      ...base,
      trials: schedule.slice(0, MAX_TIMED_TRIALS).map((s) => {
        t += s.isi + 300;
        return {
          n: s.n,
          stim: s.stim,
          onset: t,
          window: 1500,
          voided: false,
          responses: [{ t: t + 251.25, kind: 'pointerdown', key: 'touch', choice: null, trusted: true }],
        };
      }),
    };
    const body = JSON.stringify(full);
    expect(body.length).toBeLessThan(1024 * 1024);
    const res = await putBlock(ctx.app, link.token, full);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });

  it('completion before every block is in answers 409 listing what is missing', async () => {
    const link = await createLink(ctx.database, companyId);
    await takeTest(ctx.app, link.token, 'typical', { count: 6 });
    const res = await complete(ctx.app, link.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'まだ届いていないブロックがあります: 「単純反応（2回目）」、「アンケート」',
    );
    const notStarted = await createLink(ctx.database, companyId);
    expect((await complete(ctx.app, notStarted.token)).statusCode).toBe(409);
  });
});

describe('[EXAM] links that no longer work', () => {
  it('an expired link answers 410 with the Japanese message', async () => {
    const link = await createLink(ctx.database, companyId, { deadlineDays: -1 });
    const res = await get(link.token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({ code: 'GONE', message: LINK_EXPIRED_MESSAGE });
    const start = await ctx.app.inject({
      method: 'POST',
      url: linkUrl(link.token, '/session'),
      payload: DEVICE,
    });
    expect(start.statusCode).toBe(410);
  });

  it('a test started before the deadline can still be finished just after it', async () => {
    const link = await createLink(ctx.database, companyId);
    await takeTest(ctx.app, link.token, 'typical');
    const past = new Date(Date.now() - 60_000);
    await db().update(diagnosisLinks).set({ deadline: past }).where(eq(diagnosisLinks.id, link.linkId));
    await db()
      .update(diagnosisSessions)
      .set({ started_at: new Date(past.getTime() - 600_000) })
      .where(eq(diagnosisSessions.link_id, link.linkId));
    expect((await complete(ctx.app, link.token)).json()).toEqual({ data: { status: 'completed' } });
  });

  it("a deleted link and an unknown token answer 404; a discarded company's link says the company stopped (410)", async () => {
    const link = await createLink(ctx.database, companyId);
    await db().delete(diagnosisLinks).where(eq(diagnosisLinks.id, link.linkId));
    const res = await get(link.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(LINK_NOT_FOUND_MESSAGE);

    const [other] = await db()
      .insert(schema.companies)
      .values({ name: '株式会社解約済み', status: 'approved', discarded_at: new Date() })
      .returning();
    const gone = await createLink(ctx.database, other!.id);
    const stopped = await get(gone.token);
    expect(stopped.statusCode).toBe(410);
    expect(stopped.json().error.message).toBe(LINK_COMPANY_STOPPED_MESSAGE);
    expect((await ctx.app.inject({ method: 'GET', url: linkUrl('x'.repeat(42)) })).statusCode).toBe(400);
  });

  it('answers 450 in maintenance mode', async () => {
    const link = await createLink(ctx.database, companyId);
    const operator = await signInOperator(ctx.app);
    const toggle = (flag: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/maintenance_mode',
        headers: operator,
        payload: { maintenance_flag: flag },
      });
    await toggle(true);
    try {
      expect((await get(link.token)).statusCode).toBe(450);
      const redeem = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/exam/tickets/redeem',
        payload: redeemBody('ZZZZZZZZZZ'),
      });
      expect(redeem.statusCode).toBe(450);
    } finally {
      await toggle(false);
    }
    expect((await get(link.token)).statusCode).toBe(200);
  });
});

describe('[EXAM] tickets', () => {
  const redeem = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/exam/tickets/redeem', payload: body, remoteAddress });

  it('a redeemed ticket gives a working link; finishing the test marks the ticket used', async () => {
    const code = await createTicket(ctx.database, companyId);
    const res = await redeem(
      redeemBody(`${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`, 'Sapporo.H@Example.jp'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [ticket] = await db().select().from(ticketCodes).where(eq(ticketCodes.code, code));
    expect(ticket).toMatchObject({
      status: 'in_use',
      redeemed_last_name: '札幌',
      redeemed_kana_first_name: 'ハナコ',
      redeemed_email: 'sapporo.h@example.jp',
    });
    const [person] = await db().select().from(employees).where(eq(employees.id, ticket!.employee_id!));
    expect(person).toMatchObject({ employee_id: `T-${code}`, employment_type: 'senkou', last_name: '札幌' });
    const entry = (await get(token)).json().data;
    expect(entry).toMatchObject({ state: 'ready', last_name: '札幌', message: '説明会で受検' });

    await takeTest(ctx.app, token, 'typical');
    expect((await complete(ctx.app, token)).json()).toEqual({ data: { status: 'completed' } });
    const [used] = await db().select().from(ticketCodes).where(eq(ticketCodes.code, code));
    expect(used!.status).toBe('used');
    expect(used!.used_at).toBeInstanceOf(Date);
  });

  it('redeeming twice is refused with 409, also when both arrive at once', async () => {
    const code = await createTicket(ctx.database, companyId);
    expect((await redeem(redeemBody(code))).statusCode).toBe(200);
    const again = await redeem(redeemBody(code, 'someone.else@example.jp'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TICKET_USED_MESSAGE);

    const racing = await createTicket(ctx.database, companyId);
    const answers = await Promise.all([
      redeem(redeemBody(racing, 'first@example.jp')),
      redeem(redeemBody(racing, 'second@example.jp')),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [ticket] = await db().select().from(ticketCodes).where(eq(ticketCodes.code, racing));
    const links = await db()
      .select()
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.ticket_code_id, ticket!.id));
    expect(links).toHaveLength(1);
  });

  it('an expired ticket answers 410 and an unknown code 404', async () => {
    const code = await createTicket(ctx.database, companyId, { deadlineDays: -1 });
    const res = await redeem(redeemBody(code), '10.0.0.2');
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(TICKET_EXPIRED_MESSAGE);
    const unknown = await redeem(redeemBody('ZZZZZZZZZZ'), '10.0.0.2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(TICKET_NOT_FOUND_MESSAGE);
  });

  it('finds the person by email regardless of case instead of creating a second record', async () => {
    const employeeId = await createPerson(ctx.database, companyId, {
      email: 'Known.Person@Example.jp',
      employment_type: 'full_time',
    });
    const code = await createTicket(ctx.database, companyId, { type: 'employee' });
    const res = await redeem(redeemBody(code, 'known.person@example.jp'));
    expect(res.statusCode).toBe(200);
    const [ticket] = await db().select().from(ticketCodes).where(eq(ticketCodes.code, code));
    expect(ticket!.employee_id).toBe(employeeId);
    const [link] = await db()
      .select()
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.ticket_code_id, ticket!.id));
    expect(link).toMatchObject({ employee_id: employeeId, source: 'ticket', diagnosis_type: 'employee' });
  });

  it('limits unknown codes per client address', async () => {
    for (let i = 0; i < REDEEM_FAILURES_PER_IP; i++) {
      expect((await redeem(redeemBody('YYYYYYYYYY'), '10.9.9.9')).statusCode).toBe(404);
    }
    const code = await createTicket(ctx.database, companyId);
    const blocked = await redeem(redeemBody(code), '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await redeem(redeemBody(code), '10.9.9.10')).statusCode).toBe(200);
  });
});
