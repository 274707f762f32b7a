/**
 * Employees one by one: the list, a record, create, update, delete. Reading of the roles (see
 * permissions.ts): everyone views; worker registers anyone; senkou_admin registers and manages
 * applicants (senkou) only; admin and employee_admin manage everyone. A record the role may not
 * manage answers 404, like a missing one.
 */
import {
  deleteEmployee,
  type EmployeeRow,
  type EmployeeWritable,
  type Executor,
  employeeNumberTaken,
  findEmployee,
  insertEmployee,
  listEmployees,
  lockEmployee,
  organizationChartInCompany,
  updateEmployee,
} from '@mirume/db';
import {
  canCreateEmployee,
  canManageEmployee,
  DUPLICATE_EMPLOYEE_ID_MESSAGE,
  EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE,
  type TCompanyUser,
  type TEmployee,
  type TEmployeeCustomAssessment,
  type TEmployeeListItem,
  type TEmployeesQueryParsed,
  tokyoDate,
  UNKNOWN_ORGANIZATION_CHART_MESSAGE,
  type ZEmployeeFields,
} from '@mirume/shared';
import type { z } from 'zod';
import { companyTurn } from '../../lib/company-turn.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { deleteObjects, removePersonFileRows } from '../assessments/sheets.ts';
import { customColumnsOf } from '../custom-assessments/results.ts';
import { isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { recordIfOperator } from '../operations/acting.ts';
import { type LatestScores, latestColumns, listScoreParams } from '../results/latest-columns.ts';
import { cachedEmployeeList, invalidateEmployeeList } from './list-cache.ts';

type Fields = z.infer<typeof ZEmployeeFields>;

/** YYYY-MM-DD shifted by whole years (29 Feb → 28 Feb in a common year). */
export function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = y + years;
  const lastDay = new Date(Date.UTC(target, m, 0)).getUTCDate();
  return `${target}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

const iso = (v: Date) => v.toISOString();

export function toEmployee(row: EmployeeRow): TEmployee {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** A list row; `latestEmployeeMetrics` are the metrics of the person's newest valid employee result. */
export function toListItem(
  row: EmployeeRow,
  latestEmployeeMetrics?: LatestScores,
  customAssessments: TEmployeeCustomAssessment[] = [],
): TEmployeeListItem {
  return {
    id: row.id,
    employee_id: row.employee_id,
    department: row.department,
    position: row.position,
    last_name: row.last_name,
    first_name: row.first_name,
    kana_last_name: row.kana_last_name,
    kana_first_name: row.kana_first_name,
    age: row.age,
    gender: row.gender,
    employment_type: row.employment_type,
    organization_chart_id: row.organization_chart_id,
    organization_chart_name: row.organization_chart_name,
    diagnosis_status: row.diagnosis_status,
    email: row.email,
    hire_date: row.hire_date,
    ...latestColumns(latestEmployeeMetrics),
    custom_assessments: customAssessments,
  };
}

export async function listCompanyEmployees(app: App, companyId: number, query: TEmployeesQueryParsed) {
  const today = tokyoDate(new Date());
  // age ≥ min ⇔ birthday ≤ today − min years; age ≤ max ⇔ birthday > today − (max + 1) years.
  const birthday_to = query.age_min != null ? shiftYears(today, -query.age_min) : null;
  const birthday_after = query.age_max != null ? shiftYears(today, -(query.age_max + 1)) : null;
  const params = {
    ...query,
    ...listScoreParams(
      query,
      ['employee_id', 'kana', 'age', 'created_at', 'department'] as const,
      'created_at',
    ),
    today,
    birthday_to,
    birthday_after,
  };
  return cachedEmployeeList(app, companyId, params, () =>
    companyTurn(app, companyId, async () => {
      const result = await listEmployees(app.db, companyId, params, (ids) =>
        customColumnsOf(app, companyId, ids),
      );
      const custom = result.extra;
      return {
        items: result.items.map((row) =>
          toListItem(row, row.latest_employee_metrics ?? undefined, custom.get(row.id)),
        ),
        total: result.total,
        total_capped: result.total_capped,
        page: query.page,
        per: query.per,
      };
    }),
  );
}

/** A record the user may see (every role sees every record of the company). */
export async function getEmployee(app: App, companyId: number, id: number): Promise<TEmployee> {
  const row = await findEmployee(app.db, companyId, id, tokyoDate(new Date()));
  if (!row) throw new AppError('NOT_FOUND');
  return toEmployee(row);
}

/** For the edit form: 404 unless the role may manage this person. */
export async function getEmployeeForEdit(app: App, user: TCompanyUser, id: number) {
  const employee = await getEmployee(app, user.company_id, id);
  if (!canManageEmployee(user.role, employee.employment_type)) throw new AppError('NOT_FOUND');
  return { ...employee, can_manage: true };
}

function writable(body: Fields): EmployeeWritable {
  return {
    employee_id: body.employee_id,
    last_name: body.last_name,
    first_name: body.first_name,
    kana_last_name: body.kana_last_name,
    kana_first_name: body.kana_first_name,
    gender: body.gender ?? null,
    birthday: body.birthday ?? null,
    email: body.email ?? null,
    employment_type: body.employment_type as EmployeeWritable['employment_type'],
    department: body.department ?? null,
    position: body.position ?? null,
    organization_chart_id: body.organization_chart_id ?? null,
    hire_date: body.hire_date ?? null,
    memo: body.memo ?? null,
  };
}

const personName = (p: { last_name: string; first_name: string }) => `${p.last_name} ${p.first_name}`;

/** The fields of `row` named in `keys` (the "before" of a change). */
function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));
}

const duplicateNumber = () =>
  new AppError('CONFLICT', DUPLICATE_EMPLOYEE_ID_MESSAGE, { employee_id: [DUPLICATE_EMPLOYEE_ID_MESSAGE] });

async function checkReferences(tx: Executor, companyId: number, body: Fields, exceptId?: number) {
  if (await employeeNumberTaken(tx, companyId, body.employee_id, exceptId)) throw duplicateNumber();
  if (
    body.organization_chart_id &&
    !(await organizationChartInCompany(tx, companyId, body.organization_chart_id))
  ) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      organization_chart_id: [UNKNOWN_ORGANIZATION_CHART_MESSAGE],
    });
  }
}

async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber();
    throw error;
  }
}

export async function createEmployee(app: App, user: TCompanyUser, body: Fields): Promise<TEmployee> {
  const values = writable(body);
  if (!canCreateEmployee(user.role, values.employment_type)) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      employment_type: [EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE],
    });
  }
  const id = await uniqueOr409(() =>
    app.db.transaction(async (tx) => {
      await checkReferences(tx, user.company_id, body);
      const id = await insertEmployee(tx, user.company_id, values);
      await recordIfOperator(tx, user, {
        action: 'employee.create',
        targetType: 'employee',
        targetId: id,
        summary: `社員「${personName(values)}」を登録しました`,
        after: { ...values },
      });
      return id;
    }),
  );
  invalidateEmployeeList(app, user.company_id);
  return getEmployee(app, user.company_id, id);
}

export async function updateCompanyEmployee(app: App, user: TCompanyUser, id: number, body: Fields) {
  const values = writable(body);
  await uniqueOr409(() =>
    app.db.transaction(async (tx) => {
      const current = await lockEmployee(tx, user.company_id, id);
      if (!current || !canManageEmployee(user.role, current.employment_type)) throw new AppError('NOT_FOUND');
      if (!canManageEmployee(user.role, values.employment_type)) {
        throw new AppError('VALIDATION_ERROR', undefined, {
          employment_type: [EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE],
        });
      }
      await checkReferences(tx, user.company_id, body, id);
      await updateEmployee(tx, user.company_id, id, values);
      await recordIfOperator(tx, user, {
        action: 'employee.update',
        targetType: 'employee',
        targetId: id,
        summary: `社員「${personName(values)}」の情報を変更しました`,
        before: pick(current, Object.keys(values)),
        after: { ...values },
      });
    }),
  );
  invalidateEmployeeList(app, user.company_id);
  return getEmployee(app, user.company_id, id);
}

export async function deleteCompanyEmployee(app: App, user: TCompanyUser, id: number) {
  await app.db.transaction(async (tx) => {
    const current = await lockEmployee(tx, user.company_id, id);
    if (!current || !canManageEmployee(user.role, current.employment_type)) throw new AppError('NOT_FOUND');
    // The person's stored files (assessment sheets, files of their record) go with them.
    const fileKeys = await removePersonFileRows(tx, user.company_id, id);
    await deleteEmployee(tx, user.company_id, id);
    await recordIfOperator(tx, user, {
      action: 'employee.delete',
      targetType: 'employee',
      targetId: id,
      summary: `社員「${personName(current)}」を削除しました`,
    });
    // Last: if the storage fails, the transaction rolls back and the person stays whole.
    await deleteObjects(app, fileKeys);
  });
  invalidateEmployeeList(app, user.company_id);
  return { id };
}
