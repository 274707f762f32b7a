/**
 * Request/response schemas of the employees (people) calls: records, the list at
 * /diagnosis/history, and the bulk import. Forms derive their schemas from these with .pick/.extend.
 */
import { z } from 'zod';
import { DiagnosisStatus, type EmployeeMetric, EmploymentType, Gender } from '../enums.ts';
import {
  EMPLOYEE_ID_CHARACTERS,
  EMPLOYEE_ID_MAX_LENGTH,
  EMPLOYEE_ID_PATTERN,
  PERSON_FIELDS,
} from '../fields.ts';
import {
  birthday,
  email,
  hireDate,
  integer,
  kana,
  MESSAGES,
  nullWhenBlank,
  optionalString,
  queryText,
  recordId,
  requiredString,
  select,
  sortOrder,
  symbolSafe,
} from '../validation.ts';
import { ZPageQuery, ZTotalCapped } from './system.ts';

const EMPLOYEE_ID_LABEL = PERSON_FIELDS.employee_id.label;
export const DUPLICATE_EMPLOYEE_ID_MESSAGE = `この${EMPLOYEE_ID_LABEL}は既に登録されています`;
export const DUPLICATE_EMPLOYEE_ID_IN_FILE_MESSAGE = `ファイル内で${EMPLOYEE_ID_LABEL}が重複しています`;
export const EMPLOYEE_ID_FORMAT_MESSAGE = `${EMPLOYEE_ID_CHARACTERS}で入力してください`;
export const UNKNOWN_ORGANIZATION_CHART_MESSAGE = '存在しない組織です';
export const EMPLOYEE_ROLE_NOT_ALLOWED_MESSAGE = 'この雇用形態の社員を登録する権限がありません';
export const EMPLOYEE_BULK_MAX_ROWS = 10_000;
export const EMPLOYEE_BULK_TOO_MANY_ROWS_MESSAGE = `一度に登録できるのは${EMPLOYEE_BULK_MAX_ROWS.toLocaleString('ja-JP')}件までです`;
export const EMPLOYEE_BULK_EMPTY_MESSAGE = '登録するデータがありません';
export const EMPLOYEE_BULK_INVALID_MESSAGE =
  'ファイルの内容に誤りがあります。エラーのある行を修正してから再度アップロードしてください。';

export const employeeNumber = () =>
  requiredString(EMPLOYEE_ID_MAX_LENGTH).regex(EMPLOYEE_ID_PATTERN, { message: EMPLOYEE_ID_FORMAT_MESSAGE });

/** The fields of an employee as the form and the API take them. */
export const ZEmployeeFields = z.object({
  /** 社員番号, unique within the company. */
  employee_id: employeeNumber(),
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
  gender: nullWhenBlank(Gender.schema).optional(),
  birthday: nullWhenBlank(birthday()).optional(),
  email: nullWhenBlank(email()).optional(),
  employment_type: select(EmploymentType.schema),
  department: optionalString(100),
  position: optionalString(100),
  organization_chart_id: nullWhenBlank(recordId()).optional(),
  hire_date: nullWhenBlank(hireDate()).optional(),
  memo: optionalString(1000),
});
export type TEmployeeFields = z.input<typeof ZEmployeeFields>;

export const ZEmployeeCreateRequest = ZEmployeeFields;
export type TEmployeeCreateRequest = z.input<typeof ZEmployeeCreateRequest>;
export const ZEmployeeUpdateRequest = ZEmployeeFields;
export type TEmployeeUpdateRequest = z.input<typeof ZEmployeeUpdateRequest>;

export const ZEmployeeIdParams = z.object({ id: recordId() });

