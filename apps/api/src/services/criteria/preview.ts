/**
 * The editor's live feedback: a draft set evaluated on stored results, against the ranks they
 * carry today. For a company: every valid stored result of the type (exactly what a reflect of the
 * saved draft would re-rank). For a default set: the newest PREVIEW_DEFAULT_SAMPLE results that
 * default sets rank, across the companies that use them. Only the T-scores the draft reads are
 * loaded (one float per metric and result), so 10,000 results take a fraction of a second.
 */
import { peopleOfResults, rankingInputs } from '@mirume/db';
import {
  CRITERIA_MESSAGES,
  CRITERIA_PREVIEW_LIST_MAX,
  type TCriteriaPreview,
  type TCriteriaPreviewRequest,
} from '@mirume/shared';
import { evaluateCriteria, metricsOf } from '@mirume/shared/vital/criteria';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { type CriteriaActor, type CriteriaScope, mayManage } from './versions.ts';

export const PREVIEW_DEFAULT_SAMPLE = 10_000;

export async function previewDraft(
  app: App,
  scope: CriteriaScope,
  actor: CriteriaActor,
  body: TCriteriaPreviewRequest,
): Promise<TCriteriaPreview> {
  const started = performance.now();
  const rules = body.rules;
  if (!mayManage(actor, rules.diagnosis_type)) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      'rules.diagnosis_type': [CRITERIA_MESSAGES.typeNotAllowed],
    });
  }
  const inputs = await rankingInputs(app.db, {
    companyId: scope.companyId,
    type: rules.diagnosis_type,
    metrics: metricsOf(rules),
    limit: scope.companyId === null ? PREVIEW_DEFAULT_SAMPLE : undefined,
  });
  const today: Record<string, number> = {};
  const draft: Record<string, number> = {};
  const changed: { id: number; from: string; to: string }[] = [];
  for (const input of inputs) {
    const rank = evaluateCriteria(rules, input.t).rank;
    today[input.rank] = (today[input.rank] ?? 0) + 1;
    draft[rank] = (draft[rank] ?? 0) + 1;
    if (rank !== input.rank) changed.push({ id: input.id, from: input.rank, to: rank });
  }
  // Newest results first (a higher id is a later result).
  changed.sort((a, b) => b.id - a.id);
  const listed = changed.slice(0, CRITERIA_PREVIEW_LIST_MAX);
  const people = new Map(
    (
      await peopleOfResults(
        app.db,
        scope.companyId,
        listed.map((c) => c.id),
      )
    ).map((p) => [p.result_id, p]),
  );
  return {
    total: inputs.length,
    today,
    draft,
    changed: changed.length,
    changes: listed.flatMap((c) => {
      const p = people.get(c.id);
      return p
        ? [
            {
              result_id: c.id,
              employee_id: p.employee_id,
              last_name: p.last_name,
              first_name: p.first_name,
              taken_at: p.taken_at.toISOString(),
              from: c.from,
              to: c.to,
            },
          ]
        : [];
    }),
    sample_note:
      scope.companyId === null
        ? `標準基準で判定された直近${PREVIEW_DEFAULT_SAMPLE.toLocaleString('ja-JP')}件までの結果（全企業）で試算しています。`
        : null,
    elapsed_ms: Math.round(performance.now() - started),
  };
}
