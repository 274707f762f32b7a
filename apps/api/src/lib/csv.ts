/**
 * The server's one CSV module: every export writes and every import reads through it (decision
 * 0026). Writing is `csv-stringify`: CRLF records, a cell quoted when it holds a comma, a quote or
 * a line break, cells a spreadsheet would run as formulas neutralised, UTF-8 with BOM (Excel then
 * opens it in Japanese) or Shift_JIS (`iconv-lite`). A large export is a stream: rows go into
 * csv-stringify, its text into the encoder and the encoder's bytes into the reply, each with its
 * back-pressure, so the file never sits in memory whole. Reading is `csv-parse` with the shared
 * encoding detection and Japanese messages (packages/shared/src/csv.ts), the same as the browser's.
 * Also the Content-Disposition of a Japanese file name.
 */
import { pipeline, Readable, type Transform } from 'node:stream';
import { CSV_MESSAGES, CsvParseError, decodeCsv, hasContent, type TCsvEncoding } from '@mirume/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { type Options as StringifyOptions, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import iconv from 'iconv-lite';

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab / carriage return) is
 * prefixed with an apostrophe, so a name typed by an examinee cannot run as a formula in Excel.
 * Numbers are written by the caller as numbers and never pass through here (a negative number
 * would gain the apostrophe).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell as written: null → empty; numbers as they are (non-finite → empty); text neutralised. */
export type CsvCell = string | number | null;
export type CsvRow = readonly CsvCell[];

/** The quoting rules of every file: CRLF records; line breaks inside a cell are quoted too. */
const FORMAT = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } satisfies StringifyOptions;

/** The options of an export: FORMAT, and cells cast as CsvCell says. */
const EXPORT: StringifyOptions = {
  ...FORMAT,
  cast: {
    string: neutralizeFormula,
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
  },
};

/** CSV text of rows of plain text, written as they are (no neutralisation): templates and tests. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringifySync(rows as string[][], FORMAT);
}

const UTF8_BOM = '\uFEFF';

function encodeText(text: string, encoding: TCsvEncoding): Buffer {
  return encoding === 'sjis' ? iconv.encode(text, 'Shift_JIS') : Buffer.from(UTF8_BOM + text, 'utf8');
}

/** The whole file of a small export (one result, a ticket batch): the BOM (UTF-8 only) and the rows. */
export function csvFile(rows: readonly CsvRow[], encoding: TCsvEncoding): Buffer {
  return encodeText(stringifySync(rows as CsvCell[][], EXPORT), encoding);
}

/**
 * A streamed export of the rows of `source` (typically read a keyset page at a time), encoded as
 * they come. The reply's back-pressure pauses the source, and a client that aborts the download
 * destroys the pipeline, which ends the source (no further pages are read). An error of the source
 * destroys the reply, so a client never takes a cut file for a whole one.
 */
export function csvStream(source: AsyncIterable<CsvRow>, encoding: TCsvEncoding): Readable {
  const rows = Readable.from(source);
  const text = stringify({ ...EXPORT, bom: encoding === 'utf8' });
  const done = () => {
    // an error ends every stream of the pipeline; the reply reports it
  };
  if (encoding === 'utf8') return pipeline(rows, text, done);
  // iconv-lite's encoder takes strings: csv-stringify hands them over with its readable encoding.
  text.setEncoding('utf8');
  return pipeline(rows, text, iconv.encodeStream('Shift_JIS') as Transform, done);
}

export function csvContentType(encoding: TCsvEncoding): string {
  return `text/csv; charset=${encoding === 'sjis' ? 'Shift_JIS' : 'utf-8'}`;
}

/**
 * A download's Content-Disposition: the Japanese name (RFC 6266 / 5987, every byte outside the
 * attr-chars percent-encoded) and a plain ASCII fallback for old clients. Used for CSV and PDF.
 */
export function attachment(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}

/** csv-parse's error codes for a malformed quote, as the shared Japanese messages. */
const QUOTE_ERRORS: Record<string, (line: number) => string> = {
  CSV_QUOTE_NOT_CLOSED: CSV_MESSAGES.unclosedQuote,
  CSV_INVALID_CLOSING_QUOTE: CSV_MESSAGES.textAfterQuote,
  INVALID_OPENING_QUOTE: CSV_MESSAGES.misplacedQuote,
};

/**
 * Records of CSV text (RFC 4180: quoted cells with commas, doubled quotes and line breaks; CRLF,
 * LF or CR records; rows of unequal length kept as they are). Blank lines and lines of commas
 * only are dropped. The text is read as given: a byte-order mark is the decoder's to remove
 * (readCsv). A malformed quote (unclosed, text after a closing quote, a quote opening inside an
 * unquoted cell) throws CsvParseError with its line in Japanese.
 */
export function parseCsv(text: string): string[][] {
  try {
    const records: string[][] = parse(text, { relax_column_count: true, skip_empty_lines: true });
    return records.filter(hasContent);
  } catch (error) {
    const message = error instanceof CsvError ? QUOTE_ERRORS[error.code] : undefined;
    if (!message || !(error instanceof CsvError)) throw error;
    const line = Number((error as CsvError & { lines?: number }).lines) || 1;
    throw new CsvParseError(message(line), line);
  }
}

/** An uploaded file: its encoding detected (decodeCsv), then its records (parseCsv). */
export function readCsv(bytes: Uint8Array): { records: string[][]; encoding: 'utf-8' | 'shift_jis' } {
  const { text, encoding } = decodeCsv(bytes);
  return { records: parseCsv(text), encoding };
}