/** One employee as the detail and edit calls answer. */
export const ZEmployee = z.object({
  id: z.number().int(),
  employee_id: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  gender: Gender.schema.nullable(),
  birthday: z.string().nullable(),
  /** Full years, Asia/Tokyo today; null without a birthday. */
  age: z.number().int().nullable(),
  email: z.string().nullable(),
  employment_type: EmploymentType.schema,
  department: z.string().nullable(),
  position: z.string().nullable(),
  organization_chart_id: z.number().int().nullable(),
  organization_chart_name: z.string().nullable(),
  hire_date: z.string().nullable(),
  memo: z.string().nullable(),
  diagnosis_status: DiagnosisStatus.schema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployee>;

export const ZEmployeeResponse = z.object({ data: ZEmployee });
export type TEmployeeResponse = z.infer<typeof ZEmployeeResponse>;

/** GET employees/{id}/edit: the record plus what the form needs to know. */
export const ZEmployeeEditResponse = z.object({
  data: ZEmployee.extend({ can_manage: z.boolean() }),
});
export type TEmployeeEditResponse = z.infer<typeof ZEmployeeEditResponse>;

export const ZEmployeeDeleteResponse = z.object({ data: z.object({ id: z.number().int() }) });

// ---- the list (/diagnosis/history) -----------------------------------------------------------

/**
 * The §3 list's T-score fields (latest_accelerator, latest_brake, achievement, affinity, power,
 * avoidance, and the other latest_*): each the T-score of the person's newest valid employee
 * result, by its metric key. Both lists filter by one of them (`score_field` + `score_min` /
 * `score_max`) and sort by any of them (`sort=<field>`), read from `latest_scores` (decision 0023).
 */
export const LIST_SCORE_FIELDS = {
  latest_highest_hukugo_answer: 'highest_hukugo_answer',
  latest_management_personnel_leadership: 'management_personnel_leadership',
  latest_management_personnel_management: 'management_personnel_management',
  latest_accelerator: 'accelerator',
  latest_brake: 'brake',
  achievement: 'achievement',
  affinity: 'affinity',
  power: 'power',
  avoidance: 'avoidance',
} as const satisfies Record<string, (typeof EmployeeMetric.values)[number]>;
export type TListScoreField = keyof typeof LIST_SCORE_FIELDS;
export const LIST_SCORE_FIELD_KEYS = Object.keys(LIST_SCORE_FIELDS) as [
  TListScoreField,
  ...TListScoreField[],
];
/** The metric key of a list field, or null when `sort` is not one. */
export const listScoreKey = (field: string): string | null =>
  Object.hasOwn(LIST_SCORE_FIELDS, field) ? LIST_SCORE_FIELDS[field as TListScoreField] : null;

export const EMPLOYEE_SORT_KEYS = [
  'employee_id',
  'kana',
  'age',
  'created_at',
  'department',
  ...LIST_SCORE_FIELD_KEYS,
] as const;
export type TEmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number];

/** `a` or `a,b` or `['a','b']` (repeated query key) → array; empty → undefined. */
const multi = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const list = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== '');
    return list.length ? list : undefined;
  }, z.array(item).max(10).optional());

const optionalQueryString = queryText;
/** A T-score bound of a list filter (T-scores are around 20–80; anything outside ±1,000 is a typo). */
const optionalScore = nullWhenBlank(
  z.coerce
    .number({ message: MESSAGES.integer })
    .min(-1000, { message: MESSAGES.minValue(-1000) })
    .max(1000, { message: MESSAGES.maxValue(1000) }),
).optional();
const optionalQueryInt = (min: number, max: number) => nullWhenBlank(integer({ min, max })).optional();

/**
 * The people filters (several types, age, unit…) of the people list; the diagnosis list takes
 * exactly the same ones.
 */
export const ZPeopleFilters = z.object({
  /** Searches last/first name, kana and employee number (partial match). */
  q: optionalQueryString(100),
  employment_type: multi(EmploymentType.schema),
  department: optionalQueryString(100),
  position: optionalQueryString(100),
  organization_chart_id: nullWhenBlank(recordId()).optional(),
  gender: nullWhenBlank(Gender.schema).optional(),
  age_min: optionalQueryInt(0, 150),
  age_max: optionalQueryInt(0, 150),
  diagnosis_status: multi(DiagnosisStatus.schema),
  // ---- custom assessments (marcopolo): one assessment's latest result filters and orders ----
  /** The assessment whose latest result the custom filters apply to. */
  custom_id: nullWhenBlank(recordId()).optional(),
  /** Range of a numeric assessment's latest value (inclusive). */
  custom_min: nullWhenBlank(z.coerce.number({ message: MESSAGES.integer }).min(-1e9).max(1e9)).optional(),
  custom_max: nullWhenBlank(z.coerce.number({ message: MESSAGES.integer }).min(-1e9).max(1e9)).optional(),
  /** Ranks (or 合格/不合格) of the latest value. */
  custom_values: multi(z.string().max(20, { message: MESSAGES.max(20) })),
  /** Orders the list by this assessment's latest value (people without one last), instead of `sort`. */
  custom_sort_id: nullWhenBlank(recordId()).optional(),
  // ---- the T-score list fields (LIST_SCORE_FIELDS): one field's range (inclusive) ----
  score_field: nullWhenBlank(z.enum(LIST_SCORE_FIELD_KEYS, { message: MESSAGES.oneOf })).optional(),
  score_min: optionalScore,
  score_max: optionalScore,
});

