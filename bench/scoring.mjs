// Scoring one mirumevital session: the pure engine (packages/shared/src/vital/scoring) run on 200
// synthetic sessions of every profile and device, as the server runs it on submission (payload
// validation against the schedule included). Sessions are generated first, so only scoring is timed;
// the first 20 scorings warm the JIT and are not counted. Target: one session < 50 ms.
import { DEFAULT_CRITERIA } from '../packages/shared/src/vital/criteria.ts';
import { scoreSession } from '../packages/shared/src/vital/scoring/index.ts';
import { SYNTHETIC_PROFILES, synthesizeSession } from '../packages/shared/src/vital/synthetic.ts';

const SESSIONS = 200;
const WARMUP = 20;
const DEVICES = ['pc', 'tab', 'sp'];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchScoring() {
  const inputs = Array.from({ length: SESSIONS + WARMUP }, (_, i) => {
    const profile = SYNTHETIC_PROFILES[i % SYNTHETIC_PROFILES.length];
    const device = DEVICES[i % DEVICES.length];
    const diagnosisType = i % 2 ? 'employee' : 'senkou';
    const seed = 10_000 + i;
    return {
      diagnosisType,
      device,
      seed,
      webdriver: profile === 'bot_constant',
      blocks: synthesizeSession(profile, seed, { device }),
      criteria: DEFAULT_CRITERIA[diagnosisType].rules,
    };
  });
  const times = [];
  let voided = 0;
  inputs.forEach((input, i) => {
    const started = performance.now();
    const result = scoreSession(input);
    const ms = performance.now() - started;
    if (i < WARMUP) return;
    times.push(ms);
    if (result.voided) voided++;
  });
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  const max = times[times.length - 1];
  return [
    {
      metric: 'sessions scored (6 profiles × pc/tab/sp × both types)',
      value: String(times.length),
      target: '',
      ok: '',
    },
    {
      metric: 'median per session',
      value: `${median.toFixed(2)} ms`,
      target: '< 50 ms',
      ok: median < 50 ? '✓' : '✗',
    },
    { metric: 'p95 per session', value: `${p95.toFixed(2)} ms`, target: '< 50 ms', ok: p95 < 50 ? '✓' : '✗' },
    { metric: 'slowest session', value: `${max.toFixed(2)} ms`, target: '(information)', ok: '' },
    { metric: 'voided (bot profile)', value: `${voided} / ${times.length}`, target: '(information)', ok: '' },
  ];
}
