/**
 * The browser's one CSV module (decision 0026): every import reads and every file the page writes
 * goes through it. Reading is papaparse (RFC 4180: quoted cells with commas, doubled quotes and
 * line breaks; CRLF, LF or CR records), in chunks that report progress and, for an uploaded file,
 * in a worker of our own (csv.worker.ts, same origin, so the Content-Security-Policy needs no
 * `blob:`) so the page stays responsive on 10,000 rows. The encoding detection and the Japanese
 * messages are the shared rules (packages/shared/src/csv.ts) the server's module uses too.
 */
import {
  CSV_MESSAGES,
  type CsvFileEncoding,
  CsvParseError,
  decodeCsv,
  hasContent,
  lineAt,
} from '@mirume/shared/csv';
import Papa, { type ParseConfig, type ParseError, type ParseResult, type Parser } from 'papaparse';

export { CsvParseError };

export interface ParseProgress {
  /** Characters read so far, out of `total`. */
  done: number;
  total: number;
}

const CHUNK = 64 * 1024;

/** Comma-separated, double quotes; blank lines and lines of commas only are not records. */
const CONFIG = {
  delimiter: ',',
  quoteChar: '"',
  escapeChar: '"',
  header: false,
  skipEmptyLines: 'greedy',
} satisfies ParseConfig;

function withoutBom(text: string) {
  return text.charCodeAt(0) === 0xfeff ? { body: text.slice(1), offset: 1 } : { body: text, offset: 0 };
}

/** papaparse's quote errors as the shared Japanese messages, with the line of the quoted cell. */
function parseError(error: ParseError, text: string, base: number): CsvParseError | null {
  if (error.type !== 'Quotes') return null;
  const line = lineAt(text, base + (error.index ?? 0));
  const message =
    error.code === 'MissingQuotes' ? CSV_MESSAGES.unclosedQuote(line) : CSV_MESSAGES.textAfterQuote(line);
  return new CsvParseError(message, line);
}

/** Parses `text` at once. A leading BOM is dropped; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const { body } = withoutBom(text);
  const result = Papa.parse<string[]>(body, CONFIG);
  for (const error of result.errors) {
    const refused = parseError(error, body, 0);
    if (refused) throw refused;
  }
  return result.data.filter(hasContent);
}

/** Parses `text` in chunks, yielding to the event loop between them and reporting progress. */
export function parseCsvAsync(
  text: string,
  onProgress?: (progress: ParseProgress) => void,
  chunkSize = CHUNK,
): Promise<string[][]> {
  const { body, offset } = withoutBom(text);
  const records: string[][] = [];
  // papaparse guesses the line break from the chunk it starts with; a chunk may be too short to
  // hold one, so the guess is made once on a longer start of the text.
  const newline = Papa.parse(body.slice(0, CHUNK), { ...CONFIG, preview: 1 }).meta.linebreak;
  return new Promise((resolve, reject) => {
    // Where the chunk being parsed starts: papaparse reports errors relative to it.
    let base = 0;
    let failed = false;
    Papa.parse<string[]>(body, {
      ...CONFIG,
      newline: newline as ParseConfig['newline'],
      chunkSize,
      chunk(result: ParseResult<string[]>, parser: Parser) {
        // Before the last chunk, papaparse also reports quote errors of the unfinished row it
        // carries over to the next chunk; only errors of the rows it answers are real.
        const last = result.meta.cursor >= body.length;
        for (const error of result.errors) {
          if (!last && error.row !== undefined && error.row >= result.data.length) continue;
          const refused = parseError(error, body, base);
          if (refused) {
            failed = true;
            parser.abort();
            reject(refused);
            return;
          }
        }
        for (const record of result.data) if (hasContent(record)) records.push(record);
        base = result.meta.cursor;
        onProgress?.({ done: offset + result.meta.cursor, total: text.length });
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete() {
        if (failed) return;
        onProgress?.({ done: text.length, total: text.length });
        resolve(records);
      },
      error(error: Error) {
        reject(error);
      },
    });
  });
}

/** The records of an uploaded file, its detected encoding, and the progress of the reading. */
export interface CsvFileContent {
  records: string[][];
  encoding: CsvFileEncoding;
}

/** Decodes (UTF-8 or Shift_JIS, decodeCsv) and parses a file's bytes on this thread. */
export async function readCsvBytes(
  bytes: Uint8Array,
  onProgress?: (progress: ParseProgress) => void,
): Promise<CsvFileContent> {
  const { text, encoding } = decodeCsv(bytes);
  return { records: await parseCsvAsync(text, onProgress), encoding };
}

/** Messages between the page and csv.worker.ts. */
export type CsvWorkerMessage =
  | ({ type: 'progress' } & ParseProgress)
  | ({ type: 'done' } & CsvFileContent)
  | { type: 'error'; message: string; line: number | null };

/**
 * An uploaded file's records, read in a worker so that a large file never freezes the page; on
 * this thread where workers are not available (or the worker cannot start). Errors are the same
 * either way: CsvParseError with its line, or the encoding message.
 */
export function readCsvFile(
  bytes: Uint8Array,
  onProgress?: (progress: ParseProgress) => void,
): Promise<CsvFileContent> {
  if (typeof Worker === 'undefined') return readCsvBytes(bytes, onProgress);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readCsvBytes(bytes, onProgress));
      return;
    }
    let answered = false;
    worker.onmessage = (event: MessageEvent<CsvWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        answered = true;
        onProgress?.(message);
        return;
      }
      worker.terminate();
      if (message.type === 'done') resolve({ records: message.records, encoding: message.encoding });
      else
        reject(
          message.line === null
            ? new Error(message.message)
            : new CsvParseError(message.message, message.line),
        );
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // A worker that never answered could not start (a policy, an old browser): read here.
      if (!answered) resolve(readCsvBytes(bytes, onProgress));
      else reject(new Error(event.message));
    };
    // A copy goes to the worker: the caller keeps its bytes.
    worker.postMessage(bytes);
  });
}

/** CSV text (CRLF records, quoted where needed, a final CRLF) of rows of plain text. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${Papa.unparse(rows as string[][], { newline: '\r\n', quotes: false })}\r\n`;
}

/** A file Excel opens in Japanese: UTF-8 with BOM. */
export function csvBlob(rows: readonly (readonly string[])[]): Blob {
  return new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
}
