/**
 * Custom assessments (marcopolo, spec §1/§7): a company's own measures, their settings (GET,
 * PATCH handle, POST csv_import), the results CSV import (POST /marcopolo and its validate step),
 * a person's results (GET employees/{id}/marcopolo, DELETE employees/{id}/marcopolos/{id}) and the
 * value rules both sides apply (checkCustomValue), so the page's preview and the server agree.
 */
import { z } from 'zod';
import { CustomAssessmentKind } from '../enums.ts';
import { PERSON_FIELDS } from '../fields.ts';
import { isoDate, MESSAGES, optionalString, recordId, requiredString, tokyoDate } from '../validation.ts';

export type TCustomAssessmentKind = (typeof CustomAssessmentKind.values)[number];

export const CUSTOM_ASSESSMENT_MAX = 50;
export const CUSTOM_RANK_MAX = 20;
export const CUSTOM_TEXT_MAX = 200;
export const CUSTOM_RESULT_MAX_ROWS = 10_000;
/** Values of a pass/fail assessment, pass first. */
export const PASS_FAIL_LABELS = ['合格', '不合格'] as const;

export const CUSTOM_ASSESSMENT_MESSAGES = {
  duplicateName: '同じ名前のカスタムアセスメントがあります',
  rangeOrder: '最小値は最大値以下にしてください',
  choicesRequired: 'ランクを1つ以上入力してください',
  choicesDuplicate: '同じランクが重複しています',
  tooMany: `カスタムアセスメントは${CUSTOM_ASSESSMENT_MAX}件まで登録できます`,
  hasResults: (names: string[], count: number) =>
    `${names.map((n) => `「${n}」`).join('')}には結果が${count.toLocaleString('ja-JP')}件登録されているため削除できません。結果もあわせて削除する場合は確認のうえ削除してください。`,
  unknownPerson: `この${PERSON_FIELDS.employee_id.label}の社員は登録されていません`,
  notNumber: '数値で入力してください',
  range: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `${min}〜${max}の範囲で入力してください`
      : min !== null
        ? MESSAGES.minValue(min)
        : MESSAGES.maxValue(max ?? 0),
  decimals: (n: number) => (n === 0 ? '整数で入力してください' : MESSAGES.decimal(n)),
  unknownRank: (value: string, choices: readonly string[]) =>
    `「${value}」は使えません。${choices.map((c) => `「${c}」`).join('')}のいずれかを入力してください`,
  passFail: `「${PASS_FAIL_LABELS[0]}」または「${PASS_FAIL_LABELS[1]}」を入力してください`,
  /** `line`: the file's line (the header is line 1), as the page numbers rows. */
  duplicateInFile: (line: number) =>
    `ファイル内で${PERSON_FIELDS.employee_id.label}と実施日が重複しています（${line}行目と重複）`,
  exists: '同じ実施日の結果が登録済みです（「置き換える」を選ぶと上書きします）',
  unknownColumn: (header: string) =>
    `「${header}」という列はありません。設定済みのカスタムアセスメント名を見出しにしてください`,
  missingColumns: (headers: string[]) =>
    `CSVの見出し行が正しくありません（不足している列: ${headers.join('、')}）。テンプレートをご利用ください。`,
  noValues: '結果が1つも入力されていません',
  invalid: 'ファイルの内容に誤りがあります。エラーのある行を修正してから再度アップロードしてください。',
  empty: '登録するデータがありません',
  tooManyRows: `一度に取り込めるのは${CUSTOM_RESULT_MAX_ROWS.toLocaleString('ja-JP')}件までです`,
  noAssessments: 'カスタムアセスメントが設定されていません。先に設定してください',
} as const;

// ---- settings ---------------------------------------------------------------------------------

/** One assessment as every call answers it. */
export const ZCustomAssessment = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: CustomAssessmentKind.schema,
  unit: z.string().nullable(),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  decimals: z.number().int(),
  choices: z.array(z.string()),
  position: z.number().int(),
  enabled: z.boolean(),
  list_column: z.boolean(),
  /** Results stored (what deleting it would delete). */
  result_count: z.number().int(),
});
export type TCustomAssessment = z.infer<typeof ZCustomAssessment>;

const optionalNumber = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z.coerce
    .number({ message: CUSTOM_ASSESSMENT_MESSAGES.notNumber })
    .refine(Number.isFinite, { message: CUSTOM_ASSESSMENT_MESSAGES.notNumber })
    .min(-1_000_000_000, { message: MESSAGES.minValue(-1_000_000_000) })
    .max(1_000_000_000, { message: MESSAGES.maxValue(1_000_000_000) })
    .nullable(),
);

