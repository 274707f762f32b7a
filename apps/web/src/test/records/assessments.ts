import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  type TAssessmentSheet,
  type TEmergeneticRecord,
  type TEnergizerRecord,
  type THciRecord,
  type TOcrField,
  type TOcrJob,
} from '@mirume/shared';

/** Every scale of the instrument at `value`. */
export function scoresOf(instrument: AssessmentInstrument, value: number): Record<string, number> {
  return Object.fromEntries(ASSESSMENT_DEFS[instrument].scales.map((s) => [s.key, Math.min(s.max, value)]));
}

export const SHEET: TAssessmentSheet = {
  file_id: 301,
  file_name: 'hci-2026-04.pdf',
  content_type: 'application/pdf',
  size_bytes: 245_760,
};

const base = (id: number, employeeId: number) => ({
  id,
  employee_id: employeeId,
  taken_on: '2026-04-01',
  provider: '',
  remark: null,
  sheet: null,
  entry_method: 'manual' as const,
  updated_by_name: '山田 花子',
  created_at: '2026-04-02T10:00:00+09:00',
  updated_at: '2026-04-02T10:00:00+09:00',
});

export function hciRecord(id: number, employeeId: number, overrides: Partial<THciRecord> = {}): THciRecord {
  return {
    ...base(id, employeeId),
    instrument: 'hci',
    provider: 'HCI-AS',
    scores: scoresOf('hci', 6),
    result: 'passed',
    check_state: 'unchecked',
    ...overrides,
  };
}

export function energizerRecord(
  id: number,
  employeeId: number,
  overrides: Partial<TEnergizerRecord> = {},
): TEnergizerRecord {
  return {
    ...base(id, employeeId),
    instrument: 'energizer',
    provider: 'エナジャイザー',
    scores: scoresOf('energizer', 5),
    ...overrides,
  };
}

export function emergeneticRecord(
  id: number,
  employeeId: number,
  overrides: Partial<TEmergeneticRecord> = {},
): TEmergeneticRecord {
  return {
    ...base(id, employeeId),
    instrument: 'emergenetic',
    provider: 'EMERGENETICS',
    scores: scoresOf('emergenetic', 50),
    group_scores: {},
    ...overrides,
  };
}

/** A field read with good confidence. */
export const sure = (value: string | number): TOcrField => ({
  value,
  confidence: 0.97,
  confirm: false,
  raw: String(value),
});
/** A field read with low confidence, to be confirmed. */
export const doubtful = (value: string | number | null, raw: string | null): TOcrField => ({
  value,
  confidence: 0.4,
  confirm: true,
  raw,
});

export function ocrJob(id: number, overrides: Partial<TOcrJob> = {}): TOcrJob {
  return {
    id,
    instrument: 'emergenetic',
    status: 'queued',
    progress: 0,
    error: null,
    sheet: { file_id: 501, file_name: 'eg-sheet.png', content_type: 'image/png', size_bytes: 2048 },
    fields: null,
    pages: null,
    duration_ms: null,
    created_at: '2026-11-20T10:00:00+09:00',
    ...overrides,
  };
}

/** The `data` part of a multipart body as the test server recorded it (text), or null. */
export function multipartData(body: string): unknown {
  const match = /name="data"\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(body);
  return match?.[1] ? JSON.parse(match[1]) : null;
}
