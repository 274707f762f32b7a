/**
 * The energizer beside the mirumevital result (docs/assessments.md, 「ムサシノ・エナジャイザー」):
 * - `energizer`: the person's newest entered energizer result, or null;
 * - `musashino_energizers`: the energizer view of each of the person's mirumevital results — the
 *   questionnaire T-scores of the six energizer scales (accelerator, brake, achievement,
 *   affinity, power, avoidance) converted to sten with `tScoreToSten` — newest first. Only an
 *   employee result measures these scales (an applicant result has none, so it has no view);
 *   a result of a voided session is never a person's result;
 * - `musashino_energizer`: the newest of those, or null.
 */
import { type Executor, latestAssessmentRow, questionnaireResultsOf } from '@mirume/db';
import {
  ENERGIZER_SCALES,
  type TEnergizerRecord,
  type TMusashinoEnergizer,
  tokyoDate,
  tScoreToSten,
} from '@mirume/shared';
import { requirePerson, toAssessmentRecord } from './records.ts';

type Metrics = Record<string, { t?: number | null } | undefined>;

/** The energizer view of one result's metrics; null when the result measured none of the scales. */
export function musashinoEnergizerOf(result: {
  id: number;
  diagnosis_type: 'senkou' | 'employee';
  metrics: unknown;
  taken_at: Date;
}): TMusashinoEnergizer | null {
  const metrics = (result.metrics ?? {}) as Metrics;
  const scores: Record<string, number> = {};
  const t_scores: Record<string, number> = {};
  for (const { key } of ENERGIZER_SCALES) {
    const t = metrics[key]?.t;
    if (typeof t !== 'number' || !Number.isFinite(t)) continue;
    t_scores[key] = t;
    scores[key] = tScoreToSten(t);
  }
  if (Object.keys(scores).length === 0) return null;
  return {
    result_id: result.id,
    type: result.diagnosis_type,
    taken_on: tokyoDate(result.taken_at),
    scores,
    t_scores,
  };
}

export async function musashinoEnergizers(
  db: Executor,
  companyId: number,
  employeeId: number,
): Promise<TMusashinoEnergizer[]> {
  await requirePerson(db, companyId, employeeId);
  const results = await questionnaireResultsOf(db, companyId, employeeId);
  return results.flatMap((r) => {
    const view = musashinoEnergizerOf(r);
    return view ? [view] : [];
  });
}

export async function latestMusashinoEnergizer(db: Executor, companyId: number, employeeId: number) {
  return (await musashinoEnergizers(db, companyId, employeeId))[0] ?? null;
}

export async function latestEnergizer(
  db: Executor,
  companyId: number,
  employeeId: number,
): Promise<TEnergizerRecord | null> {
  await requirePerson(db, companyId, employeeId);
  const row = await latestAssessmentRow(db, 'energizer', companyId, employeeId);
  return row ? (toAssessmentRecord('energizer', row) as TEnergizerRecord) : null;
}
