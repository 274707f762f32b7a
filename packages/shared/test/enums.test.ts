import { describe, expect, it } from 'vitest';
import type { LabelledEnum } from '../src/enum.ts';
import {
  ApplicantMetric,
  ApplicantRank,
  ApplicantSelectionLabel,
  AptitudeType,
  Browser,
  CheckState,
  CompanyRole,
  CompanyStatus,
  ContractDateFilter,
  Device,
  DiagnosisStatus,
  EMPLOYMENT_TYPE_THEME_COLORS,
  EmployeeMetric,
  EmployeeRank,
  EmploymentType,
  Gender,
  HciResult,
  NotificationCategory,
  OperatingSystem,
  PcEvaluation,
  ProductType,
  SelectionResult,
  SystemAdminRole,
} from '../src/enums.ts';
import { messagesOf } from './support.ts';

/** The value sets of spec §3, in the spec's order. */
const SPEC_ENUMERATIONS: [string, LabelledEnum<string>, string[]][] = [
  ['gender', Gender, ['male', 'female']],
  ['employment type', EmploymentType, ['full_time', 'part_time', 'dispatch', 'senkou', 'other']],
  ['company status', CompanyStatus, ['temp_registration', 'email_authenticated', 'trial', 'approved']],
  ['contract date filter', ContractDateFilter, ['date_start_contract', 'date_end_contract']],
  ['diagnosis status', DiagnosisStatus, ['undiagnosed', 'in_progress', 'diagnosed']],
  ['selection result', SelectionResult, ['employ', 'unemploy', 'unsettled']],
  ['applicant selection result', ApplicantSelectionLabel, ['PASS', 'CONSIDERING', 'FAIL']],
  ['HCI result', HciResult, ['passed', 'failed']],
  ['check state', CheckState, ['checked', 'unchecked']],
  ['device', Device, ['pc', 'tab', 'sp']],
  ['OS', OperatingSystem, ['windows', 'mac', 'android', 'ios', 'other_os']],
  ['browser', Browser, ['chrome', 'fire_fox', 'microsoft_edge', 'safari', 'other_browser']],
  ['PC evaluation', PcEvaluation, ['omission', 'ordinary', 'best', 'excellence', 'very_excellence', '-']],
  ['applicant rank', ApplicantRank, ['OK', 'A_RANK', 'B_RANK', 'C_RANK', 'NG']],
  ['employee rank', EmployeeRank, ['OK', 'CONSIDERING', 'NG']],
  ['notification category', NotificationCategory, ['notice', 'release', 'incident', 'shindan']],
  ['company role (§6)', CompanyRole, ['admin', 'senkou_admin', 'employee_admin', 'worker']],
  ['operator role (§6)', SystemAdminRole, ['admin']],
  ['product type', ProductType, ['mirumevital', 'user_company']],
  [
    'applicant metric',
    ApplicantMetric,
    [
      'simple_react',
      'hukugo',
      'simple_miss',
      'miss_ave',
      'performance',
      'init_fatigue',
      'concentration',
      'stress_tolerance',
      'potential',
      'trouble_risk',
      'responsibility',
      'aspiration',
      'work_motivation',
    ],
  ],
  [
    'aptitude type',
    AptitudeType,
    [
      'tobikomi',
      'route_eigyo',
      'tellapo',
      'jimu',
      'soume',
      'keiri',
      'planning',
      'purchasing',
      'manufactoring',
      'engineer',
      'system_dev',
      'recruiter',
      'shinki_jigyo',
      'manager',
    ],
  ],
  [
    'employee metric (employee list fields)',
    EmployeeMetric,
    [
      'highest_hukugo_answer',
      'management_personnel_leadership',
      'management_personnel_management',
      'accelerator',
      'brake',
      'achievement',
      'affinity',
      'power',
      'avoidance',
    ],
  ],
];

/** A value that is close to a real one but not in the set (other case, or a suffix). */
function nearMiss(values: readonly string[]): string[] {
  return values
    .flatMap((v) => [v.toUpperCase(), v.toLowerCase(), `${v} `, `${v}_x`])
    .filter((candidate) => !values.includes(candidate));
}

