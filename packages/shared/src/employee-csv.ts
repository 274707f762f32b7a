/**
 * The bulk-registration CSV (/employees/new-bulk): its Japanese headers, column order and mapping to
 * API fields, the template, and pure helpers to decode (UTF-8 with or without BOM, or Shift_JIS),
 * parse and map a file. The page and the tests use the same definition; the server re-validates
 * every row with ZEmployeeBulkRow. Headers and hints are the person field labels and rules
 * (fields.ts).
 */
import { EmploymentType, Gender } from './enums.ts';
import { PERSON_FIELDS, type PersonField } from './fields.ts';

export interface EmployeeCsvColumn {
  /** The header cell (Japanese). */
  header: string;
  /** The field of ZEmployeeBulkRow. */
  field: string;
  required: boolean;
  /** A hint for the template and the page. */
  note: string;
}

/** A column headed by the field's label, hinting the field's rule unless told otherwise. */
const column = (
  field: PersonField,
  required: boolean,
  note = PERSON_FIELDS[field].rule ?? '',
): EmployeeCsvColumn => ({
  header: PERSON_FIELDS[field].label,
  field,
  required,
  note,
});
/** The CSV takes both date spellings (normalizeCsvDate). */
const DATE_NOTE = 'YYYY-MM-DD または YYYY/MM/DD';
/** The CSV takes an enumeration by its Japanese label. */
const labelsNote = (labels: Readonly<Record<string, string>>) => Object.values(labels).join('／');

export const EMPLOYEE_CSV_COLUMNS: readonly EmployeeCsvColumn[] = [
  column('employee_id', true),
  column('last_name', true),
  column('first_name', true),
  column('kana_last_name', true),
  column('kana_first_name', true),
  column('gender', false, labelsNote(Gender.labels)),
  column('birthday', false, DATE_NOTE),
  column('email', false),
  column('employment_type', true, labelsNote(EmploymentType.labels)),
  column('department', false),
  column('position', false),
  column('hire_date', false, DATE_NOTE),
  column('memo', false),
];

export const EMPLOYEE_CSV_HEADERS = EMPLOYEE_CSV_COLUMNS.map((c) => c.header);
export const EMPLOYEE_CSV_FILENAME = 'employees_template.csv';

export const EMPLOYEE_CSV_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  [
    '1001',
    '山田',
    '太郎',
    'ヤマダ',
    'タロウ',
    '男性',
    '1990-04-01',
    'taro.yamada@example.com',
    '正社員',
    '営業部',
    '課長',
    '2015-04-01',
    '',
  ],
  [
    '1002',
    '佐藤',
    '花子',
    'サトウ',
    'ハナコ',
    '女性',
    '1995/10/15',
    '',
    'パート・アルバイト',
    '総務部',
    '',
    '2020/06/01',
    '週3日勤務',
  ],
];

export const CSV_MESSAGES = {
  encoding:
    '文字コードを判別できませんでした。UTF-8 または Shift_JIS で保存したCSVファイルをアップロードしてください。',
  header: (missing: string[]) =>
    `CSVの見出し行が正しくありません（不足している列: ${missing.join('、')}）。テンプレートをご利用ください。`,
  empty: '登録するデータがありません',
  quote: 'CSVの形式が正しくありません（引用符が閉じられていません）',
} as const;

function escapeCell(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/** CSV text (CRLF, quoted when needed) of a header and rows. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((r) => r.map(escapeCell).join(',')).join('\r\n')}\r\n`;
}

/** The template as UTF-8 with BOM (so Excel opens it in Japanese). */
export function employeeCsvTemplate(): string {
  return `\uFEFF${toCsv([EMPLOYEE_CSV_HEADERS, ...EMPLOYEE_CSV_TEMPLATE_ROWS])}`;
}

/**
 * Decodes a file: a UTF-8 BOM or valid UTF-8 → UTF-8; otherwise Shift_JIS if it decodes without
 * replacement characters. Throws with CSV_MESSAGES.encoding when neither fits.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'shift_jis' } {
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

/** RFC 4180 parsing (quotes, doubled quotes, CRLF/LF); blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) throw new Error(CSV_MESSAGES.quote);
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** 1990/4/1 → 1990-04-01; anything else is returned as is (the schema then says what is wrong). */
function normalizeCsvDate(v: string): string {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(v.trim());
  return m ? `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}` : v.trim();
}

const DATE_FIELDS = new Set(['birthday', 'hire_date']);

/**
 * Maps parsed CSV rows (header first) to API rows by header name (column order may differ).
 * Throws with CSV_MESSAGES.header when a required column is missing, CSV_MESSAGES.empty when no data.
 */
export function mapEmployeeCsv(rows: string[][]): Record<string, string>[] {
  const [header, ...data] = rows;
  if (!header) throw new Error(CSV_MESSAGES.empty);
  const names = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  const missing = EMPLOYEE_CSV_COLUMNS.filter((c) => c.required && !names.includes(c.header)).map(
    (c) => c.header,
  );
  if (missing.length) throw new Error(CSV_MESSAGES.header(missing));
  if (data.length === 0) throw new Error(CSV_MESSAGES.empty);
  const index = EMPLOYEE_CSV_COLUMNS.map((c) => [c, names.indexOf(c.header)] as const).filter(
    ([, i]) => i >= 0,
  );
  return data.map((cells) => {
    const out: Record<string, string> = {};
    for (const [c, i] of index) {
      const v = (cells[i] ?? '').trim();
      out[c.field] = DATE_FIELDS.has(c.field) ? normalizeCsvDate(v) : v;
    }
    return out;
  });
}

/** Decode + parse + map in one step (the page's upload handler). */
export function readEmployeeCsv(bytes: Uint8Array): { rows: Record<string, string>[]; encoding: string } {
  const { text, encoding } = decodeCsv(bytes);
  return { rows: mapEmployeeCsv(parseCsv(text)), encoding };
}

/** The CSV line a data row number (1-based, as in error details) sits on: the header is line 1. */
export const csvLineOfRow = (row: number) => row + 1;