/** An assessment as the settings take it: without `id` a new one, with it an existing one. */
export const ZCustomAssessmentInput = z
  .object({
    id: recordId().optional(),
    name: requiredString(50),
    kind: z.enum(CustomAssessmentKind.values, { message: MESSAGES.select }),
    unit: optionalString(20),
    min_value: optionalNumber.optional(),
    max_value: optionalNumber.optional(),
    decimals: z.coerce
      .number({ message: MESSAGES.integer })
      .int({ message: MESSAGES.integer })
      .min(0, { message: MESSAGES.minValue(0) })
      .max(4, { message: MESSAGES.maxValue(4) })
      .default(0),
    choices: z
      .array(requiredString(20))
      .max(CUSTOM_RANK_MAX, { message: `ランクは${CUSTOM_RANK_MAX}個までです` })
      .default([]),
    enabled: z.boolean({ message: MESSAGES.select }).default(true),
    list_column: z.boolean({ message: MESSAGES.select }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'number' && v.min_value != null && v.max_value != null && v.min_value > v.max_value)
      ctx.addIssue({ code: 'custom', path: ['max_value'], message: CUSTOM_ASSESSMENT_MESSAGES.rangeOrder });
    if (v.kind === 'rank') {
      if (v.choices.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['choices'],
          message: CUSTOM_ASSESSMENT_MESSAGES.choicesRequired,
        });
      else if (new Set(v.choices).size !== v.choices.length)
        ctx.addIssue({
          code: 'custom',
          path: ['choices'],
          message: CUSTOM_ASSESSMENT_MESSAGES.choicesDuplicate,
        });
    }
  });
export type TCustomAssessmentInput = z.input<typeof ZCustomAssessmentInput>;
export type TCustomAssessmentInputParsed = z.infer<typeof ZCustomAssessmentInput>;

/**
 * PATCH marcopolo_custom_assessment_settings/handle — the whole settings in one call, in display
 * order: an item without `id` is created, one with an `id` updated, an existing one left out
 * deleted. Deleting an assessment that has results is refused (409 with the names and the count)
 * unless `delete_results` is true.
 */
export const ZCustomAssessmentSettingsRequest = z
  .object({
    assessments: z
      .array(ZCustomAssessmentInput)
      .max(CUSTOM_ASSESSMENT_MAX, { message: CUSTOM_ASSESSMENT_MESSAGES.tooMany }),
    delete_results: z.boolean({ message: MESSAGES.select }).default(false),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.assessments.forEach((a, i) => {
      if (seen.has(a.name))
        ctx.addIssue({
          code: 'custom',
          path: ['assessments', i, 'name'],
          message: CUSTOM_ASSESSMENT_MESSAGES.duplicateName,
        });
      seen.add(a.name);
    });
  });
export type TCustomAssessmentSettingsRequest = z.input<typeof ZCustomAssessmentSettingsRequest>;

export const ZCustomAssessmentsResponse = z.object({ data: z.array(ZCustomAssessment) });
export type TCustomAssessmentsResponse = z.infer<typeof ZCustomAssessmentsResponse>;

// ---- settings CSV (export and csv_import) ---------------------------------------------------

export const CUSTOM_SETTINGS_CSV_HEADERS = [
  '名称',
  '種類',
  '単位',
  '最小値',
  '最大値',
  '小数点以下の桁数',
  'ランク（｜区切り・上位から）',
  '一覧に表示',
  '有効',
] as const;
export const CUSTOM_SETTINGS_CSV_FILENAME = 'カスタムアセスメント設定.csv';
const YES = 'する';
const NO = 'しない';

/** The settings as CSV rows (header first), in display order. */
export function customSettingsCsvRows(list: readonly TCustomAssessment[]): string[][] {
  return [
    [...CUSTOM_SETTINGS_CSV_HEADERS],
    ...list.map((a) => [
      a.name,
      CustomAssessmentKind.labels[a.kind],
      a.unit ?? '',
      a.min_value === null ? '' : String(a.min_value),
      a.max_value === null ? '' : String(a.max_value),
      String(a.decimals),
      a.choices.join('｜'),
      a.list_column ? YES : NO,
      a.enabled ? YES : NO,
    ]),
  ];
}

/**
 * POST marcopolo_custom_assessment_settings/csv_import — the settings file's records (header
 * first). A name already defined is updated, a new name added at the end; assessments not in the
 * file stay as they are (deleting is done on the page, with its confirmation).
 */
