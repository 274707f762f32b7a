/** Answers of the diagnosis calls as the API gives them, for the page tests. */
import type { TIssuedLink, TMirumevitalResult, TUndiagnosedItem } from '@mirume/shared';

export function issuedLink(id: number, overrides: Partial<TIssuedLink> = {}): TIssuedLink {
  return {
    id,
    employee_id: 100 + id,
    employee_number: `E${100 + id}`,
    last_name: '山田',
    first_name: `太郎${id}`,
    kana_last_name: 'ヤマダ',
    kana_first_name: 'タロウ',
    employment_type: 'full_time',
    department: '営業部',
    email: `taro${id}@example.com`,
    diagnosis_type: 'employee',
    source: 'mail',
    ticket_code: null,
    status: 'issued',
    deadline: '2026-12-05',
    message: null,
    checked: false,
    sent_count: 1,
    last_sent_at: '2026-11-21T01:00:00Z',
    started_at: null,
    completed_at: null,
    created_at: '2026-11-21T01:00:00Z',
    ...overrides,
  };
}

/** A person never issued a diagnosis, as the undiagnosed list shows them (未発行). */
export function unissuedPerson(
  employeeId: number,
  overrides: Partial<TUndiagnosedItem> = {},
): TUndiagnosedItem {
  return {
    ...issuedLink(0, {
      employee_id: employeeId,
      employee_number: `E${employeeId}`,
      first_name: `次郎${employeeId}`,
    }),
    id: null,
    status: 'unissued',
    source: null,
    deadline: null,
    sent_count: 0,
    last_sent_at: null,
    created_at: null,
    ...overrides,
  };
}

export function listAnswer<T>(items: T[], page = 1, per = 50) {
  return { data: { items, total: items.length, page, per } };
}

export function vitalResult(overrides: Partial<TMirumevitalResult> = {}): TMirumevitalResult {
  return {
    id: 1,
    employee_id: 5,
    diagnosis_type: 'senkou',
    scoring_version: 'mv1-2026.11',
    metrics: {
      simple_react: { raw: 312.4, t: 54 },
      concentration: { raw: 0.82, t: 34 },
      stress_tolerance: { raw: 1.1, t: 47 },
    },
    aptitudes: {},
    pc_evaluation: 'ordinary',
    rank: 'NG',
    rank_rule: {
      rank: 'NG',
      text: '集中力のT得点 34 が基準 40 未満のため NG',
      rule_index: 0,
      metric: 'concentration',
      op: 'lt',
      threshold: 40,
      value: 34,
    },
    validity: {
      flags: ['ページ離脱あり'],
      false_starts: 2,
      held_keys: 0,
      untrusted_events: 0,
      webdriver: false,
      hidden_ms: 4200,
      blur_count: 1,
      voided_trials: 0,
      constant_rt: false,
      valid: true,
    },
    device: 'pc',
    os: 'windows',
    browser: 'chrome',
    norm_device: 'pc',
    taken_at: '2026-11-21T05:05:00Z',
    source_result_id: null,
    ...overrides,
  };
}
