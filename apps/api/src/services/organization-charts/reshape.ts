/**
 * Changes to the chart's shape that touch many units at once: reordering (drag and drop) and
 * duplicating a subtree. Both are one transaction under the company's row lock, within the
 * chart's limits (limits.ts), with a bounded number of statements: a duplicate inserts one
 * statement per level (at most ORG_CHART_MAX_DEPTH), so it holds the database for milliseconds
 * and other companies' requests are not kept waiting.
 */
import {
  insertOrgChartUnit,
  insertOrgChartUnits,
  listOrgChartUnits,
  lockCompany,
  type OrgChartUnitRow,
  shiftOrgChartPositions,
  updateOrgChartUnit,
} from '@mirume/db';
import { ORG_CHART_MESSAGES, type TCompanyUser, type TOrgChartSortRequest } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { recordIfOperator } from '../operations/acting.ts';
import { assertRoomForUnits, assertSortDepth } from './limits.ts';
import { mustFind } from './organization-charts.ts';
import { childrenByParent, subtreeIds } from './tree.ts';

const sortError = (message: string) => new AppError('VALIDATION_ERROR', message, { items: [message] });

/**
 * Applies the new parent and position of the moved siblings. All ids must be the company's, no
 * unit may end under itself, names stay unique among the new siblings, and the chart gets no
 * deeper than allowed.
 */
export async function sortUnits(app: App, user: TCompanyUser, body: TOrgChartSortRequest) {
  const companyId = user.company_id;
  await app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const units = await listOrgChartUnits(tx, companyId);
    const byId = new Map(units.map((u) => [u.id, u]));
    const ids = body.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) throw sortError(ORG_CHART_MESSAGES.sortDuplicate);
    for (const item of body.items) {
      if (!byId.has(item.id) || (item.parent_id !== null && !byId.has(item.parent_id))) {
        throw sortError(ORG_CHART_MESSAGES.sortUnknown);
      }
    }
    // The resulting forest: apply the moves, then check for cycles, duplicate names and depth.
    const after = new Map(units.map((u) => [u.id, { ...u }]));
    for (const item of body.items) {
      const u = after.get(item.id) as OrgChartUnitRow;
      u.parent_id = item.parent_id;
      u.position = item.position;
    }
    for (const item of body.items) {
      let cursor = item.parent_id;
      for (let steps = 0; cursor !== null; steps++) {
        if (cursor === item.id || steps > after.size) throw sortError(ORG_CHART_MESSAGES.moveUnderSelf);
        cursor = after.get(cursor)?.parent_id ?? null;
      }
    }
    const seen = new Set<string>();
    for (const u of after.values()) {
      const key = `${u.parent_id ?? 'root'}\u0000${u.name}`;
      if (seen.has(key)) throw sortError(ORG_CHART_MESSAGES.nameTaken);
      seen.add(key);
    }
    assertSortDepth(units, [...after.values()]);
    for (const item of body.items) {
      await updateOrgChartUnit(tx, companyId, item.id, {
        parent_id: item.parent_id,
        position: item.position,
      });
    }
    await recordIfOperator(tx, user, {
      action: 'organization_chart.sort',
      targetType: 'organization_chart',
      summary: `組織図の並び順を変更しました（${body.items.length}組織）`,
      after: { items: body.items },
    });
  });
}

/** A name not yet used among the siblings: 「営業部（コピー）」, then 「営業部（コピー）2」… */
function copyName(name: string, taken: Set<string>) {
  const base = `${name}${ORG_CHART_MESSAGES.copySuffix}`;
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}

/** Copies the unit and its whole subtree right after it; no employees are copied. */
export async function duplicateUnit(app: App, user: TCompanyUser, id: number) {
  const companyId = user.company_id;
  return app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const source = await mustFind(tx, companyId, id);
    const units = await listOrgChartUnits(tx, companyId);
    // Refused before anything is written: the copy must fit in the company's unit count.
    assertRoomForUnits(units, subtreeIds(units, id).length, 'id');
    const siblingNames = new Set(units.filter((u) => u.parent_id === source.parent_id).map((u) => u.name));
    await shiftOrgChartPositions(tx, companyId, source.parent_id, source.position + 1);
    const copy = await insertOrgChartUnit(tx, companyId, {
      parent_id: source.parent_id,
      name: copyName(source.name, siblingNames),
      position: source.position + 1,
    });
    const byId = new Map(units.map((u) => [u.id, u]));
    const byParent = childrenByParent(units);
    // Level by level: the sources of the current level and the new ids of their copies.
    let level: [number, number][] = [[source.id, copy.id]];
    const copied = new Set<number>([source.id]);
    while (level.length > 0) {
      const sources: OrgChartUnitRow[] = [];
      const values: { parent_id: number; name: string; position: number }[] = [];
      for (const [fromId, toId] of level) {
        for (const childId of byParent.get(fromId) ?? []) {
          const child = byId.get(childId) as OrgChartUnitRow;
          if (copied.has(child.id)) continue; // a looping chain (bad data) is copied once
          copied.add(child.id);
          sources.push(child);
          values.push({ parent_id: toId, name: child.name, position: child.position });
        }
      }
      const made = await insertOrgChartUnits(tx, companyId, values);
      const madeByKey = new Map(made.map((m) => [`${m.parent_id}\u0000${m.name}`, m.id]));
      level = sources.map((s, i) => {
        const key = `${values[i]?.parent_id}\u0000${s.name}`;
        return [s.id, madeByKey.get(key) ?? (made[i] as OrgChartUnitRow).id];
      });
    }
    await recordIfOperator(tx, user, {
      action: 'organization_chart.duplicate',
      targetType: 'organization_chart',
      targetId: copy.id,
      summary: `組織「${source.name}」を複製しました`,
    });
    return copy;
  });
}