export const ZCustomSettingsImportRequest = z.object({
  records: z
    .array(z.array(z.string().max(1000, { message: MESSAGES.max(1000) })).max(20))
    .min(2, { message: CUSTOM_ASSESSMENT_MESSAGES.empty })
    .max(CUSTOM_ASSESSMENT_MAX + 1, { message: CUSTOM_ASSESSMENT_MESSAGES.tooMany }),
});
export type TCustomSettingsImportRequest = z.infer<typeof ZCustomSettingsImportRequest>;

const kindByLabel = (v: string) =>
  (Object.entries(CustomAssessmentKind.labels) as [TCustomAssessmentKind, string][]).find(
    ([code, label]) => label === v.trim() || code === v.trim(),
  )?.[0] ?? v.trim();

/** A settings CSV record → the input of ZCustomAssessmentInput (labels → codes). */
export function customSettingsFromRecord(record: readonly string[]): Record<string, unknown> {
  const cell = (i: number) => (record[i] ?? '').trim();
  return {
    name: cell(0),
    kind: kindByLabel(cell(1)),
    unit: cell(2),
    min_value: cell(3),
    max_value: cell(4),
    decimals: cell(5) === '' ? 0 : cell(5),
    choices:
      cell(6) === ''
        ? []
        : cell(6)
            .split(/[｜|]/)
            .map((c) => c.trim())
            .filter((c) => c !== ''),
    list_column: cell(7) !== NO,
    enabled: cell(8) !== NO,
  };
}

// ---- values -------------------------------------------------------------------------------

export interface CustomValueRule {
  kind: TCustomAssessmentKind;
  min_value: number | null;
  max_value: number | null;
  decimals: number;
  choices: readonly string[];
}

/** A cell of the results CSV as stored: its text as shown and its number (order, filters). */
export type CustomValue = { ok: true; text: string; number: number | null } | { ok: false; message: string };

/**
 * A value checked against its assessment: numbers in range with at most `decimals` places (full-
 * width digits accepted), ranks from the list (number = places from the bottom, so the first rank
 * sorts highest), 合格/不合格 (1/0), free text up to CUSTOM_TEXT_MAX characters.
 */
export function checkCustomValue(raw: string, rule: CustomValueRule): CustomValue {
  const value = raw.normalize('NFKC').trim();
  switch (rule.kind) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(value)) return { ok: false, message: CUSTOM_ASSESSMENT_MESSAGES.notNumber };
      const places = value.split('.')[1]?.length ?? 0;
      if (places > rule.decimals)
        return { ok: false, message: CUSTOM_ASSESSMENT_MESSAGES.decimals(rule.decimals) };
      const n = Number(value);
      if ((rule.min_value !== null && n < rule.min_value) || (rule.max_value !== null && n > rule.max_value))
        return { ok: false, message: CUSTOM_ASSESSMENT_MESSAGES.range(rule.min_value, rule.max_value) };
      return { ok: true, text: n.toFixed(rule.decimals), number: n };
    }
    case 'rank': {
      const index = rule.choices.findIndex((c) => c.normalize('NFKC') === value);
      if (index < 0)
        return { ok: false, message: CUSTOM_ASSESSMENT_MESSAGES.unknownRank(raw.trim(), rule.choices) };
      return { ok: true, text: rule.choices[index] as string, number: rule.choices.length - index };
    }
    case 'pass_fail': {
      const index = PASS_FAIL_LABELS.indexOf(value as (typeof PASS_FAIL_LABELS)[number]);
      if (index < 0) return { ok: false, message: CUSTOM_ASSESSMENT_MESSAGES.passFail };
      return { ok: true, text: PASS_FAIL_LABELS[index] as string, number: index === 0 ? 1 : 0 };
    }
    default: {
      const text = raw.trim();
      if (text.includes('\u0000')) return { ok: false, message: MESSAGES.symbol };
      if (text.length > CUSTOM_TEXT_MAX) return { ok: false, message: MESSAGES.max(CUSTOM_TEXT_MAX) };
      return { ok: true, text, number: null };
    }
  }
}

/** What the template and the page say a column takes. */
export function customValueHint(a: CustomValueRule & { unit?: string | null }): string {
  switch (a.kind) {
    case 'number': {
      const range =
        a.min_value !== null || a.max_value !== null ? `${a.min_value ?? ''}〜${a.max_value ?? ''}` : '数値';
      return `${range}${a.unit ? `（${a.unit}）` : ''}、小数点以下${a.decimals}桁まで`;
    }
    case 'rank':
      return a.choices.join('／');
    case 'pass_fail':
      return PASS_FAIL_LABELS.join('／');
    default:
      return `${CUSTOM_TEXT_MAX}文字以内`;
  }
}

