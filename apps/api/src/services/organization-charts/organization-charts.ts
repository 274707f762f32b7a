/**
 * The organization chart of a company: a tree of units with head counts, and the changes to it.
 * Every change is one transaction that first locks the company row, so two concurrent edits of the
 * same chart (e.g. two sorts, or a create racing a rename) cannot break sibling-name uniqueness,
 * the order or the limits (limits.ts). Reordering and duplication are in reshape.ts, search in
 * search.ts, the tree walks in tree.ts.
 */
import {
  assignEmployeesToUnit,
  countEmployeesByUnit,
  countEmployeesInUnits,
  deleteOrgChartUnits,
  type Executor,
  existingEmployeeIds,
  findOrgChartUnit,
  insertOrgChartUnit,
  isOrgChartNameTaken,
  listOrgChartUnits,
  listUnitEmployees,
  lockCompany,
  nextOrgChartPosition,
  updateOrgChartUnit,
} from '@mirume/db';
import {
  ORG_CHART_MESSAGES,
  type TCompanyUser,
  type TOrgChartCreateRequest,
  type TOrgChartUpdateRequest,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { recordIfOperator } from '../operations/acting.ts';
import { assertDepthUnder, assertRoomForUnits } from './limits.ts';
import { buildTree, depths, subtreeIds } from './tree.ts';

export async function loadTree(app: App, companyId: number) {
  const [units, counts] = await Promise.all([
    listOrgChartUnits(app.db, companyId),
    countEmployeesByUnit(app.db, companyId),
  ]);
  let totalEmployees = 0;
  for (const n of counts.values()) totalEmployees += n;
  return {
    items: buildTree(units, counts),
    total_employees: totalEmployees,
    unassigned: counts.get(null) ?? 0,
  };
}

export async function mustFind(db: Executor, companyId: number, id: number) {
  const unit = await findOrgChartUnit(db, companyId, id);
  if (!unit) throw new AppError('NOT_FOUND');
  return unit;
}

async function checkParent(db: Executor, companyId: number, parentId: number | null) {
  if (parentId === null) return;
  if (!(await findOrgChartUnit(db, companyId, parentId))) {
    throw new AppError('VALIDATION_ERROR', undefined, { parent_id: [ORG_CHART_MESSAGES.parentNotFound] });
  }
}

async function checkName(
  db: Executor,
  companyId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
) {
  if (await isOrgChartNameTaken(db, companyId, parentId, name, exceptId)) {
    throw new AppError('VALIDATION_ERROR', undefined, { name: [ORG_CHART_MESSAGES.nameTaken] });
  }
}

export async function createUnit(app: App, user: TCompanyUser, body: TOrgChartCreateRequest) {
  const companyId = user.company_id;
  const parentId = body.parent_id ?? null;
  return app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await checkParent(tx, companyId, parentId);
    await checkName(tx, companyId, parentId, body.name);
    const units = await listOrgChartUnits(tx, companyId);
    assertRoomForUnits(units, 1, 'name');
    assertDepthUnder(units, parentId, null, 'parent_id');
    const position = await nextOrgChartPosition(tx, companyId, parentId);
    const unit = await insertOrgChartUnit(tx, companyId, { parent_id: parentId, name: body.name, position });
    await recordIfOperator(tx, user, {
      action: 'organization_chart.create',
      targetType: 'organization_chart',
      targetId: unit.id,
      summary: `組織「${body.name}」を追加しました`,
      after: { name: body.name, parent_id: parentId },
    });
    return unit;
  });
}