describe.each(SPEC_ENUMERATIONS)('%s', (_name, enumeration, expected) => {
  it('has exactly the values of spec §3, in order', () => {
    expect([...enumeration.values]).toEqual(expected);
  });

  it('gives every value a non-empty label', () => {
    expect(Object.keys(enumeration.labels)).toEqual(expected);
    for (const value of enumeration.values) {
      const label = enumeration.label(value);
      expect(typeof label, value).toBe('string');
      expect(label.trim(), value).not.toBe('');
      expect(label, value).toBe(enumeration.labels[value]);
    }
  });

  it('gives distinct values distinct labels', () => {
    const labels = enumeration.values.map((v) => enumeration.label(v));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('schema accepts each value', () => {
    for (const value of expected) expect(enumeration.schema.parse(value)).toBe(value);
  });

  it("schema refuses other values with '無効な選択肢です'", () => {
    for (const value of ['', 'unknown', ...nearMiss(expected), undefined, null, 0]) {
      expect(messagesOf(enumeration.schema, value), JSON.stringify(value)).toEqual(['無効な選択肢です']);
    }
  });

  it('options() lists every value with its label, in the spec order', () => {
    expect(enumeration.options()).toEqual(
      expected.map((value) => ({ value, label: enumeration.labels[value] })),
    );
  });
});

describe('Japanese labels', () => {
  it('labels the employment types 正社員, パート・アルバイト, 派遣社員, 選考中, その他', () => {
    expect(EmploymentType.labels).toEqual({
      full_time: '正社員',
      part_time: 'パート・アルバイト',
      dispatch: '派遣社員',
      senkou: '選考中',
      other: 'その他',
    });
  });

  it('labels email_authenticated as awaiting approval (承認待ち) and approved as full contract (本契約)', () => {
    expect(CompanyStatus.label('email_authenticated')).toBe('承認待ち');
    expect(CompanyStatus.label('approved')).toBe('本契約');
    expect(CompanyStatus.label('trial')).toBe('トライアル');
    expect(CompanyStatus.label('temp_registration')).toContain('仮登録');
  });

  it('labels the selection results pass, fail and to-consider', () => {
    expect(SelectionResult.labels).toEqual({ employ: '採用', unemploy: '不採用', unsettled: '検討中' });
    expect(ApplicantSelectionLabel.labels).toEqual({ PASS: '合格', CONSIDERING: '検討', FAIL: '不合格' });
  });

  it('labels the diagnosis statuses not taken, in progress and taken', () => {
    expect(DiagnosisStatus.labels).toEqual({
      undiagnosed: '未受検',
      in_progress: '受検中',
      diagnosed: '受検済み',
    });
  });

  it("labels the company roles with one of the spec §6 names ('総合管理者' or '管理者', '作業者' or '準管理者')", () => {
    expect(['管理者', '総合管理者']).toContain(CompanyRole.label('admin'));
    expect(['準管理者', '作業者']).toContain(CompanyRole.label('worker'));
    expect(CompanyRole.label('senkou_admin')).toBe('選考管理者');
    expect(CompanyRole.label('employee_admin')).toBe('社員管理者');
  });

  it("keeps '-' as the label of the not-evaluated PC evaluation", () => {
    expect(PcEvaluation.label('-')).toBe('-');
  });

  it('labels the notification categories, with shindan as 診断状況', () => {
    expect(NotificationCategory.labels).toEqual({
      notice: 'お知らせ',
      release: 'リリース',
      incident: '障害情報',
      shindan: '診断状況',
    });
  });
});

describe('EMPLOYMENT_TYPE_THEME_COLORS', () => {
  /** WCAG 2 relative luminance of a #RRGGBB colour. */
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  it('has a theme colour key for exactly the five employment types', () => {
    expect(Object.keys(EMPLOYMENT_TYPE_THEME_COLORS).sort()).toEqual([...EmploymentType.values].sort());
  });

  it('uses #RRGGBB colours', () => {
    for (const colour of Object.values(EMPLOYMENT_TYPE_THEME_COLORS))
      expect(colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('gives white text a contrast of at least 4.5:1 on every colour', () => {
    for (const [type, colour] of Object.entries(EMPLOYMENT_TYPE_THEME_COLORS)) {
      const contrast = 1.05 / (luminance(colour) + 0.05);
      expect(contrast, `${type} ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
