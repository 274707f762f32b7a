/**
 * The company's custom-assessment settings (admin only, `customAssessment:manage`): read, save the
 * whole list (PATCH handle: create, edit, reorder, switch on/off, delete), and the settings CSV.
 * Every save is one transaction under the company's settings lock.
 */
import {
  type CustomAssessmentRow,
  type CustomAssessmentWritable,
  deleteCustomAssessments,
  type Executor,
  insertCustomAssessment,
  listCustomAssessments,
  lockCustomAssessmentSettings,
  schema,
  updateCustomAssessment,
} from '@mirume/db';
import {
  CUSTOM_ASSESSMENT_MAX,
  CUSTOM_ASSESSMENT_MESSAGES,
  CUSTOM_SETTINGS_CSV_HEADERS,
  customSettingsFromRecord,
  type TCompanyUser,
  type TCustomAssessment,
  type TCustomAssessmentInputParsed,
  type TCustomSettingsImportRequest,
  type TRowErrors,
  ZCustomAssessmentInput,
} from '@mirume/shared';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { BulkRowsError } from '../employees/bulk.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { recordIfOperator } from '../operations/acting.ts';

export const KIND_LOCKED_MESSAGE = '結果が登録されているため、種類は変更できません';

export function toCustomAssessment(row: CustomAssessmentRow): TCustomAssessment {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    min_value: row.min_value,
    max_value: row.max_value,
    decimals: row.decimals,
    choices: row.choices,
    position: row.position,
    enabled: row.enabled,
    list_column: row.list_column,
    result_count: row.result_count,
  };
}

/** One assessment as the operator action log keeps it: what a reader needs to see what changed. */
function settingsSummary(row: CustomAssessmentRow) {
  const { id, name, kind, unit, min_value, max_value, decimals, choices, enabled, list_column } = row;
  return { id, name, kind, unit, min_value, max_value, decimals, choices, enabled, list_column };
}

export async function customAssessmentSettings(app: App, companyId: number) {
  return (await listCustomAssessments(app.db, companyId)).map(toCustomAssessment);
}

function writable(input: TCustomAssessmentInputParsed, position: number): CustomAssessmentWritable {
  const number = input.kind === 'number';
  return {
    name: input.name,
    kind: input.kind,
    unit: input.unit ?? null,
    min_value: number ? (input.min_value ?? null) : null,
    max_value: number ? (input.max_value ?? null) : null,
    decimals: number ? input.decimals : 0,
    choices: input.kind === 'rank' ? input.choices : [],
    position,
    enabled: input.enabled,
    list_column: input.list_column,
  };
}

/** A rank's results re-numbered after its list changed (first rank highest; unknown → null). */
async function renumberRanks(db: Executor, companyId: number, id: number, choices: string[]) {
  const r = schema.customAssessmentResults;
  const cases = choices.map((c, i) => sql`when ${c} then ${choices.length - i}`);
  await db
    .update(r)
    .set({ value_number: sql`case ${r.value_text} ${sql.join(cases, sql` `)} else null end` })
    .where(and(eq(r.company_id, companyId), eq(r.assessment_id, id)));
}

/**
 * Saves the whole list in its order. Items with an id must be the company's (else 404); existing
 * ones left out are deleted — refused with 409 while they have results unless `deleteResults`.
 * The kind of an assessment with results cannot change (its values would no longer fit).
 */
export async function saveCustomAssessmentSettings(
  app: App,
  user: TCompanyUser,
  items: TCustomAssessmentInputParsed[],
  deleteResults: boolean,
) {
  const companyId = user.company_id;
  await app.db.transaction(async (tx) => {
    await lockCustomAssessmentSettings(tx, companyId);
    const before = await listCustomAssessments(tx, companyId);
    await applySettings(tx, companyId, items, deleteResults, true);
    await recordIfOperator(tx, user, {
      action: 'custom_assessment.update',
      targetType: 'custom_assessment',
      summary: 'カスタムアセスメント設定を保存しました',
      before: { assessments: before.map(settingsSummary) },
      after: { assessments: (await listCustomAssessments(tx, companyId)).map(settingsSummary) },
    });
  });
  invalidateEmployeeList(app, companyId);
  return customAssessmentSettings(app, companyId);
}