export const ZEmployeesQuery = ZPageQuery.extend({
  ...ZPeopleFilters.shape,
  sort: z.enum(EMPLOYEE_SORT_KEYS, { message: MESSAGES.oneOf }).default('created_at'),
  order: sortOrder(),
});
export type TEmployeesQuery = z.input<typeof ZEmployeesQuery>;
export type TEmployeesQueryParsed = z.infer<typeof ZEmployeesQuery>;

/** A custom assessment's latest result of the person, one per column marked for display. */
export const ZEmployeeCustomAssessment = z.object({
  assessment_id: z.number().int(),
  name: z.string(),
  value: z.string().nullable(),
  assessed_on: z.string().nullable(),
});
export type TEmployeeCustomAssessment = z.infer<typeof ZEmployeeCustomAssessment>;

/** A row of the §3 employee list, plus what the screen needs to link and filter. */
export const ZEmployeeListItem = z.object({
  id: z.number().int(),
  employee_id: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  age: z.number().int().nullable(),
  gender: Gender.schema.nullable(),
  employment_type: EmploymentType.schema,
  organization_chart_id: z.number().int().nullable(),
  organization_chart_name: z.string().nullable(),
  diagnosis_status: DiagnosisStatus.schema,
  email: z.string().nullable(),
  hire_date: z.string().nullable(),
  /** Latest results: null until the diagnosis work fills them. */
  latest_highest_hukugo_answer: z.number().nullable(),
  latest_management_personnel_leadership: z.number().nullable(),
  latest_management_personnel_management: z.number().nullable(),
  latest_accelerator: z.number().nullable(),
  latest_brake: z.number().nullable(),
  achievement: z.number().nullable(),
  affinity: z.number().nullable(),
  power: z.number().nullable(),
  avoidance: z.number().nullable(),
  custom_assessments: z.array(ZEmployeeCustomAssessment),
});
export type TEmployeeListItem = z.infer<typeof ZEmployeeListItem>;

export const ZEmployeesResponse = z.object({
  data: z.object({
    items: z.array(ZEmployeeListItem),
    total: z.number().int(),
    total_capped: ZTotalCapped,
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TEmployeesResponse = z.infer<typeof ZEmployeesResponse>;

// ---- bulk import (POST employees/create_employee_bulk[/validate]) ----------------------------

export const EMPLOYEE_BULK_MODES = ['add', 'upsert'] as const;
export const EmployeeBulkModeLabels = {
  add: '新規追加のみ',
  upsert: `${EMPLOYEE_ID_LABEL}が一致する社員を更新`,
} as const satisfies Record<(typeof EMPLOYEE_BULK_MODES)[number], string>;

/**
 * One row as the page sends it: the CSV cells mapped to field names (see employee-csv.ts), all
 * strings. The server validates every row with ZEmployeeBulkRow and answers row-level errors.
 */
export const ZEmployeeBulkRowInput = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const ZEmployeeBulkRequest = z.object({
  mode: z.enum(EMPLOYEE_BULK_MODES, { message: MESSAGES.select }),
  rows: z
    .array(ZEmployeeBulkRowInput)
    .min(1, { message: EMPLOYEE_BULK_EMPTY_MESSAGE })
    .max(EMPLOYEE_BULK_MAX_ROWS, { message: EMPLOYEE_BULK_TOO_MANY_ROWS_MESSAGE }),
});
export type TEmployeeBulkRequest = z.infer<typeof ZEmployeeBulkRequest>;

/** Accepts the code or the Japanese label (正社員 → full_time). */
const labelled =
  <V extends string>(e: { values: readonly V[]; labels: Readonly<Record<V, string>> }) =>
  (v: unknown) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    const byLabel = (Object.entries(e.labels) as [V, string][]).find(([, label]) => label === t);
    return byLabel ? byLabel[0] : t;
  };

/** A CSV row: as the form, with Japanese labels accepted for the enumerations; no chart id. */
export const ZEmployeeBulkRow = ZEmployeeFields.omit({ organization_chart_id: true }).extend({
  gender: z.preprocess(labelled(Gender), nullWhenBlank(Gender.schema)).optional(),
  employment_type: z.preprocess(labelled(EmploymentType), select(EmploymentType.schema)),
});
export type TEmployeeBulkRow = z.infer<typeof ZEmployeeBulkRow>;

export const ZEmployeeBulkResponse = z.object({
  data: z.object({ total: z.number().int(), created: z.number().int(), updated: z.number().int() }),
});
export type TEmployeeBulkResponse = z.infer<typeof ZEmployeeBulkResponse>;

/** validate: same checks, nothing written; what an import would do. Errors answer 400 like the import. */
export const ZEmployeeBulkValidateResponse = ZEmployeeBulkResponse;
export type TEmployeeBulkValidateResponse = z.infer<typeof ZEmployeeBulkValidateResponse>;
