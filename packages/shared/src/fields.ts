/**
 * The fields of a person (employee or applicant) as people read them: the Japanese label that
 * forms, tables, CSV columns and PDFs show, and for some fields the rule text shown as a hint next
 * to the input. Written once so a label or a rule cannot drift between screens; the rules match
 * the validation in api/employees.ts, which builds its patterns and messages from the same facts.
 */

/** A 社員番号 is at most this long. */
export const EMPLOYEE_ID_MAX_LENGTH = 20;
/** The characters a 社員番号 may contain. */
export const EMPLOYEE_ID_PATTERN = /^[0-9A-Za-z_-]*$/;
/** EMPLOYEE_ID_PATTERN in words. */
export const EMPLOYEE_ID_CHARACTERS = '半角英数字・ハイフン・アンダースコア';

export interface PersonFieldText {
  /** The label (見出し) of the field. */
  readonly label: string;
  /** What the input must look like, shown as a hint (e.g. 「全角カタカナ」). */
  readonly rule?: string;
}

const fields = {
  employee_id: {
    label: '社員番号',
    rule: `${EMPLOYEE_ID_CHARACTERS}（${EMPLOYEE_ID_MAX_LENGTH}文字以内）`,
  },
  /** 姓 and 名 shown together. */
  full_name: { label: '氏名' },
  /** セイ and メイ shown together. */
  kana: { label: 'フリガナ' },
  last_name: { label: '姓' },
  first_name: { label: '名' },
  kana_last_name: { label: 'セイ', rule: '全角カタカナ' },
  kana_first_name: { label: 'メイ', rule: '全角カタカナ' },
  gender: { label: '性別' },
  birthday: { label: '生年月日' },
  email: { label: 'メールアドレス' },
  employment_type: { label: '雇用形態' },
  department: { label: '部署' },
  position: { label: '役職' },
  organization_chart_id: { label: '組織図の所属' },
  hire_date: { label: '入社日' },
  diagnosis_status: { label: '診断状況' },
  memo: { label: 'メモ' },
} satisfies Record<string, PersonFieldText>;

/** A person field: the API field name, or `full_name` / `kana` for the two names shown together. */
export type PersonField = keyof typeof fields;

/** Label and rule text of every person field, by API field name. */
export const PERSON_FIELDS: Readonly<Record<PersonField, PersonFieldText>> = fields;