// ---- results CSV (POST /marcopolo) ----------------------------------------------------------

export const CUSTOM_RESULT_KEY_HEADERS = [PERSON_FIELDS.employee_id.label, '実施日'] as const;
export const CUSTOM_RESULT_CSV_FILENAME = 'カスタムアセスメント結果_テンプレート.csv';
export const CUSTOM_RESULT_MODES = ['add', 'replace'] as const;
export const CustomResultModeLabels = {
  add: '追加のみ（同じ社員・同じ実施日の結果があればエラー）',
  replace: '置き換える（同じ社員・同じ実施日の結果を上書き）',
} as const satisfies Record<(typeof CUSTOM_RESULT_MODES)[number], string>;

/** The template: the key columns, one column per enabled assessment, a sample row of hints. */
export function customResultTemplateRows(list: readonly TCustomAssessment[], today = new Date()): string[][] {
  const enabled = list.filter((a) => a.enabled);
  return [
    [...CUSTOM_RESULT_KEY_HEADERS, ...enabled.map((a) => a.name)],
    ['1001', tokyoDate(today), ...enabled.map((a) => customValueHint(a))],
  ];
}

/**
 * The results file as sent: its name (kept as each result's source), the header and the data
 * records as read. The server maps the header to assessments and checks every cell.
 */
export const ZCustomResultImportRequest = z.object({
  mode: z.enum(CUSTOM_RESULT_MODES, { message: MESSAGES.select }),
  file_name: requiredString(200),
  header: z
    .array(z.string().max(100, { message: MESSAGES.max(100) }))
    .min(1)
    .max(CUSTOM_ASSESSMENT_MAX + 2),
  rows: z
    .array(z.array(z.string().max(1000, { message: MESSAGES.max(1000) })).max(CUSTOM_ASSESSMENT_MAX + 2))
    .min(1, { message: CUSTOM_ASSESSMENT_MESSAGES.empty })
    .max(CUSTOM_RESULT_MAX_ROWS, { message: CUSTOM_ASSESSMENT_MESSAGES.tooManyRows }),
});
export type TCustomResultImportRequest = z.infer<typeof ZCustomResultImportRequest>;

export const ZCustomResultImportResponse = z.object({
  data: z.object({
    /** Data rows read, results written as new, results replaced. */
    rows: z.number().int(),
    created: z.number().int(),
    replaced: z.number().int(),
  }),
});
export type TCustomResultImportResponse = z.infer<typeof ZCustomResultImportResponse>;

/** 実施日: YYYY-MM-DD or YYYY/MM/DD, a real date, not in the future. */
export const customAssessedOn = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(v.trim());
      return m ? `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}` : v.trim();
    },
    isoDate({ min: '1900-01-01', max: () => tokyoDate(new Date()), maxMessage: MESSAGES.futureDate }),
  );

// ---- a person's results -------------------------------------------------------------------

export const ZCustomResult = z.object({
  id: z.number().int(),
  assessment_id: z.number().int(),
  assessment_name: z.string(),
  kind: CustomAssessmentKind.schema,
  unit: z.string().nullable(),
  value: z.string(),
  assessed_on: z.string(),
  source: z.string(),
  created_at: z.string(),
});
export type TCustomResult = z.infer<typeof ZCustomResult>;

export const ZCustomResultsResponse = z.object({ data: z.array(ZCustomResult) });
export type TCustomResultsResponse = z.infer<typeof ZCustomResultsResponse>;

export const ZCustomResultParams = z.object({ id: recordId(), result_id: recordId() });
export const ZCustomResultDeleteResponse = z.object({ data: z.object({ id: z.number().int() }) });

/** The columns of the lists: enabled assessments marked for display (any role reads them). */
export const ZCustomColumn = ZCustomAssessment.pick({
  id: true,
  name: true,
  kind: true,
  unit: true,
  min_value: true,
  max_value: true,
  decimals: true,
  choices: true,
});
export type TCustomColumn = z.infer<typeof ZCustomColumn>;
export const ZCustomColumnsResponse = z.object({ data: z.array(ZCustomColumn) });
export type TCustomColumnsResponse = z.infer<typeof ZCustomColumnsResponse>;
