/**
 * The sheet-reading calls ({one}_ocr): upload → 202 with a queued job, poll until done with the
 * fields read (the sheet kept as an uploaded file for the save); a wrong file type 415 and an
 * oversized sheet 413 in Japanese, keeping nothing; another company's person or job 404; the
 * company's limit of active jobs 429; the operator mirror recording its action; an unreadable
 * sheet failing in Japanese without retries; the sweep forgetting finished jobs after a day, and
 * the abandoned-files clean-up leaving a sheet alone while a job points to it.
 */
import { schema } from '@mirume/db';
import {
  ASSESSMENT_MESSAGES,
  FILE_MESSAGES,
  FILE_PURPOSES,
  OCR_MAX_ACTIVE_PER_COMPANY,
  type TOcrJob,
  ZOcrJobResponse,
} from '@mirume/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ocrEngine } from '../src/services/assessments/ocr/tesseract.ts';
import { OCR_JOB_TTL_MS, OCR_SWEEP_JOB } from '../src/services/assessments/ocr-jobs.ts';
import { renderSheetPdf, renderSheetPng } from '../src/services/assessments/sheets/render.ts';
import { countExact, randomSheetValues, seededRandom } from '../src/services/assessments/sheets/samples.ts';
import { removeAbandonedUploads } from '../src/services/files/cleanup.ts';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { createPerson } from './support/results.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const { assessmentOcrJobs, storedFiles, operatorActions } = schema;
const ctx = useWorld({ JOB_POLL_SECONDS: '0.5' });
const admin = signedIn(ctx, DEMO.admin);
const operator = signedInOperator(ctx);
let personId: number;
let other: { companyId: number; personId: number; headers: CompanyHeaders };

beforeAll(async () => {
  personId = await createPerson(ctx.database, ctx.companyId, { employment_type: 'full_time' });
  const made = await createOtherCompany(ctx.database);
  other = {
    companyId: made.company.id,
    personId: await createPerson(ctx.database, made.company.id, { employment_type: 'full_time' }),
    headers: await signInCompany(ctx.app, made.email),
  };
  return () => ocrEngine.close();
});

