/** Third-party assessment results as the API gives them (packages/shared/src/api/assessments.ts), for the page tests. */
import {
  EMERGENETIC_GROUPS,
  EMERGENETIC_SCALES,
  groupScore,
  type TEmergeneticRecord,
  type TEnergizerRecord,
  type THciRecord,
  type TMusashinoEnergizer,
} from '@mirume/shared';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '../fake-api';
import { signInAs } from '../fixtures';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '../test-server';
import { employee } from './employees';

const base = (id: number, takenOn: string) => ({
  id,
  employee_id: 5,
  taken_on: takenOn,
  remark: null,
  sheet: null,
  entry_method: 'manual' as const,
  updated_by_name: '山田 花子',
  created_at: `${takenOn}T03:00:00Z`,
  updated_at: `${takenOn}T03:00:00Z`,
});

export function hciRecord(
  id: number,
  takenOn: string,
  scores: Partial<Record<string, number>> = {},
  overrides: Partial<THciRecord> = {},
): THciRecord {
  return {
    ...base(id, takenOn),
    instrument: 'hci',
    provider: 'HCI-AS',
    result: 'passed',
    check_state: 'unchecked',
    scores: {
      stress_tolerance: 6,
      self_control: 5,
      interpersonal: 7,
      integrity: 8,
      motivation: 6,
      adaptability: 5,
      total_score: 64,
      ...scores,
    } as Record<string, number>,
    ...overrides,
  };
}

/** Every item at `level` unless given; the group means follow from the items like the API's. */
export function emergeneticRecord(
  id: number,
  takenOn: string,
  scores: Partial<Record<string, number>> = {},
  level = 50,
  overrides: Partial<TEmergeneticRecord> = {},
): TEmergeneticRecord {
  const all: Record<string, number> = {};
  for (const scale of EMERGENETIC_SCALES) all[scale.key] = scores[scale.key] ?? level;
  const groupScores: Record<string, number> = {};
  for (const group of EMERGENETIC_GROUPS) groupScores[group.key] = groupScore(group, all) ?? 0;
  return {
    ...base(id, takenOn),
    instrument: 'emergenetic',
    provider: 'EMERGENETICS',
    scores: all,
    group_scores: groupScores,
    ...overrides,
  };
}

export function energizerRecord(
  id: number,
  takenOn: string,
  scores: Partial<Record<string, number>> = {},
  overrides: Partial<TEnergizerRecord> = {},
): TEnergizerRecord {
  return {
    ...base(id, takenOn),
    instrument: 'energizer',
    provider: 'エナジャイザー',
    scores: {
      accelerator: 7,
      brake: 4,
      achievement: 8,
      affinity: 5,
      power: 6,
      avoidance: 3,
      ...scores,
    } as Record<string, number>,
    ...overrides,
  };
}

export function musashinoEnergizer(overrides: Partial<TMusashinoEnergizer> = {}): TMusashinoEnergizer {
  return {
    result_id: 2,
    type: 'employee',
    taken_on: '2026-09-15',
    scores: { accelerator: 6, brake: 5, achievement: 7, affinity: 6, power: 5, avoidance: 4 },
    t_scores: { accelerator: 55, brake: 48, achievement: 60, affinity: 52, power: 49, avoidance: 42 },
    ...overrides,
  };
}

/** The results the fake API holds for employee 5 (鈴木 一郎); each test sets and changes them. */
export interface HeldAssessments {
  hcis: THciRecord[];
  emergenetics: TEmergeneticRecord[];
  energizers: TEnergizerRecord[];
  musashino: TMusashinoEnergizer | null;
}

export const noAssessments = (): HeldAssessments => ({
  hcis: [],
  emergenetics: [],
  energizers: [],
  musashino: null,
});

/**
 * The fake API's answers about employee 5 (鈴木 一郎) for the assessment pages: the person, the
 * instruments' results from `held`, and the person page's other sections empty. `path` is without
 * `/api/v1`; null for any other path or method, which the test answers itself.
 */
export function heldAssessmentsReply(path: string, held: HeldAssessments, method = 'GET'): Reply | null {
  if (method !== 'GET') return null;
  switch (path) {
    case '/employees/5':
      return { status: 200, body: { data: employee(5, { last_name: '鈴木', first_name: '一郎' }) } };
    case '/employees/5/hcis':
      return { status: 200, body: { data: held.hcis } };
    case '/employees/5/emergenetics':
      return { status: 200, body: { data: held.emergenetics } };
    case '/employees/5/energizers':
      return { status: 200, body: { data: held.energizers } };
    case '/employees/5/musashino_energizer':
      return { status: 200, body: { data: held.musashino } };
    case '/employees/5/shindan_senkou':
    case '/employees/5/shindan_employee':
      return { status: 200, body: { data: null } };
    case '/employees/5/mirumevital_results':
    case '/employees/5/issuance_history':
      return { status: 200, body: { data: { items: [] } } };
    case '/employees/5/marcopolo':
      return { status: 200, body: { data: [] } };
    default:
      return null;
  }
}

export interface AssessmentsTestApi {
  server: TestServer;
  /** Reset before each test to no results. */
  held: HeldAssessments;
  /** Reset before each test to an 総合管理者. */
  signedIn: ReturnType<typeof signInAs>;
}

/**
 * A real HTTP server standing in for the API in an assessment page test: `heldAssessmentsReply`,
 * then `more` (a test's own calls), then the shared fake API as `signedIn`. Registers the
 * suite's hooks: started once, its state and recorded requests reset before each test.
 */
export function assessmentsTestApi(
  more?: (request: RecordedRequest, path: string, held: HeldAssessments) => Reply | null,
): AssessmentsTestApi {
  const api: AssessmentsTestApi = {
    server: undefined as unknown as TestServer,
    held: noAssessments(),
    signedIn: signInAs('admin'),
  };
  const handler = (request: RecordedRequest): Reply => {
    const path = new URL(request.url, 'http://api.test').pathname.replace('/api/v1', '');
    return (
      heldAssessmentsReply(path, api.held, request.method) ??
      more?.(request, path, api.held) ??
      fakeApi(fakeApiState({ user: api.signedIn }))(request)
    );
  };
  beforeAll(async () => {
    api.server = await startTestServer(handler);
  });
  beforeEach(() => {
    api.signedIn = signInAs('admin');
    api.held = noAssessments();
    api.server.requests.length = 0;
    configureApiClient({ baseUrl: api.server.origin });
  });
  afterAll(async () => {
    await api.server.close();
  });
  return api;
}
