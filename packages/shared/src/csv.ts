/**
 * The CSV rules both sides share, without a parser: the Japanese messages of a file that cannot be
 * read, the error a reader throws with the line it stopped at, and the detection of the encoding
 * (UTF-8 with or without BOM, or Shift_JIS as Excel on Windows saves it). The reading and writing
 * themselves are libraries made for it, one module per side: `apps/web/src/lib/csv.ts` (papaparse)
 * and `apps/api/src/lib/csv.ts` (csv-parse / csv-stringify), decision 0026.
 */

export const CSV_MESSAGES = {
  encoding:
    '文字コードを判別できませんでした。UTF-8 または Shift_JIS で保存したCSVファイルをアップロードしてください。',
  header: (missing: string[]) =>
    `CSVの見出し行が正しくありません（不足している列: ${missing.join('、')}）。テンプレートをご利用ください。`,
  empty: '登録するデータがありません',
  /** A quoted cell that never ends (the line its opening quote is on). */
  unclosedQuote: (line: number) => `${line}行目: 引用符（"）が閉じられていません。`,
  /** Text between a closing quote and the next comma or line break. */
  textAfterQuote: (line: number) => `${line}行目: 引用符（"）の後に余分な文字があります。`,
  /** A quote opening in the middle of an unquoted cell (the server's reader; decision 0026). */
  misplacedQuote: (line: number) => `${line}行目: 引用符（"）の位置が正しくありません。`,
} as const;

/** A file that is not valid CSV: the Japanese message names the line (1-based) it stopped at. */
export class CsvParseError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = 'CsvParseError';
    this.line = line;
  }
}

/** The detected encoding of an uploaded file, as the page shows it. */
export type CsvFileEncoding = 'utf-8' | 'shift_jis';

/**
 * Decodes a file: a UTF-8 BOM or valid UTF-8 → UTF-8 (the BOM removed); otherwise Shift_JIS if it
 * decodes without replacement characters. Throws with CSV_MESSAGES.encoding when neither fits.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvFileEncoding } {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hasBom ? bytes.subarray(3) : bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    // not UTF-8
  }
  try {
    const text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
    return { text, encoding: 'shift_jis' };
  } catch {
    throw new Error(CSV_MESSAGES.encoding);
  }
}

/** The 1-based line of a character index: line breaks (CRLF, LF or CR) before it, plus one. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) line += 1;
  }
  return line;
}

/** Whether a record holds anything: blank lines and lines of commas only (as Excel writes them) are not records. */
export const hasContent = (record: readonly string[]) => record.some((cell) => cell.trim() !== '');