async function applySettings(
  tx: Executor,
  companyId: number,
  items: TCustomAssessmentInputParsed[],
  deleteResults: boolean,
  deleteMissing: boolean,
) {
  const existing = await listCustomAssessments(tx, companyId);
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = new Set<number>();
  const fieldErrors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    const row = byId.get(item.id);
    if (!row) throw new AppError('NOT_FOUND');
    kept.add(item.id);
    if (row.result_count > 0 && row.kind !== item.kind)
      fieldErrors[`assessments.${i}.kind`] = [KIND_LOCKED_MESSAGE];
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, fieldErrors);
  const removed = deleteMissing ? existing.filter((row) => !kept.has(row.id)) : [];
  const withResults = removed.filter((row) => row.result_count > 0);
  if (withResults.length > 0 && !deleteResults) {
    const count = withResults.reduce((n, row) => n + row.result_count, 0);
    throw new AppError(
      'CONFLICT',
      CUSTOM_ASSESSMENT_MESSAGES.hasResults(
        withResults.map((row) => row.name),
        count,
      ),
    );
  }
  await deleteCustomAssessments(
    tx,
    companyId,
    removed.map((row) => row.id),
  );
  // Names are unique per company: existing rows take a temporary name first, so that two of
  // them may swap names within one save.
  for (const item of items) {
    if (item.id !== undefined)
      await tx
        .update(schema.customAssessments)
        .set({ name: `\u2060${item.id}` })
        .where(
          and(eq(schema.customAssessments.company_id, companyId), eq(schema.customAssessments.id, item.id)),
        );
  }
  for (const [position, item] of items.entries()) {
    const values = writable(item, position);
    if (item.id === undefined) {
      await insertCustomAssessment(tx, companyId, values);
      continue;
    }
    await updateCustomAssessment(tx, companyId, item.id, values);
    const before = byId.get(item.id);
    if (item.kind === 'rank' && before && before.choices.join('\n') !== item.choices.join('\n'))
      await renumberRanks(tx, companyId, item.id, item.choices);
  }
}

/**
 * csv_import: the settings file's records (header first). Each row is checked like the page's
 * form; a name already defined is updated in place, a new one added at the end; nothing is
 * deleted. All rows or none.
 */
export async function importCustomAssessmentSettings(
  app: App,
  user: TCompanyUser,
  body: TCustomSettingsImportRequest,
) {
  const companyId = user.company_id;
  const [header = [], ...records] = body.records;
  const missing = CUSTOM_SETTINGS_CSV_HEADERS.filter((h, i) => (header[i] ?? '').trim() !== h);
  if (missing.length > 0)
    throw new AppError('VALIDATION_ERROR', CUSTOM_ASSESSMENT_MESSAGES.missingColumns([...missing]), {
      records: [CUSTOM_ASSESSMENT_MESSAGES.missingColumns([...missing])],
    });
  const rows: TRowErrors[] = [];
  const parsed: TCustomAssessmentInputParsed[] = [];
  const names = new Map<string, number>();
  records.forEach((record, i) => {
    const result = ZCustomAssessmentInput.safeParse(customSettingsFromRecord(record));
    const errors: Record<string, string[]> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '_');
        errors[field] = [...(errors[field] ?? []), issue.message];
      }
    } else if (names.has(result.data.name)) {
      errors.name = [CUSTOM_ASSESSMENT_MESSAGES.duplicateName];
    } else {
      names.set(result.data.name, i + 1);
      parsed.push(result.data);
    }
    if (Object.keys(errors).length > 0) rows.push({ row: i + 1, errors });
  });
  if (rows.length > 0) throw new BulkRowsError(rows);
  await app.db.transaction(async (tx) => {
    await lockCustomAssessmentSettings(tx, companyId);
    const existing = await listCustomAssessments(tx, companyId);
    const byName = new Map(existing.map((row) => [row.name, row]));
    const items: TCustomAssessmentInputParsed[] = existing.map((row) => {
      const fromFile = parsed.find((p) => p.name === row.name);
      return fromFile
        ? { ...fromFile, id: row.id }
        : {
            id: row.id,
            name: row.name,
            kind: row.kind,
            unit: row.unit,
            min_value: row.min_value,
            max_value: row.max_value,
            decimals: row.decimals,
            choices: row.choices,
            enabled: row.enabled,
            list_column: row.list_column,
          };
    });
    for (const p of parsed) if (!byName.has(p.name)) items.push(p);
    if (items.length > CUSTOM_ASSESSMENT_MAX)
      throw new AppError('VALIDATION_ERROR', CUSTOM_ASSESSMENT_MESSAGES.tooMany, {
        records: [CUSTOM_ASSESSMENT_MESSAGES.tooMany],
      });
    await applySettings(tx, companyId, items, false, false);
    await recordIfOperator(tx, user, {
      action: 'custom_assessment.import',
      targetType: 'custom_assessment',
      summary: `カスタムアセスメント設定をCSVで取り込みました（${parsed.length}件）`,
      after: { names: parsed.map((p) => p.name) },
    });
  });
  invalidateEmployeeList(app, companyId);
  return customAssessmentSettings(app, companyId);
}
