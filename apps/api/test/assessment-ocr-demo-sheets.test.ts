/**
 * The demo world's result sheets: a demo company's results without a sheet get a rendered PDF,
 * stored as an attached `assessment_sheet` of the result; a real company's results and a result
 * that has a sheet are left alone; running it again does nothing; a stop signal ends it between
 * two results; the sheet reads back to the result's values.
 */
import { buffer } from 'node:stream/consumers';
import { hashPassword, schema } from '@mirume/db';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../src/services/assessments/ocr/engine.ts';
import { ocrEngine } from '../src/services/assessments/ocr/tesseract.ts';
import { attachDemoSheets } from '../src/services/assessments/sheets/demo-sheets.ts';
import { countExact } from '../src/services/assessments/sheets/samples.ts';
import { createPerson } from './support/results.ts';
import { useWorld } from './support/world.ts';

const { companies, companyAdmins, hciResults, energizerResults, emergeneticResults, storedFiles } = schema;
const ctx = useWorld();
let realCompanyId: number;

beforeAll(async () => {
  const [company] = await ctx.database.db
    .insert(companies)
    .values({ name: '株式会社本番', status: 'approved' })
    .returning();
  realCompanyId = company?.id as number;
  await ctx.database.db.insert(companyAdmins).values({
    company_id: realCompanyId,
    role: 'admin',
    email: 'admin@honban.example.jp',
    last_name: '本番',
    first_name: '一郎',
    kana_last_name: 'ホンバン',
    kana_first_name: 'イチロウ',
    password_hash: await hashPassword('not-the-demo-password'),
    confirmed_at: new Date(),
  });
  return () => ocrEngine.close();
});

const energizerScores = { accelerator: 7, brake: 3, achievement: 9, affinity: 4, power: 6, avoidance: 2 };
const hciScores = {
  stress_tolerance: 6,
  self_control: 5,
  interpersonal: 8,
  integrity: 9,
  motivation: 7,
  adaptability: 4,
  total_score: 72,
};

describe('attachDemoSheets', () => {
  it('attaches a rendered sheet to every demo result without one, and only to those', async () => {
    const demoPerson = await createPerson(ctx.database, ctx.companyId, {
      last_name: '見本',
      first_name: '花子',
    });
    const realPerson = await createPerson(ctx.database, realCompanyId);
    const [demoEnergizer] = await ctx.database.db
      .insert(energizerResults)
      .values({
        company_id: ctx.companyId,
        employee_id: demoPerson,
        taken_on: '2026-05-01',
        provider: 'エナジャイザー',
        scores: energizerScores,
      })
      .returning();
    const [demoHci] = await ctx.database.db
      .insert(hciResults)
      .values({
        company_id: ctx.companyId,
        employee_id: demoPerson,
        taken_on: '2026-04-01',
        provider: 'HCI-AS',
        scores: hciScores,
        result: 'failed',
      })
      .returning();
    const [realEnergizer] = await ctx.database.db
      .insert(energizerResults)
      .values({
        company_id: realCompanyId,
        employee_id: realPerson,
        taken_on: '2026-05-01',
        provider: 'エナジャイザー',
        scores: energizerScores,
      })
      .returning();
    // Every result of the demo companies without a sheet (the demo seed's and the two above).
    let demoWithoutSheet = 0;
    for (const table of [hciResults, emergeneticResults, energizerResults]) {
      const rows = await ctx.database.db
        .select({ company_id: table.company_id, sheet_file_id: table.sheet_file_id })
        .from(table);
      demoWithoutSheet += rows.filter(
        (r) => r.company_id !== realCompanyId && r.sheet_file_id === null,
      ).length;
    }
    expect(demoWithoutSheet).toBeGreaterThan(2);

    // A server shutting down stops it: already stopped, it attaches nothing; stopped while the
    // first sheet is stored, it finishes that one and attaches no other.
    const stopped = new AbortController();
    stopped.abort();
    expect(await attachDemoSheets(ctx.database.db, ctx.app.files, stopped.signal)).toBe(0);
    const midway = new AbortController();
    const storage = ctx.app.files;
    const stoppingStorage = new Proxy(storage, {
      get(target, prop) {
        if (prop === 'put') {
          return async (...args: Parameters<typeof storage.put>) => {
            const stored = await target.put(...args);
            midway.abort();
            return stored;
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await attachDemoSheets(ctx.database.db, stoppingStorage, midway.signal)).toBe(1);

    const attached = await attachDemoSheets(ctx.database.db, ctx.app.files);
    expect(attached).toBe(demoWithoutSheet - 1);
    expect(await attachDemoSheets(ctx.database.db, ctx.app.files)).toBe(0);

    const [energizer] = await ctx.database.db
      .select()
      .from(energizerResults)
      .where(eq(energizerResults.id, demoEnergizer?.id as number));
    const [hci] = await ctx.database.db
      .select()
      .from(hciResults)
      .where(eq(hciResults.id, demoHci?.id as number));
    const [real] = await ctx.database.db
      .select()
      .from(energizerResults)
      .where(eq(energizerResults.id, realEnergizer?.id as number));
    expect(real?.sheet_file_id).toBeNull();
    const files = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [energizer?.sheet_file_id as number, hci?.sheet_file_id as number]));
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatchObject({
        status: 'attached',
        purpose: 'assessment_sheet',
        content_type: 'application/pdf',
        company_id: ctx.companyId,
      });
    }
    const hciFile = files.find((f) => f.id === hci?.sheet_file_id);
    expect(hciFile).toMatchObject({ record_type: 'hci', record_id: hci?.id });

    // The stored sheet reads back to the result's values.
    const stored = await ctx.app.files.get(hciFile?.key as string);
    const pdf = await buffer(stored?.body as NodeJS.ReadableStream);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const reading = await readSheet('hci', pdf, 'application/pdf', {
      tmpDir: `${ctx.app.config.dataDir}/tmp`,
    });
    const count = countExact(reading.fields, {
      taken_on: '2026-04-01',
      name: '見本 花子',
      result: 'failed',
      scores: hciScores,
    });
    expect(count.exact, count.wrong.join('; ')).toBe(count.total);
  }, 120_000);
});
