/**
 * The demo world's original result sheets: every HCI-AS, EMERGENETICS and energizer result of a
 * demo company that has no sheet gets one, rendered as the provider-style PDF (render.ts) from
 * the result's own values, stored through the file storage as an attached `assessment_sheet`
 * (record_type = the instrument) and set as the result's `sheet_file_id`. So every demo result
 * can show and download its sheet, and the sheet reads back to the values entered.
 *
 * A demo company is one whose users have addresses under `mirume.test` (the demo seed's domain,
 * a reserved `.test` name no real company can have). Run by the server once it answers, after it
 * seeded the demo world (drawing the sheets took half of such a start); a result that already has
 * a sheet is left alone, so running it twice does nothing.
 */
import { Readable } from 'node:stream';
import { type Db, schema } from '@mirume/db';
import { ASSESSMENT_DEFS, ASSESSMENT_INSTRUMENTS, type AssessmentInstrument } from '@mirume/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { UploadGuard } from '../../../files/guard.ts';
import type { FileStorage } from '../../../files/storage.ts';
import { newFileKey } from '../../files/uploads.ts';
import { renderSheetPdf } from './render.ts';

const { companyAdmins, employees, storedFiles, hciResults, emergeneticResults, energizerResults } = schema;

const TABLES = { hci: hciResults, emergenetic: emergeneticResults, energizer: energizerResults } as const;

/** The demo seed's addresses: admin@demo.mirume.test, admin@sample.mirume.test, …. */
const DEMO_DOMAIN = '%mirume.test';

/** Another process attached a sheet to the result first. */
class AlreadyAttached extends Error {}

/**
 * Attaches the missing sheets, one result at a time, each in its own transaction. With `signal`
 * aborted it stops before the next result (a server shutting down), leaving every result either
 * with its sheet or without one.
 */
export async function attachDemoSheets(db: Db, storage: FileStorage, signal?: AbortSignal): Promise<number> {
  let attached = 0;
  for (const instrument of ASSESSMENT_INSTRUMENTS) {
    if (signal?.aborted) break;
    attached += await attachFor(db, storage, instrument, signal);
  }
  return attached;
}

async function attachFor(
  db: Db,
  storage: FileStorage,
  instrument: AssessmentInstrument,
  signal: AbortSignal | undefined,
): Promise<number> {
  const table = TABLES[instrument];
  const rows = await db
    .select({
      id: table.id,
      company_id: table.company_id,
      taken_on: table.taken_on,
      scores: table.scores,
      result: instrument === 'hci' ? hciResults.result : sql<null>`null`,
      last_name: employees.last_name,
      first_name: employees.first_name,
      author: sql<number>`(select min(${companyAdmins.id}) from ${companyAdmins} where ${companyAdmins.company_id} = ${table.company_id})`,
    })
    .from(table)
    .innerJoin(employees, eq(employees.id, table.employee_id))
    .where(
      and(
        isNull(table.sheet_file_id),
        sql`exists (select 1 from ${companyAdmins} where ${companyAdmins.company_id} = ${table.company_id} and ${companyAdmins.email} like ${DEMO_DOMAIN})`,
      ),
    );
  let attached = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    const pdf = await renderSheetPdf(instrument, {
      taken_on: row.taken_on,
      name: `${row.last_name} ${row.first_name}`,
      ...(row.result ? { result: row.result as 'passed' | 'failed' } : {}),
      scores: row.scores,
    });
    const key = newFileKey(row.company_id, 'assessment_sheet');
    const guard = new UploadGuard({
      contentType: 'application/pdf',
      maxBytes: pdf.length,
      types: ['application/pdf'],
    });
    await storage.put(key, Readable.from([pdf]), guard);
    const now = new Date();
    const done = await db
      .transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            key,
            company_id: row.company_id,
            purpose: 'assessment_sheet',
            original_file_name: `${ASSESSMENT_DEFS[instrument].label}_結果票_${row.taken_on}.pdf`,
            content_type: 'application/pdf',
            status: 'attached',
            size_bytes: pdf.length,
            record_type: instrument,
            record_id: row.id,
            created_by_kind: 'company_admin',
            created_by_id: row.author ?? 0,
            uploaded_at: now,
            attached_at: now,
          })
          .returning({ id: storedFiles.id });
        const updated = await tx
          .update(table)
          .set({ sheet_file_id: file?.id as number })
          .where(and(eq(table.id, row.id), isNull(table.sheet_file_id)))
          .returning({ id: table.id });
        if (updated.length === 0) throw new AlreadyAttached();
        return true;
      })
      .catch(async (error: unknown) => {
        await storage.delete(key);
        if (error instanceof AlreadyAttached) return false;
        throw error;
      });
    if (done) attached++;
  }
  return attached;
}