const BOUNDARY = '----mirume-ocr-boundary';
function sheetForm(sheet: { name: string; type: string; bytes: Buffer }) {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="sheet"; filename="${sheet.name}"\r\nContent-Type: ${sheet.type}\r\n\r\n`,
      ),
      sheet.bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

const url = (one: string, employeeId: number, jobId?: number) =>
  `/api/v1/employees/${employeeId}/${one}_ocr${jobId === undefined ? '' : `/${jobId}`}`;

function upload(
  one: string,
  sheet: { name: string; type: string; bytes: Buffer },
  opts: { employeeId?: number; headers?: Record<string, string> } = {},
) {
  const form = sheetForm(sheet);
  return ctx.app.inject({
    method: 'POST',
    url: url(one, opts.employeeId ?? personId),
    headers: { ...(opts.headers ?? admin), ...form.headers },
    payload: form.payload,
  });
}

async function waitFor(one: string, jobId: number, employeeId = personId): Promise<TOcrJob> {
  const until = Date.now() + 150_000;
  for (;;) {
    const res = await ctx.app.inject({ method: 'GET', url: url(one, employeeId, jobId), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const job = ZOcrJobResponse.parse(res.json()).data;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const OCR_TIMEOUT = 180_000;

describe('reading a sheet', () => {
  it(
    'answers 202 with a queued job, then the fields read; the sheet stays an uploaded file for the save',
    async () => {
      const values = randomSheetValues('energizer', seededRandom(31));
      const res = await upload('energizer', {
        name: 'エナジャイザー結果.png',
        type: 'image/png',
        bytes: renderSheetPng('energizer', values),
      });
      expect(res.statusCode, res.body).toBe(202);
      const started = ZOcrJobResponse.parse(res.json()).data;
      expect(started).toMatchObject({ instrument: 'energizer', fields: null, error: null });
      expect(['queued', 'running', 'done']).toContain(started.status);
      expect(started.sheet).toMatchObject({ file_name: 'エナジャイザー結果.png', content_type: 'image/png' });

      const job = await waitFor('energizer', started.id);
      expect(job.status, job.error ?? '').toBe('done');
      expect(job.progress).toBe(100);
      expect(job.pages).toBe(1);
      expect(job.duration_ms).toBeGreaterThan(0);
      const count = countExact(job.fields ?? {}, values);
      expect(count.exact, count.wrong.join('; ')).toBe(count.total);

      const [file] = await ctx.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, job.sheet.file_id));
      expect(file).toMatchObject({ status: 'uploaded', record_type: null, purpose: 'assessment_sheet' });
      expect(await ctx.app.files.head(file?.key ?? '')).not.toBeNull();
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a PDF sheet, and fails a sheet of another instrument at once in Japanese',
    async () => {
      const values = randomSheetValues('hci', seededRandom(32));
      const pdf = await upload('hci', {
        name: 'hci.pdf',
        type: 'application/pdf',
        bytes: await renderSheetPdf('hci', values),
      });
      expect(pdf.statusCode, pdf.body).toBe(202);
      const wrong = await upload('emergenetic', {
        name: 'hci.pdf',
        type: 'application/pdf',
        bytes: await renderSheetPdf('hci', values),
      });
      expect(wrong.statusCode, wrong.body).toBe(202);

      const read = await waitFor('hci', ZOcrJobResponse.parse(pdf.json()).data.id);
      expect(read.status).toBe('done');
      expect(read.fields?.result?.value).toBe(values.result);
      expect(read.fields?.taken_on?.value).toBe(values.taken_on);

      const refused = await waitFor('emergenetic', ZOcrJobResponse.parse(wrong.json()).data.id);
      expect(refused).toMatchObject({
        status: 'failed',
        fields: null,
        error: ASSESSMENT_MESSAGES.ocrWrongSheet('EMERGENETICS'),
      });
      const [row] = await ctx.database.db
        .select()
        .from(assessmentOcrJobs)
        .where(eq(assessmentOcrJobs.id, refused.id));
      expect(row?.attempts).toBe(1);
    },
    OCR_TIMEOUT,
  );
});

describe('refused uploads keep nothing', () => {
  const fileCount = async () => (await ctx.database.db.select().from(storedFiles)).length;

  it('a wrong file type is 415 and an oversized sheet 413, in Japanese', async () => {
    const before = await fileCount();
    const gif = await upload('hci', { name: 'a.gif', type: 'image/gif', bytes: Buffer.from('GIF89a....') });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.message).toBe(
      FILE_MESSAGES.unsupportedType(FILE_PURPOSES.assessment_sheet.types),
    );

    const big = Buffer.alloc(FILE_PURPOSES.assessment_sheet.maxBytes + 1024, 0);
    Buffer.from('%PDF-1.7\n').copy(big);
    const large = await upload('hci', { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe(FILE_MESSAGES.tooLarge(FILE_PURPOSES.assessment_sheet.maxBytes));
    expect(await fileCount()).toBe(before);
  });

  it("another company's person or job is 404, and a job under another person or instrument too", async () => {
    const png = {
      name: 's.png',
      type: 'image/png',
      bytes: renderSheetPng('energizer', randomSheetValues('energizer', seededRandom(3))),
    };
    expect((await upload('energizer', png, { employeeId: other.personId })).statusCode).toBe(404);

    const theirs = await upload('energizer', png, { employeeId: other.personId, headers: other.headers });
    expect(theirs.statusCode, theirs.body).toBe(202);
    const jobId = ZOcrJobResponse.parse(theirs.json()).data.id;
    const get = (employeeId: number, one = 'energizer', headers: Record<string, string> = admin) =>
      ctx.app.inject({ method: 'GET', url: url(one, employeeId, jobId), headers });
    expect((await get(other.personId)).statusCode).toBe(404);
    expect((await get(personId)).statusCode).toBe(404);
    expect((await get(other.personId, 'energizer', other.headers)).statusCode).toBe(200);
    expect((await get(other.personId, 'hci', other.headers)).statusCode).toBe(404);
  });

  it(`a company with ${OCR_MAX_ACTIVE_PER_COMPANY} readings waiting or running gets 429 in Japanese`, async () => {
    const [file] = await ctx.database.db
      .insert(storedFiles)
      .values({
        key: `companies/${ctx.companyId}/assessment_sheet/2026/01/busy`,
        company_id: ctx.companyId,
        purpose: 'assessment_sheet',
        original_file_name: 'busy.png',
        content_type: 'image/png',
        status: 'uploaded',
        created_by_kind: 'company_admin',
        created_by_id: 1,
      })
      .returning();
    const rows = await ctx.database.db
      .insert(assessmentOcrJobs)
      .values(
        Array.from({ length: OCR_MAX_ACTIVE_PER_COMPANY }, () => ({
          company_id: ctx.companyId,
          employee_id: personId,
          instrument: 'hci' as const,
          sheet_file_id: file?.id as number,
          created_by_kind: 'company_admin',
          created_by_id: 1,
        })),
      )
      .returning({ id: assessmentOcrJobs.id });
    try {
      const before = (await ctx.database.db.select().from(storedFiles)).length;
      const res = await upload('hci', {
        name: 'x.png',
        type: 'image/png',
        bytes: renderSheetPng('hci', randomSheetValues('hci', seededRandom(4))),
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(ASSESSMENT_MESSAGES.ocrBusy);
      expect((await ctx.database.db.select().from(storedFiles)).length).toBe(before);
    } finally {
      await ctx.database.db.delete(assessmentOcrJobs).where(
        inArray(
          assessmentOcrJobs.id,
          rows.map((r) => r.id),
        ),
      );
      await ctx.database.db.delete(storedFiles).where(eq(storedFiles.id, file?.id as number));
    }
  });
});

describe('operator mirror', () => {
  it(
    'an operator starts a reading for a company person; the start is recorded as an operator action',
    async () => {
      const png = renderSheetPng('energizer', randomSheetValues('energizer', seededRandom(5)));
      const form = sheetForm({ name: 'op.png', type: 'image/png', bytes: png });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/companies/${ctx.companyId}/employees/${personId}/energizer_ocr`,
        headers: { ...operator, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(202);
      const job = ZOcrJobResponse.parse(res.json()).data;
      const [row] = await ctx.database.db
        .select()
        .from(assessmentOcrJobs)
        .where(eq(assessmentOcrJobs.id, job.id));
      expect(row?.created_by_kind).toBe('system_admin');
      const actions = await ctx.database.db
        .select()
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.action, 'assessment_ocr.create'),
            eq(operatorActions.company_id, ctx.companyId),
          ),
        );
      expect(actions).toHaveLength(1);
      const got = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/companies/${ctx.companyId}/employees/${personId}/energizer_ocr/${job.id}`,
        headers: operator,
      });
      expect(got.statusCode).toBe(200);
      await waitFor('energizer', job.id);
    },
    OCR_TIMEOUT,
  );
});

describe('forgetting', () => {
  it('the sweep forgets a job a day after it finished; its sheet stays until then and is cleaned up after', async () => {
    const key = `companies/${ctx.companyId}/assessment_sheet/2026/01/old-sheet`;
    const old = new Date(Date.now() - OCR_JOB_TTL_MS - 60_000);
    const [file] = await ctx.database.db
      .insert(storedFiles)
      .values({
        key,
        company_id: ctx.companyId,
        purpose: 'assessment_sheet',
        original_file_name: 'old.png',
        content_type: 'image/png',
        status: 'uploaded',
        created_by_kind: 'company_admin',
        created_by_id: 1,
        created_at: old,
      })
      .returning();
    const insertJob = (finishedAt: Date) =>
      ctx.database.db
        .insert(assessmentOcrJobs)
        .values({
          company_id: ctx.companyId,
          employee_id: personId,
          instrument: 'hci',
          sheet_file_id: file?.id as number,
          status: 'done',
          progress: 100,
          created_by_kind: 'company_admin',
          created_by_id: 1,
          created_at: old,
          finished_at: finishedAt,
        })
        .returning({ id: assessmentOcrJobs.id });
    const [fresh] = await insertJob(new Date());
    const stillThere = async () =>
      (
        await ctx.database.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.id, file?.id as number))
      ).length === 1;

    // A fresh job keeps its day-old sheet from the clean-up.
    await removeAbandonedUploads({ db: ctx.database.db, files: ctx.app.files });
    expect(await stillThere()).toBe(true);

    // Finished more than a day ago: the sweep forgets it, then the clean-up removes the sheet.
    await ctx.database.db
      .update(assessmentOcrJobs)
      .set({ finished_at: old })
      .where(eq(assessmentOcrJobs.id, fresh?.id as number));
    await ctx.app.jobs.send(OCR_SWEEP_JOB, {});
    ctx.app.jobs.wake(OCR_SWEEP_JOB);
    const until = Date.now() + 20_000;
    while (
      (
        await ctx.database.db
          .select()
          .from(assessmentOcrJobs)
          .where(eq(assessmentOcrJobs.id, fresh?.id as number))
      ).length
    ) {
      if (Date.now() > until) throw new Error('the sweep did not forget the job');
      await new Promise((r) => setTimeout(r, 200));
    }
    await removeAbandonedUploads({ db: ctx.database.db, files: ctx.app.files });
    expect(await stillThere()).toBe(false);
  });
});
