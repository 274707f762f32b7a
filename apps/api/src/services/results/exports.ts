/**
 * The result CSVs: one result, many results (filters or ids), and each person's latest result
 * against their previous one. The bulk files are streamed: rows are read in keyset pages of
 * EXPORT_PAGE_SIZE and written to the reply as they are read, so the server holds one page at a
 * time whatever the size of the export (bench/exports.mjs: 10,000 results).
 *
 * An export is a read of immutable rows, not a business operation, so it runs outside a
 * transaction: a transaction would hold the embedded database's only connection for the whole
 * download. The pages stop at the newest result id seen when the export starts, so the file is the
 * set of results that existed at that moment.
 */

import type { Readable } from 'node:stream';
import {
  type ExportResultRow,
  findExportResult,
  maxResultId,
  type PersonResultCursor,
  pageExportResults,
  pageResultsByPerson,
  type ResultCursor,
  type ResultExportFilter,
} from '@mirume/db';
import { DiagnosisType, type TCompanyUser, type TCsvEncoding, tokyoDate } from '@mirume/shared';
import { type CsvRow, csvContentType, csvFile, csvStream } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { customColumnsOf, customListColumns } from '../custom-assessments/results.ts';
import { tokyoDayEnd, tokyoDayStart } from '../diagnosis-links/dates.ts';
import { diffCells, diffHeaders, resultCells, resultHeaders } from './csv-columns.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';

/** Rows per query of a streamed export. */
export const EXPORT_PAGE_SIZE = 500;

export interface CsvFile<B> {
  fileName: string;
  /** The ASCII file name for clients that do not read filename*. */
  asciiName: string;
  contentType: string;
  body: B;
}