export async function updateUnit(app: App, user: TCompanyUser, id: number, body: TOrgChartUpdateRequest) {
  const companyId = user.company_id;
  const result = await app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const unit = await mustFind(tx, companyId, id);
    const moving = body.parent_id !== undefined && body.parent_id !== unit.parent_id;
    const parentId = moving ? (body.parent_id ?? null) : unit.parent_id;
    if (moving && parentId !== null) {
      const units = await listOrgChartUnits(tx, companyId);
      if (subtreeIds(units, id).includes(parentId)) {
        throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.moveUnderSelf, {
          parent_id: [ORG_CHART_MESSAGES.moveUnderSelf],
        });
      }
      await checkParent(tx, companyId, parentId);
      assertDepthUnder(units, parentId, id, 'parent_id');
    }
    const name = body.name ?? unit.name;
    if (moving || name !== unit.name) await checkName(tx, companyId, parentId, name, id);
    const position = moving ? await nextOrgChartPosition(tx, companyId, parentId) : unit.position;
    await updateOrgChartUnit(tx, companyId, id, { name, parent_id: parentId, position });
    await recordIfOperator(tx, user, {
      action: 'organization_chart.update',
      targetType: 'organization_chart',
      targetId: id,
      summary: `組織「${unit.name}」を変更しました`,
      before: { name: unit.name, parent_id: unit.parent_id },
      after: { name, parent_id: parentId },
    });
    return { id, parent_id: parentId, name, position };
  });
  // The employee list shows unit names: drop its cached pages now rather than in 3 s.
  invalidateEmployeeList(app, companyId);
  return result;
}

/** Deletes the unit and its sub-units; refused while any employee belongs to one of them. */
export async function deleteUnit(app: App, user: TCompanyUser, id: number) {
  const companyId = user.company_id;
  try {
    await app.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const unit = await mustFind(tx, companyId, id);
      const units = await listOrgChartUnits(tx, companyId);
      const ids = subtreeIds(units, id);
      const n = await countEmployeesInUnits(tx, companyId, ids);
      if (n > 0) throw new AppError('CONFLICT', ORG_CHART_MESSAGES.hasEmployees(n));
      await deleteOrgChartUnits(tx, companyId, levelsDeepestFirst(units, ids));
      await recordIfOperator(tx, user, {
        action: 'organization_chart.delete',
        targetType: 'organization_chart',
        targetId: id,
        summary: `組織「${unit.name}」${ids.length > 1 ? `と配下の${ids.length - 1}組織` : ''}を削除しました`,
      });
    });
  } catch (error) {
    // An employee saved into the unit (employee form) between the count and the delete: the
    // ON DELETE RESTRICT of employees.organization_chart_id refuses, and the whole delete rolls back.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', ORG_CHART_MESSAGES.hasEmployeesNow);
    throw error;
  }
}

/** The ids grouped by depth, deepest level first, for a delete of one statement per level. */
function levelsDeepestFirst(units: Parameters<typeof depths>[0], ids: number[]): number[][] {
  const depthOf = depths(units);
  const levels = new Map<number, number[]>();
  for (const id of ids) {
    const d = depthOf.get(id) ?? 0;
    levels.set(d, [...(levels.get(d) ?? []), id]);
  }
  return [...levels.entries()].sort((a, b) => b[0] - a[0]).map(([, level]) => level);
}

/** PostgreSQL foreign_key_violation (23503), possibly wrapped by the driver. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export async function assignEmployees(app: App, user: TCompanyUser, unitId: number, employeeIds: number[]) {
  const companyId = user.company_id;
  await app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const unit = await mustFind(tx, companyId, unitId);
    const unique = [...new Set(employeeIds)];
    const found = await existingEmployeeIds(tx, companyId, unique);
    if (found.length !== unique.length) {
      throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.employeesUnknown, {
        employee_ids: [ORG_CHART_MESSAGES.employeesUnknown],
      });
    }
    await assignEmployeesToUnit(tx, companyId, unitId, unique);
    await recordIfOperator(tx, user, {
      action: 'organization_chart.assign',
      targetType: 'organization_chart',
      targetId: unitId,
      summary: `組織「${unit.name}」に社員${unique.length}名を所属させました`,
      after: { employee_ids: unique },
    });
  });
  invalidateEmployeeList(app, companyId);
  return { items: await listUnitEmployees(app.db, companyId, unitId) };
}

export async function unitEmployees(app: App, companyId: number, unitId: number) {
  await mustFind(app.db, companyId, unitId);
  return { items: await listUnitEmployees(app.db, companyId, unitId) };
}
