/**
 * The limits of one company's chart (ORG_CHART_MAX_DEPTH levels, ORG_CHART_MAX_UNITS units), so
 * that no company can build a tree that makes its own reads, or the shared database, slow. Each
 * check runs inside the change's transaction, after the company row is locked.
 */
import type { OrgChartUnitRow } from '@mirume/db';
import { ORG_CHART_MAX_DEPTH, ORG_CHART_MAX_UNITS, ORG_CHART_MESSAGES } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import { depths, subtreeHeight } from './tree.ts';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: [message] });

/** A new unit fits in the company's count. */
export function assertRoomForUnits(units: readonly OrgChartUnitRow[], adding: number, field: string) {
  if (units.length + adding <= ORG_CHART_MAX_UNITS) return;
  throw refuse(
    field,
    adding === 1 ? ORG_CHART_MESSAGES.tooMany : ORG_CHART_MESSAGES.duplicateTooMany(adding, units.length),
  );
}

/** A unit (with its subtree) under `parentId` stays within the levels allowed. */
export function assertDepthUnder(
  units: readonly OrgChartUnitRow[],
  parentId: number | null,
  movingId: number | null,
  field: string,
) {
  const parentDepth = parentId === null ? 0 : (depths(units).get(parentId) ?? 0);
  const height = movingId === null ? 1 : subtreeHeight(units, movingId);
  if (parentDepth + height > ORG_CHART_MAX_DEPTH) throw refuse(field, ORG_CHART_MESSAGES.tooDeep);
}

/**
 * A reordering may not make the chart deeper than allowed. A chart already deeper (from before
 * the limit) may still be reordered as long as it gets no deeper.
 */
export function assertSortDepth(before: readonly OrgChartUnitRow[], after: readonly OrgChartUnitRow[]) {
  const deepest = (units: readonly OrgChartUnitRow[]) => Math.max(0, ...depths(units).values());
  if (deepest(after) > Math.max(ORG_CHART_MAX_DEPTH, deepest(before))) {
    throw refuse('items', ORG_CHART_MESSAGES.tooDeep);
  }
}
