/**
 * Custom-assessment results: the CSV import (POST /marcopolo and its validate step), a person's
 * results and deleting one, and the latest values the lists show.
 *
 * The import checks every row against the settings and the stored people (unknown person, date,
 * value out of range, unknown rank, duplicate in the file, and in `add` mode a result already
 * stored for the same person, assessment and day), then writes all rows in one transaction with
 * multi-row statements — or none.
 */
import {
  bulkWriteCustomResults,
  type CustomResultWritable,
  deleteCustomResult,
  existingCustomResultKeys,
  findEmployee,
  findEmployeesByNumbers,
  listColumnAssessments,
  listColumnsWithLatest,
  listCustomAssessments,
  personCustomResults,
} from '@mirume/db';
import {
  CUSTOM_ASSESSMENT_MESSAGES,
  CUSTOM_RESULT_KEY_HEADERS,
  canManageEmployee,
  checkCustomValue,
  customAssessedOn,
  fullName,
  type TCompanyUser,
  type TCustomResult,
  type TCustomResultImportRequest,
  type TEmployeeCustomAssessment,
  type TRowErrors,
  tokyoDate,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import { refreshPlannerStatistics } from '../../lib/planner-statistics.ts';
import type { App } from '../../lib/zod-app.ts';
import { BulkRowsError } from '../employees/bulk.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { recordIfOperator } from '../operations/acting.ts';

/** How many rows to report at most (a 10,000-row file in the wrong shape would be a huge answer). */
const MAX_REPORTED_ROWS = 1000;
const [NUMBER_HEADER, DATE_HEADER] = CUSTOM_RESULT_KEY_HEADERS;

interface Checked {
  values: CustomResultWritable[];
  created: number;
  replaced: number;
}

async function check(app: App, companyId: number, body: TCustomResultImportRequest): Promise<Checked> {
  const assessments = (await listCustomAssessments(app.db, companyId)).filter((a) => a.enabled);
  if (assessments.length === 0)
    throw new AppError('VALIDATION_ERROR', CUSTOM_ASSESSMENT_MESSAGES.noAssessments, {
      header: [CUSTOM_ASSESSMENT_MESSAGES.noAssessments],
    });
  const header = body.header.map((h) => h.trim());
  const numberAt = header.indexOf(NUMBER_HEADER);
  const dateAt = header.indexOf(DATE_HEADER);
  const missing = [numberAt < 0 ? NUMBER_HEADER : null, dateAt < 0 ? DATE_HEADER : null].filter(
    (h): h is string => h !== null,
  );
  const byName = new Map(assessments.map((a) => [a.name, a]));
  const headerErrors = header.flatMap((h, i) =>
    i === numberAt || i === dateAt || h === '' || byName.has(h)
      ? []
      : [CUSTOM_ASSESSMENT_MESSAGES.unknownColumn(h)],
  );
  if (missing.length > 0) headerErrors.unshift(CUSTOM_ASSESSMENT_MESSAGES.missingColumns(missing));
  const columns = header.flatMap((h, i) => {
    const a = byName.get(h);
    return a && i !== numberAt && i !== dateAt ? [{ index: i, header: h, assessment: a }] : [];
  });
  if (headerErrors.length === 0 && columns.length === 0)
    headerErrors.push(CUSTOM_ASSESSMENT_MESSAGES.noValues);
  if (headerErrors.length > 0)
    throw new AppError('VALIDATION_ERROR', headerErrors[0], { header: headerErrors });

  const errors = new Map<number, Record<string, string[]>>();
  const add = (row: number, field: string, message: string) => {
    const e = errors.get(row) ?? {};
    e[field] = [...(e[field] ?? []), message];
    errors.set(row, e);
  };
  const people = await findEmployeesByNumbers(app.db, companyId, [
    ...new Set(body.rows.map((cells) => (cells[numberAt] ?? '').trim()).filter((n) => n !== '')),
  ]);
  const assessedOn = customAssessedOn();
  const firstRowOf = new Map<string, number>();
  const pending: { row: number; value: CustomResultWritable }[] = [];
  body.rows.forEach((cells, i) => {
    const row = i + 1;
    const number = (cells[numberAt] ?? '').trim();
    const person = number === '' ? undefined : people.get(number);
    if (number === '') add(row, NUMBER_HEADER, '入力必須です');
    else if (!person) add(row, NUMBER_HEADER, CUSTOM_ASSESSMENT_MESSAGES.unknownPerson);
    const date = assessedOn.safeParse(cells[dateAt] ?? '');
    if (!date.success) add(row, DATE_HEADER, date.error.issues[0]?.message ?? '正しい日付を入力してください');
    if (number !== '' && date.success) {
      const key = `${number}\n${date.data}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) add(row, NUMBER_HEADER, CUSTOM_ASSESSMENT_MESSAGES.duplicateInFile(first + 1));
      else firstRowOf.set(key, row);
    }
    let filled = 0;
    for (const column of columns) {
      const raw = cells[column.index] ?? '';
      if (raw.trim() === '') continue;
      filled++;
      const value = checkCustomValue(raw, column.assessment);
      if (!value.ok) {
        add(row, column.header, value.message);
        continue;
      }
      if (person && date.success)
        pending.push({
          row,
          value: {
            assessment_id: column.assessment.id,
            employee_id: person.id,
            assessed_on: date.data,
            value_text: value.text,
            value_number: value.number,
            source: body.file_name,
          },
        });
    }
    if (filled === 0) add(row, '_', CUSTOM_ASSESSMENT_MESSAGES.noValues);
  });

  const existing = await existingCustomResultKeys(app.db, companyId, [
    ...new Set(pending.map((p) => p.value.employee_id)),
  ]);
  const nameOf = new Map(assessments.map((a) => [a.id, a.name]));
  let replaced = 0;
  for (const { row, value } of pending) {
    if (!existing.has(`${value.assessment_id}:${value.employee_id}:${value.assessed_on}`)) continue;
    if (body.mode === 'add')
      add(row, nameOf.get(value.assessment_id) ?? '_', CUSTOM_ASSESSMENT_MESSAGES.exists);
    else replaced++;
  }
  if (errors.size > 0) {
    const rows: TRowErrors[] = [...errors.entries()]
      .sort(([a], [b]) => a - b)
      .slice(0, MAX_REPORTED_ROWS)
      .map(([row, e]) => ({ row, errors: e }));
    throw new BulkRowsError(rows);
  }
  const values = pending.map((p) => p.value);
  return { values, created: values.length - replaced, replaced };
}

/** Same checks as the import, nothing written. */
export async function validateCustomResults(app: App, companyId: number, body: TCustomResultImportRequest) {
  const { created, replaced } = await check(app, companyId, body);
  return { rows: body.rows.length, created, replaced };
}

export async function importCustomResults(app: App, user: TCompanyUser, body: TCustomResultImportRequest) {
  const companyId = user.company_id;
  const { values, created, replaced } = await check(app, companyId, body);
  try {
    await app.db.transaction(async (tx) => {
      // In `add` mode a result stored meanwhile makes the insert fail and roll everything back.
      await bulkWriteCustomResults(tx, companyId, values, body.mode);
      await recordIfOperator(tx, user, {
        action: 'custom_result.import',
        targetType: 'custom_assessment_result',
        summary: `カスタムアセスメント結果をCSVで取り込みました（新規 ${created}件・置換 ${replaced}件）`,
        after: { file_name: body.file_name, mode: body.mode, created, replaced },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  } finally {
    invalidateEmployeeList(app, companyId);
  }
  refreshPlannerStatistics(app);
  return { rows: body.rows.length, created, replaced };
}

/** GET employees/{id}/marcopolo: the person's results, newest first (404 for another company's). */
export async function personResults(
  app: App,
  companyId: number,
  employeeId: number,
): Promise<TCustomResult[]> {
  const person = await findEmployee(app.db, companyId, employeeId, tokyoDate(new Date()));
  if (!person) throw new AppError('NOT_FOUND');
  const rows = await personCustomResults(app.db, companyId, employeeId);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** DELETE employees/{id}/marcopolos/{result_id}: by a role that manages the person, else 404. */
export async function deletePersonResult(app: App, user: TCompanyUser, employeeId: number, resultId: number) {
  const person = await findEmployee(app.db, user.company_id, employeeId, tokyoDate(new Date()));
  if (!person || !canManageEmployee(user.role, person.employment_type)) throw new AppError('NOT_FOUND');
  await app.db.transaction(async (tx) => {
    const deleted = await deleteCustomResult(tx, user.company_id, employeeId, resultId);
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordIfOperator(tx, user, {
      action: 'custom_result.delete',
      targetType: 'custom_assessment_result',
      targetId: resultId,
      summary: `社員「${fullName(person)}」のカスタムアセスメント結果を1件削除しました`,
    });
  });
  invalidateEmployeeList(app, user.company_id);
  return { id: resultId };
}

/** The assessments shown as list columns (enabled and marked), in display order. */
export async function customListColumns(app: App, companyId: number) {
  return listColumnAssessments(app.db, companyId);
}

/** Each person's latest value of every list column (null where there is none). */
export async function customColumnsOf(
  app: App,
  companyId: number,
  employeeIds: number[],
): Promise<Map<number, TEmployeeCustomAssessment[]>> {
  const { columns, latest } = await listColumnsWithLatest(app.db, companyId, employeeIds);
  return new Map(
    employeeIds.map((id) => [
      id,
      columns.map((c) => {
        const v = latest.get(id)?.get(c.id);
        return {
          assessment_id: c.id,
          name: c.name,
          value: v?.value ?? null,
          assessed_on: v?.assessed_on ?? null,
        };
      }),
    ]),
  );
}