/** Characters a file name cannot hold on Windows or macOS. */
const unsafeInFileName = (s: string) => s.replace(/[\\/:*?"<>|;\s]+/g, '_');

/** A part of a file name: the Japanese text and its ASCII stand-in for the fallback name. */
type NamePart = { ja: string; ascii: string };

function fileNames(type: DiagnosisTypeValue, parts: NamePart[], date: string) {
  return {
    fileName: `${['ミルメバイタル', DiagnosisType.label(type), ...parts.map((p) => unsafeInFileName(p.ja)), date].join('_')}.csv`,
    asciiName: `${['mirumevital', type, ...parts.map((p) => unsafeInFileName(p.ascii)), date].join('_')}.csv`,
  };
}

/** One result of the person as a CSV (404 for another company's, another type's or a missing one). */
export async function resultCsv(
  app: App,
  user: TCompanyUser,
  employeeId: number,
  resultId: number,
  type: DiagnosisTypeValue,
  encoding: TCsvEncoding,
): Promise<CsvFile<Buffer>> {
  const row = await findExportResult(app.db, user.company_id, resultId, { employeeId, type });
  if (!row) throw new AppError('NOT_FOUND');
  const number = row.employee_number;
  const ascii = /^[\x21-\x7E]+$/.test(number) ? number : `result${row.id}`;
  const names = fileNames(type, [{ ja: number, ascii }], tokyoDate(row.taken_at));
  return {
    ...names,
    contentType: csvContentType(encoding),
    body: csvFile(
      [
        [...resultHeaders(type), ...(await customHeaders(app, user.company_id))],
        [...resultCells(row), ...((await customCells(app, user.company_id, [row])).get(row.id) ?? [])],
      ],
      encoding,
    ),
  };
}

export interface BulkExportQuery {
  encoding: TCsvEncoding;
  from?: string | null;
  to?: string | null;
  rank?: string | null;
  employment_type?: ResultExportFilter['employmentType'];
  q?: string | null;
  ids?: number[] | null;
}

// ---- custom assessments: the person's latest value of each list column, after the result's cells
async function customHeaders(app: App, companyId: number): Promise<string[]> {
  return (await customListColumns(app, companyId)).map((c) => `${c.name}（最新）`);
}

/** The custom cells of each row, by result id. */
async function customCells(app: App, companyId: number, rows: readonly ExportResultRow[]) {
  const byPerson = await customColumnsOf(app, companyId, [...new Set(rows.map((row) => row.employee_id))]);
  return new Map(
    rows.map((row) => [row.id, (byPerson.get(row.employee_id) ?? []).map((c) => c.value)] as const),
  );
}
// ---- end of the custom part

async function* resultRows(app: App, companyId: number, filter: ResultExportFilter): AsyncGenerator<CsvRow> {
  yield [...resultHeaders(filter.type), ...(await customHeaders(app, companyId))];
  const upToId = await maxResultId(app.db, companyId);
  let cursor: ResultCursor | null = null;
  do {
    const page: { rows: ExportResultRow[]; next: ResultCursor | null } = await pageExportResults(
      app.db,
      companyId,
      filter,
      upToId,
      cursor,
      EXPORT_PAGE_SIZE,
    );
    const custom = await customCells(app, companyId, page.rows);
    for (const row of page.rows) yield [...resultCells(row), ...(custom.get(row.id) ?? [])];
    cursor = page.next;
  } while (cursor);
}

/** Every result of the type matching the query, newest test first, streamed. */
export function bulkResultCsv(
  app: App,
  user: TCompanyUser,
  type: DiagnosisTypeValue,
  query: BulkExportQuery,
): CsvFile<Readable> {
  const filter: ResultExportFilter = {
    type,
    takenFrom: query.from ? tokyoDayStart(query.from) : null,
    takenTo: query.to ? tokyoDayEnd(query.to) : null,
    rank: query.rank ?? null,
    employmentType: query.employment_type ?? null,
    q: query.q ?? null,
    ids: query.ids ?? null,
  };
  return {
    ...fileNames(type, [], tokyoDate(new Date())),
    contentType: csvContentType(query.encoding),
    body: csvStream(resultRows(app, user.company_id, filter), query.encoding),
  };
}

/** Each person's latest and previous result from rows ordered by person, newest first. */
async function* latestPairs(rows: AsyncIterable<ExportResultRow[]>) {
  let latest: ExportResultRow | null = null;
  let previous: ExportResultRow | null = null;
  for await (const page of rows) {
    const pairs: { latest: ExportResultRow; previous: ExportResultRow | null }[] = [];
    for (const row of page) {
      if (latest && row.employee_id === latest.employee_id) {
        previous ??= row;
        continue;
      }
      if (latest) pairs.push({ latest, previous });
      latest = row;
      previous = null;
    }
    yield pairs;
  }
  if (latest) yield [{ latest, previous }];
}

async function* pagesByPerson(app: App, companyId: number, type: DiagnosisTypeValue) {
  const upToId = await maxResultId(app.db, companyId);
  let cursor: PersonResultCursor | null = null;
  do {
    const page: { rows: ExportResultRow[]; next: PersonResultCursor | null } = await pageResultsByPerson(
      app.db,
      companyId,
      type,
      upToId,
      cursor,
      EXPORT_PAGE_SIZE,
    );
    yield page.rows;
    cursor = page.next;
  } while (cursor);
}

async function* diffRows(app: App, companyId: number, type: DiagnosisTypeValue): AsyncGenerator<CsvRow> {
  yield diffHeaders(type);
  for await (const pairs of latestPairs(pagesByPerson(app, companyId, type))) {
    for (const p of pairs) yield diffCells(p.latest, p.previous);
  }
}

/**
 * Each person's latest result of the type with, per metric and aptitude, the change against their
 * previous result of the type (people with one result have empty change columns), by employee
 * number, streamed. `companyId` must be the caller's company (else 404).
 */
export function diffCsv(
  app: App,
  user: TCompanyUser,
  companyId: number,
  type: DiagnosisTypeValue,
  encoding: TCsvEncoding,
): CsvFile<Readable> {
  if (companyId !== user.company_id) throw new AppError('NOT_FOUND');
  return {
    ...fileNames(type, [{ ja: '前回比較', ascii: 'diff' }], tokyoDate(new Date())),
    contentType: csvContentType(encoding),
    body: csvStream(diffRows(app, companyId, type), encoding),
  };
}
