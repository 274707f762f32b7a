/**
 * A small RFC 4180 CSV reader for the bulk registration page: quoted fields may hold commas,
 * doubled quotes and line breaks; records end with CRLF, LF or CR; a leading BOM is dropped.
 * It works in chunks so a 10,000-row file can report progress and keep the page responsive.
 */

export interface ParseProgress {
  /** Characters read so far, out of `total`. */
  done: number;
  total: number;
}

export class CsvParseError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = 'CsvParseError';
    this.line = line;
  }
}

const CHUNK = 64 * 1024;

/** Parses `text` synchronously. Blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const parser = createParser(text);
  while (!parser.step(Number.POSITIVE_INFINITY)) {
    // runs to the end in one step
  }
  return parser.records;
}

/** Parses `text`, yielding to the browser between chunks and reporting progress. */
export async function parseCsvAsync(
  text: string,
  onProgress?: (progress: ParseProgress) => void,
  chunkSize = CHUNK,
): Promise<string[][]> {
  const parser = createParser(text);
  for (;;) {
    const finished = parser.step(chunkSize);
    onProgress?.({ done: parser.position(), total: text.length });
    if (finished) return parser.records;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

function createParser(input: string) {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let i = 0;
  let line = 1;
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let quoteStartLine = 1;
  // Just after a closing quote: only a comma or a line break may follow.
  let afterQuote = false;
  // Whether the current record has any content (to drop blank lines).
  let touched = false;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // Lines with no content (blank, or only commas as Excel writes them) are not records.
    if (touched && record.some((cell) => cell.trim() !== '')) records.push(record);
    record = [];
    touched = false;
  };

  function step(budget: number): boolean {
    const stop = Math.min(text.length, i + budget);
    while (i < stop) {
      const c = text[i];
      if (inQuotes) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          inQuotes = false;
          afterQuote = true;
          i += 1;
          continue;
        }
        if (c === '\n') line += 1;
        field += c;
        i += 1;
        continue;
      }
      if (afterQuote && c !== ',' && c !== '\r' && c !== '\n') {
        throw new CsvParseError(`${line}行目: 引用符（"）の後に余分な文字があります。`, line);
      }
      afterQuote = false;
      if (c === '"') {
        if (field.length > 0) {
          throw new CsvParseError(`${line}行目: 引用符（"）の位置が正しくありません。`, line);
        }
        inQuotes = true;
        touched = true;
        quoteStartLine = line;
        i += 1;
        continue;
      }
      if (c === ',') {
        touched = true;
        endField();
        i += 1;
        continue;
      }
      if (c === '\r' || c === '\n') {
        endRecord();
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line += 1;
        continue;
      }
      touched = true;
      field += c;
      i += 1;
    }
    if (i < text.length) return false;
    if (inQuotes) {
      throw new CsvParseError(`${quoteStartLine}行目: 引用符（"）が閉じられていません。`, quoteStartLine);
    }
    if (touched || field.length > 0 || record.length > 0) endRecord();
    return true;
  }

  return { step, records, position: () => i };
}
