/**
 * Bulk registration from the CSV the page parsed: every row re-validated here (schema, duplicates
 * inside the file, numbers already registered in `add` mode, what the role may manage), then all
 * rows written in one transaction with multi-row statements — all or nothing.
 */
import { bulkWriteEmployees, type EmployeeWritable, findEmployeesByNumbers } from '@mirume/db';
import {
  canBulkImportEmployees,
  canManageEmployee,
  DUPLICATE_EMPLOYEE_ID_IN_FILE_MESSAGE,
  DUPLICATE_EMPLOYEE_ID_MESSAGE,
  EMPLOYEE_BULK_INVALID_MESSAGE,
  EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE,
  type TCompanyUser,
  type TEmployeeBulkRequest,
  type TRowErrors,
  ZEmployeeBulkRow,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import { refreshPlannerStatistics } from '../../lib/planner-statistics.ts';
import type { App } from '../../lib/zod-app.ts';
import { isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { recordIfOperator } from '../operations/acting.ts';
import { invalidateEmployeeList } from './list-cache.ts';

/** Thrown when rows are wrong; the route answers 400 with `details.rows`. */
export class BulkRowsError extends Error {
  readonly rows: TRowErrors[];
  constructor(rows: TRowErrors[]) {
    super(EMPLOYEE_BULK_INVALID_MESSAGE);
    this.rows = rows;
  }
}

/** How many rows to report at most (a 10,000-row file in the wrong shape would be a huge answer). */
const MAX_REPORTED_ROWS = 1000;

interface Checked {
  values: EmployeeWritable[];
  created: number;
  updated: number;
}

async function check(app: App, user: TCompanyUser, body: TEmployeeBulkRequest): Promise<Checked> {
  if (!canBulkImportEmployees(user.role)) throw new AppError('NOT_FOUND');
  const errors = new Map<number, Record<string, string[]>>();
  const add = (row: number, field: string, message: string) => {
    const e = errors.get(row) ?? {};
    e[field] = [...(e[field] ?? []), message];
    errors.set(row, e);
  };

  const values: EmployeeWritable[] = [];
  const rowOf: number[] = [];
  const firstRowOfNumber = new Map<string, number>();
  body.rows.forEach((input, i) => {
    const row = i + 1;
    const parsed = ZEmployeeBulkRow.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(row, String(issue.path[0] ?? '_'), issue.message);
      return;
    }
    const v = parsed.data;
    const type = v.employment_type as EmployeeWritable['employment_type'];
    if (!canManageEmployee(user.role, type)) add(row, 'employment_type', EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE);
    const first = firstRowOfNumber.get(v.employee_id);
    if (first !== undefined) {
      add(row, 'employee_id', `${DUPLICATE_EMPLOYEE_ID_IN_FILE_MESSAGE}（${first}行目と重複）`);
      return;
    }
    firstRowOfNumber.set(v.employee_id, row);
    values.push({
      employee_id: v.employee_id,
      last_name: v.last_name,
      first_name: v.first_name,
      kana_last_name: v.kana_last_name,
      kana_first_name: v.kana_first_name,
      gender: v.gender ?? null,
      birthday: v.birthday ?? null,
      email: v.email ?? null,
      employment_type: type,
      department: v.department ?? null,
      position: v.position ?? null,
      hire_date: v.hire_date ?? null,
      memo: v.memo ?? null,
    });
    rowOf.push(row);
  });

  const existing = await findEmployeesByNumbers(
    app.db,
    user.company_id,
    values.map((v) => v.employee_id),
  );
  let updated = 0;
  values.forEach((v, i) => {
    const found = existing.get(v.employee_id);
    if (!found) return;
    const row = rowOf[i] as number;
    if (body.mode === 'add') add(row, 'employee_id', DUPLICATE_EMPLOYEE_ID_MESSAGE);
    else if (!canManageEmployee(user.role, found.employment_type)) {
      add(row, 'employee_id', EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE);
    } else updated++;
  });

  if (errors.size > 0) {
    const rows = [...errors.entries()]
      .sort(([a], [b]) => a - b)
      .slice(0, MAX_REPORTED_ROWS)
      .map(([row, e]) => ({ row, errors: e }));
    throw new BulkRowsError(rows);
  }
  return { values, created: values.length - updated, updated };
}

/** Same checks as the import, nothing written. */
export async function validateEmployeeBulk(app: App, user: TCompanyUser, body: TEmployeeBulkRequest) {
  const { values, created, updated } = await check(app, user, body);
  return { total: values.length, created, updated };
}

export async function importEmployeeBulk(app: App, user: TCompanyUser, body: TEmployeeBulkRequest) {
  const { values, created, updated } = await check(app, user, body);
  try {
    await app.db.transaction(async (tx) => {
      // In `add` mode a number registered meanwhile makes the insert fail and roll everything back.
      await bulkWriteEmployees(tx, user.company_id, values, body.mode);
      await recordIfOperator(tx, user, {
        action: 'employee.import',
        targetType: 'employee',
        summary: `社員をCSVで一括登録しました（新規 ${created}名・更新 ${updated}名）`,
        after: { mode: body.mode, created, updated },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  } finally {
    invalidateEmployeeList(app, user.company_id);
  }
  refreshPlannerStatistics(app);
  return { total: values.length, created, updated };
}
