/**
 * CSV downloads: CRLF lines quoted where needed (toCsv of the shared package), cells a spreadsheet
 * would run as formulas neutralised, UTF-8 with BOM (Excel then opens it in Japanese) or Shift_JIS,
 * and the Content-Disposition of a Japanese file name. A large export is written as a stream of
 * lines, each encoded on its own (Shift_JIS has no state across characters, so encoding line by line
 * gives the same bytes as encoding the whole text), so the file never sits in memory as one string.
 */
import { Readable } from 'node:stream';
import { type TCsvEncoding, toCsv } from '@mirume/shared';
import iconv from 'iconv-lite';

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab / carriage return) is
 * prefixed with an apostrophe, so a name typed by an examinee cannot run as a formula in Excel.
 * Numbers are written by the caller as plain text and must not pass through here (a negative
 * number would gain the apostrophe).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell as written: null → empty; numbers as they are; text neutralised. */
export type CsvCell = string | number | null;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return neutralizeFormula(cell);
}

/** One CSV line with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return toCsv([cells.map(cellText)]);
}

const UTF8_BOM = '\uFEFF';

export function encodeCsv(text: string, encoding: TCsvEncoding): Buffer {
  return encoding === 'sjis' ? iconv.encode(text, 'Shift_JIS') : Buffer.from(text, 'utf8');
}

/** The whole file of a small export: the BOM (UTF-8 only) and the lines. */
export function csvBody(lines: readonly string[], encoding: TCsvEncoding): Buffer {
  return encodeCsv((encoding === 'utf8' ? UTF8_BOM : '') + lines.join(''), encoding);
}

/**
 * A streamed export: the chunks of `source` (csvLine output, typically one page of a keyset query
 * per chunk) encoded as they come. The reply's back-pressure pauses the source, and a client that
 * aborts the download ends it (no further pages are read).
 */
export function csvStream(source: AsyncIterable<string>, encoding: TCsvEncoding): Readable {
  async function* bytes() {
    if (encoding === 'utf8') yield Buffer.from(UTF8_BOM, 'utf8');
    for await (const line of source) yield encodeCsv(line, encoding);
  }
  return Readable.from(bytes(), { objectMode: false });
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
