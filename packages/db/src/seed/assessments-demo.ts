/**
 * The demo world's third-party assessment results (HCI-AS, EMERGENETICS, energizer): eleven people
 * of the demo company and of the billed demo company with one to three results of some of the
 * instruments, taken over the last two years, so every section, history and trend page has data.
 * Values are drawn from a seeded generator (the same world on every start) around a per-person
 * profile, each later result moving a little — mostly within the instrument's noise, some scales
 * beyond it — so the trend pages mark some changes and not others. HCI-AS is mostly passed, some
 * results failed (the demo's verdict rule, hciVerdict); older results are checked, some newest ones not yet. The sheets are attached
 * after the seed (sheet_file_id stays null here).
 */
import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  type AssessmentScale,
  EMERGENETIC_GROUPS,
} from '@mirume/shared/assessments';
import { prng } from '@mirume/shared/vital/protocol';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, emergeneticResults, employees, energizerResults, hciResults } from '../schema/index.ts';
import { DEMO_BILLED_COMPANY } from './billing-demo.ts';

const DAY = 24 * 60 * 60 * 1000;
const UPDATED_BY = '山田 花子';

/** One person's results: how many of each instrument, and which HCI-AS results are weak (0 = oldest). */
interface Plan {
  hci?: number;
  hciWeak?: number[];
  emergenetic?: number;
  energizer?: number;
}

/** By the position of the person in the company (ordered by id); people not listed have none. */
const DEMO_COMPANY_PLANS: Record<number, Plan> = {
  0: { hci: 3, hciWeak: [0], emergenetic: 3, energizer: 3 },
  1: { hci: 1 },
  2: { hci: 1, hciWeak: [0], energizer: 1 },
  4: { hci: 2, emergenetic: 2, energizer: 2 },
  5: { emergenetic: 1 },
  6: { hci: 1 },
  7: { hci: 2, emergenetic: 1, energizer: 1 },
  8: { emergenetic: 2, energizer: 3 },
};
const BILLED_COMPANY_PLANS: Record<number, Plan> = {
  1: { hci: 2 },
  3: { emergenetic: 1, energizer: 1 },
  5: { energizer: 2 },
};

/** Days before today of each result, oldest first, spread over the last two years. */
const SCHEDULES: Record<number, number[]> = { 1: [40], 2: [420, 75], 3: [690, 360, 30] };

const REMARKS = ['入社時の受検', '昇格前の再受検', '配属前の確認のため受検', null, null] as const;

type Rng = () => number;

