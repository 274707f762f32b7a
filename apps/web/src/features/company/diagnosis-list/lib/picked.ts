/**
 * The results picked on the list for the bulk actions. A pick is a person's latest result as the
 * row showed it, so paging, filtering and changing the type keep what was picked.
 */
import type { TDiagnosisListItem } from '@mirume/shared';
import type { DiagnosisTypeValue } from './list-condition';

export interface PickedResult {
  resultId: number;
  employeeId: number;
  diagnosisType: DiagnosisTypeValue;
}

export function pickOf(item: TDiagnosisListItem): PickedResult | null {
  const result = item.latest_result;
  return result ? { resultId: result.id, employeeId: item.id, diagnosisType: result.diagnosis_type } : null;
}

export function resultIdsOf(picked: readonly PickedResult[], type: DiagnosisTypeValue): number[] {
  return picked.filter((p) => p.diagnosisType === type).map((p) => p.resultId);
}

/** Adds or removes one row's result. */
export function togglePick(picked: readonly PickedResult[], item: TDiagnosisListItem): PickedResult[] {
  const pick = pickOf(item);
  if (!pick) return [...picked];
  return picked.some((p) => p.resultId === pick.resultId)
    ? picked.filter((p) => p.resultId !== pick.resultId)
    : [...picked, pick];
}

/** Picks every result on the page, or drops them all when they are all picked already. */
export function togglePage(
  picked: readonly PickedResult[],
  items: readonly TDiagnosisListItem[],
): PickedResult[] {
  const onPage = items.map(pickOf).filter((p): p is PickedResult => p !== null);
  const ids = new Set(picked.map((p) => p.resultId));
  if (onPage.every((p) => ids.has(p.resultId))) {
    const pageIds = new Set(onPage.map((p) => p.resultId));
    return picked.filter((p) => !pageIds.has(p.resultId));
  }
  return [...picked, ...onPage.filter((p) => !ids.has(p.resultId))];
}
