/**
 * The client-side checks of the preview: every row against the shared ZEmployeeBulkRow schema
 * (kana, dates, employment type… with the §5 Japanese messages) and employee numbers repeated
 * inside the file. The server repeats these and adds the checks against stored employees.
 */
import {
  DUPLICATE_EMPLOYEE_ID_IN_FILE_MESSAGE,
  DUPLICATE_EMPLOYEE_ID_MESSAGE,
  EMPLOYEE_CSV_COLUMNS,
  EmploymentType,
  Gender,
  ZEmployeeBulkRow,
} from '@mirume/shared';

export type RowErrors = Record<string, string[]>;

export interface PreviewRow {
  /** 1-based data row, as the server numbers rows in its error details. */
  row: number;
  values: Record<string, string>;
  errors: RowErrors;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function add(errors: RowErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

const CHOICES: Record<string, readonly string[]> = {
  employment_type: EmploymentType.options().map((o) => o.label),
  gender: Gender.options().map((o) => o.label),
};

/** For a filled-in choice column that is not one of the choices, say which values are accepted. */
function choiceMessage(field: string, value: string | undefined): string | null {
  const choices = CHOICES[field];
  if (!choices || !value || value.trim() === '') return null;
  return `「${value.trim()}」は使えません。${choices.map((c) => `「${c}」`).join('')}のいずれかを入力してください`;
}

export function checkRow(values: Record<string, string>): RowErrors {
  const errors: RowErrors = {};
  const result = ZEmployeeBulkRow.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '_');
      add(errors, field, choiceMessage(field, values[field]) ?? issue.message);
    }
  }
  return errors;
}

/** Checks all rows, yielding between chunks; `onProgress(done, total)` after each chunk. */
export async function checkRows(
  rows: readonly Record<string, string>[],
  onProgress?: (done: number, total: number) => void,
  chunk = 500,
): Promise<PreviewRow[]> {
  const preview: PreviewRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (let start = 0; start < rows.length; start += chunk) {
    for (let i = start; i < Math.min(rows.length, start + chunk); i++) {
      const values = rows[i] as Record<string, string>;
      const errors = checkRow(values);
      const number = values.employee_id?.trim() ?? '';
      if (number !== '') {
        const first = firstRowOf.get(number);
        if (first === undefined) firstRowOf.set(number, i + 1);
        else add(errors, 'employee_id', `${DUPLICATE_EMPLOYEE_ID_IN_FILE_MESSAGE}（${first}件目と同じ）`);
      }
      preview.push({ row: i + 1, values, errors });
    }
    onProgress?.(Math.min(rows.length, start + chunk), rows.length);
    if (start + chunk < rows.length) await yieldToBrowser();
  }
  return preview;
}

/** Adds the server's row errors to the preview (a new array; identical messages appear once). */
export function mergeServerErrors(
  preview: readonly PreviewRow[],
  serverRows: readonly { row: number; errors: RowErrors }[],
): PreviewRow[] {
  const byRow = new Map(serverRows.map((r) => [r.row, r.errors]));
  return preview.map((row) => {
    const server = byRow.get(row.row);
    if (!server) return row;
    const errors: RowErrors = Object.fromEntries(Object.entries(row.errors).map(([k, v]) => [k, [...v]]));
    for (const [field, messages] of Object.entries(server)) {
      // The server runs the same schema: where the client already found a problem in a field it
      // has said it in its own words; only the checks against stored employees are new.
      const clientFound = (errors[field]?.length ?? 0) > 0;
      for (const message of messages) {
        if (clientFound && message !== DUPLICATE_EMPLOYEE_ID_MESSAGE) continue;
        add(errors, field, message);
      }
    }
    return { ...row, errors };
  });
}

const LABELS = new Map(EMPLOYEE_CSV_COLUMNS.map((c) => [c.field, c.header]));

/** 「セイ: 全角カタカナで入力してください」 for each error of a row. */
export function describeErrors(errors: RowErrors): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => (LABELS.has(field) ? `${LABELS.get(field)}: ${message}` : message)),
  );
}

export const hasErrors = (row: PreviewRow) => Object.keys(row.errors).length > 0;
