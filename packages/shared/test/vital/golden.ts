/**
 * The golden cases: which simulated examinee, seed and device each golden file holds, and how a
 * case is scored (both diagnosis types with the default criteria). Shared by scoring.test.ts and
 * update-golden.ts.
 */
import { DEFAULT_CRITERIA } from '../../src/vital/criteria.ts';
import type { TBlockPayload } from '../../src/vital/protocol.ts';
import { type ScoredSession, scoreSession } from '../../src/vital/scoring/index.ts';
import type { SyntheticProfile } from '../../src/vital/synthetic.ts';

export interface GoldenCase {
  name: string;
  profile: SyntheticProfile;
  seed: number;
  device: 'pc' | 'tab' | 'sp';
  webdriver: boolean;
}

/** Seeds are fixed; the typical one was picked so the file shows that profile's most common
 * outcome (B / OK; over 100 seeds: 93 % B, 7 % NG), not a rare draw. */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  { name: 'typical', profile: 'typical', seed: 1002, device: 'pc', webdriver: false },
  { name: 'fast_steady', profile: 'fast_steady', seed: 1002, device: 'pc', webdriver: false },
  { name: 'slow', profile: 'slow', seed: 1003, device: 'pc', webdriver: false },
  { name: 'tired', profile: 'tired', seed: 1004, device: 'pc', webdriver: false },
  { name: 'false_starter', profile: 'false_starter', seed: 1005, device: 'pc', webdriver: false },
  { name: 'bot_constant', profile: 'bot_constant', seed: 1006, device: 'pc', webdriver: true },
  { name: 'typical_sp', profile: 'typical', seed: 1007, device: 'sp', webdriver: false },
];

/** What an events file holds. */
export interface GoldenEvents extends GoldenCase {
  blocks: TBlockPayload[];
}

/** What an expected file holds: the scored session under each diagnosis type. */
export interface GoldenExpected {
  senkou: ScoredSession;
  employee: ScoredSession;
}

export function scoreGolden(events: GoldenEvents): GoldenExpected {
  const score = (diagnosisType: 'senkou' | 'employee') =>
    scoreSession({
      diagnosisType,
      device: events.device,
      seed: events.seed,
      webdriver: events.webdriver,
      blocks: events.blocks,
      criteria: DEFAULT_CRITERIA[diagnosisType].rules,
    });
  return { senkou: score('senkou'), employee: score('employee') };
}