/** A standard normal draw (Box–Muller). */
function normal(rng: Rng) {
  const u = Math.max(rng(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

const clamp = (scale: AssessmentScale, v: number) => Math.min(scale.max, Math.max(scale.min, Math.round(v)));

/**
 * The next value of a scale: about one move in four reaches the scale's noise threshold (a real
 * change on the trend page), the others stay within it.
 */
function drift(rng: Rng, scale: AssessmentScale, value: number) {
  const sign = rng() < 0.5 ? -1 : 1;
  const step = rng() < 0.25 ? scale.change + Math.floor(rng() * 3) : Math.floor(rng() * scale.change);
  const moved = value + sign * step;
  // Near a bound the move goes the other way, so a real change stays real after clamping.
  return clamp(scale, moved < scale.min || moved > scale.max ? value - sign * step : moved);
}

/**
 * A first result: sten scales around 5.5 (lower for a weak HCI-AS), EMERGENETICS' sub-items around
 * their group's centre, kept off the extreme percentiles.
 */
function profile(rng: Rng, instrument: AssessmentInstrument, low: boolean): Record<string, number> {
  const scores: Record<string, number> = {};
  if (instrument === 'emergenetic') {
    for (const group of EMERGENETIC_GROUPS) {
      const centre = 50 + 18 * normal(rng);
      for (const key of group.scales) {
        const scale = ASSESSMENT_DEFS.emergenetic.scales.find((s) => s.key === key) as AssessmentScale;
        scores[key] = Math.min(97, Math.max(3, clamp(scale, centre + 10 * normal(rng))));
      }
    }
    return scores;
  }
  for (const scale of ASSESSMENT_DEFS[instrument].scales) {
    if (scale.key === 'total_score') continue;
    scores[scale.key] = clamp(scale, 5.5 + 1.8 * normal(rng) - (low ? 1.5 : 0));
  }
  return scores;
}

/** HCI-AS' total score: the six stens on 0–100, with a little of the provider's own weighting. */
function withTotal(rng: Rng, scores: Record<string, number>) {
  const stens = ASSESSMENT_DEFS.hci.scales.filter((s) => s.key !== 'total_score');
  const sum = stens.reduce((acc, s) => acc + (scores[s.key] ?? 0), 0);
  const total = ((sum - stens.length) / (9 * stens.length)) * 100 + 4 * normal(rng);
  return { ...scores, total_score: Math.min(100, Math.max(0, Math.round(total))) };
}

/**
 * HCI-AS' verdict as the demo reads it (the provider's own rule is not published): passed with a
 * total of 40 or more and a stress tolerance of 2 or more.
 */
function hciVerdict(scores: Record<string, number>): 'passed' | 'failed' {
  return (scores.total_score ?? 0) >= 40 && (scores.stress_tolerance ?? 0) >= 2 ? 'passed' : 'failed';
}

function series(rng: Rng, instrument: AssessmentInstrument, count: number, weak: readonly number[]) {
  const def = ASSESSMENT_DEFS[instrument];
  const out: Record<string, number>[] = [];
  let current = profile(rng, instrument, weak.includes(0));
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const next: Record<string, number> = {};
      for (const scale of def.scales) {
        if (scale.key === 'total_score') continue;
        next[scale.key] = drift(rng, scale, current[scale.key] as number);
      }
      // A weak result after a sound one (or the reverse) moves the whole profile.
      const shift = weak.includes(i) === weak.includes(i - 1) ? 0 : weak.includes(i) ? -1 : 1;
      for (const scale of def.scales)
        if (shift !== 0 && scale.key in next)
          next[scale.key] = clamp(scale, (next[scale.key] as number) + shift);
      current = next;
    }
    out.push(instrument === 'hci' ? withTotal(rng, current) : current);
  }
  return out;
}

const isoDay = (at: Date) => new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function seedCompany(
  tx: Executor,
  companyId: number,
  plans: Record<number, Plan>,
  rng: Rng,
  now: Date,
) {
  const people = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.company_id, companyId))
    .orderBy(asc(employees.id));
  const rows = {
    hci: [] as (typeof hciResults.$inferInsert)[],
    emergenetic: [] as (typeof emergeneticResults.$inferInsert)[],
    energizer: [] as (typeof energizerResults.$inferInsert)[],
  };
  people.forEach((person, index) => {
    const plan = plans[index];
    if (!plan) return;
    for (const instrument of ['hci', 'emergenetic', 'energizer'] as const) {
      const count = plan[instrument] ?? 0;
      if (count === 0) continue;
      const weak = instrument === 'hci' ? (plan.hciWeak ?? []) : [];
      const schedule = SCHEDULES[count] as number[];
      series(rng, instrument, count, weak).forEach((scores, i) => {
        // Each instrument on its own days (a person rarely takes two on the same day).
        const takenAt = new Date(
          now.getTime() - ((schedule[i] as number) + index * 3) * DAY - instrumentOffset(instrument) * DAY,
        );
        const savedAt = new Date(takenAt.getTime() + (2 + Math.floor(rng() * 5)) * DAY);
        const entry_method = rng() < 0.4 ? ('ocr' as const) : ('manual' as const);
        const remark = i === 0 ? (REMARKS[(index + count) % REMARKS.length] ?? null) : null;
        const base = {
          company_id: companyId,
          employee_id: person.id,
          taken_on: isoDay(takenAt),
          provider: ASSESSMENT_DEFS[instrument].defaultProvider,
          remark,
          scores,
          sheet_file_id: null,
          entry_method,
          updated_by_name: UPDATED_BY,
          created_at: savedAt,
          updated_at: savedAt,
        };
        if (instrument === 'hci') {
          const newest = i === count - 1;
          rows.hci.push({
            ...base,
            result: hciVerdict(scores),
            // Older results have been looked at; about half of the newest still wait for it.
            check_state: !newest || index % 2 === 0 ? 'checked' : 'unchecked',
          });
        } else rows[instrument].push(base);
      });
    }
  });
  if (rows.hci.length > 0) await tx.insert(hciResults).values(rows.hci);
  if (rows.emergenetic.length > 0) await tx.insert(emergeneticResults).values(rows.emergenetic);
  if (rows.energizer.length > 0) await tx.insert(energizerResults).values(rows.energizer);
}

function instrumentOffset(instrument: AssessmentInstrument) {
  return { hci: 0, emergenetic: 9, energizer: 17 }[instrument];
}

export async function seedAssessmentsDemo(tx: Executor, companyId: number, now = new Date()) {
  const rng = prng(20_261_125);
  await seedCompany(tx, companyId, DEMO_COMPANY_PLANS, rng, now);
  const [billed] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_BILLED_COMPANY));
  if (billed) await seedCompany(tx, billed.id, BILLED_COMPANY_PLANS, rng, now);
}
