/**
 * The bulk-registration CSV (/employees/new-bulk): its Japanese headers, column order and mapping to
 * API fields, the template rows, and the mapping of read records (header first) to API rows. The
 * reading and writing are each side's CSV module (csv.ts of this package has the shared rules). The
 * page and the tests use the same definition; the server re-validates every row with
 * ZEmployeeBulkRow. Headers and hints are the person field labels and rules (fields.ts).
 */
import { CSV_MESSAGES } from './csv.ts';
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

/** The template's header and example rows; each side writes them with its CSV module. */
export const employeeCsvTemplateRows = (): readonly (readonly string[])[] => [
  EMPLOYEE_CSV_HEADERS,
  ...EMPLOYEE_CSV_TEMPLATE_ROWS,
];

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

/** The CSV line a data row number (1-based, as in error details) sits on: the header is line 1. */
export const csvLineOfRow = (row: number) => row + 1;
