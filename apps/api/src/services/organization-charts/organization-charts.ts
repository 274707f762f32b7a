/**
 * The organization chart of a company: a tree of units with head counts, and the changes to it.
 * Every change is one transaction that first locks the company row, so two concurrent edits of the
 * same chart (e.g. two sorts, or a create racing a rename) cannot break sibling-name uniqueness or
 * the order.
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
  type OrgChartUnitRow,
  shiftOrgChartPositions,
  updateOrgChartUnit,
} from '@mirume/db';
import {
  ORG_CHART_MESSAGES,
  type TOrgChartCreateRequest,
  type TOrgChartNode,
  type TOrgChartSortRequest,
  type TOrgChartUpdateRequest,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';

const PATH_SEPARATOR = ' > ';

/** The units as a forest, siblings in order, with direct and total head counts. */
export function buildTree(units: OrgChartUnitRow[], counts: Map<number | null, number>): TOrgChartNode[] {
  const nodes = new Map<number, TOrgChartNode>();
  for (const u of units) {
    const n = counts.get(u.id) ?? 0;
    nodes.set(u.id, { ...u, head_count: n, total_count: n, children: [] });
  }
  const roots: TOrgChartNode[] = [];
  for (const u of units) {
    const node = nodes.get(u.id) as TOrgChartNode;
    const parent = u.parent_id === null ? undefined : nodes.get(u.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (node: TOrgChartNode): number => {
    node.total_count = node.head_count + node.children.reduce((sum, c) => sum + total(c), 0);
    return node.total_count;
  };
  for (const r of roots) total(r);
  return roots;
}

/** The ids of the unit and all its descendants, deepest first. */
function subtreeIds(units: OrgChartUnitRow[], rootId: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const u of units) {
    if (u.parent_id === null) continue;
    byParent.set(u.parent_id, [...(byParent.get(u.parent_id) ?? []), u.id]);
  }
  const order: number[] = [];
  const walk = (id: number) => {
    for (const c of byParent.get(id) ?? []) walk(c);
    order.push(id);
  };
  walk(rootId);
  return order;
}

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

async function mustFind(db: Executor, companyId: number, id: number) {
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

export async function createUnit(app: App, companyId: number, body: TOrgChartCreateRequest) {
  const parentId = body.parent_id ?? null;
  return app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await checkParent(tx, companyId, parentId);
    await checkName(tx, companyId, parentId, body.name);
    const position = await nextOrgChartPosition(tx, companyId, parentId);
    return insertOrgChartUnit(tx, companyId, { parent_id: parentId, name: body.name, position });
  });
}

export async function updateUnit(app: App, companyId: number, id: number, body: TOrgChartUpdateRequest) {
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
    }
    const name = body.name ?? unit.name;
    if (moving || name !== unit.name) await checkName(tx, companyId, parentId, name, id);
    const position = moving ? await nextOrgChartPosition(tx, companyId, parentId) : unit.position;
    await updateOrgChartUnit(tx, companyId, id, { name, parent_id: parentId, position });
    return { id, parent_id: parentId, name, position };
  });
  // The employee list shows unit names: drop its cached pages now rather than in 3 s.
  invalidateEmployeeList(app, companyId);
  return result;
}

/** Deletes the unit and its sub-units; refused while any employee belongs to one of them. */
export async function deleteUnit(app: App, companyId: number, id: number) {
  try {
    await app.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      await mustFind(tx, companyId, id);
      const ids = subtreeIds(await listOrgChartUnits(tx, companyId), id);
      const n = await countEmployeesInUnits(tx, companyId, ids);
      if (n > 0) throw new AppError('CONFLICT', ORG_CHART_MESSAGES.hasEmployees(n));
      await deleteOrgChartUnits(tx, companyId, ids);
    });
  } catch (error) {
    // An employee saved into the unit (employee form) between the count and the delete: the
    // ON DELETE RESTRICT of employees.organization_chart_id refuses, and the whole delete rolls back.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', ORG_CHART_MESSAGES.hasEmployeesNow);
    throw error;
  }
}

/** PostgreSQL foreign_key_violation (23503), possibly wrapped by the driver. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Applies the new parent and position of the moved siblings. All ids must be the company's, no
 * unit may end under itself, and names stay unique among the new siblings.
 */
export async function sortUnits(app: App, companyId: number, body: TOrgChartSortRequest) {
  await app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const units = await listOrgChartUnits(tx, companyId);
    const byId = new Map(units.map((u) => [u.id, u]));
    const ids = body.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) {
      throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.sortDuplicate, {
        items: [ORG_CHART_MESSAGES.sortDuplicate],
      });
    }
    for (const item of body.items) {
      if (!byId.has(item.id) || (item.parent_id !== null && !byId.has(item.parent_id))) {
        throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.sortUnknown, {
          items: [ORG_CHART_MESSAGES.sortUnknown],
        });
      }
    }
    // The resulting forest: apply the moves, then check for cycles and duplicate sibling names.
    const after = new Map(units.map((u) => [u.id, { ...u }]));
    for (const item of body.items) {
      const u = after.get(item.id) as OrgChartUnitRow;
      u.parent_id = item.parent_id;
      u.position = item.position;
    }
    for (const item of body.items) {
      let cursor = item.parent_id;
      for (let steps = 0; cursor !== null; steps++) {
        if (cursor === item.id || steps > after.size) {
          throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.moveUnderSelf, {
            items: [ORG_CHART_MESSAGES.moveUnderSelf],
          });
        }
        cursor = after.get(cursor)?.parent_id ?? null;
      }
    }
    const seen = new Set<string>();
    for (const u of after.values()) {
      const key = `${u.parent_id ?? 'root'}\u0000${u.name}`;
      if (seen.has(key)) {
        throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.nameTaken, {
          items: [ORG_CHART_MESSAGES.nameTaken],
        });
      }
      seen.add(key);
    }
    for (const item of body.items) {
      await updateOrgChartUnit(tx, companyId, item.id, {
        parent_id: item.parent_id,
        position: item.position,
      });
    }
  });
}

/** A name not yet used among the siblings: 「営業部（コピー）」, then 「営業部（コピー）2」… */
function copyName(name: string, taken: Set<string>) {
  const base = `${name}${ORG_CHART_MESSAGES.copySuffix}`;
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}

/** Copies the unit and its whole subtree right after it; no employees are copied. */
export async function duplicateUnit(app: App, companyId: number, id: number) {
  return app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const source = await mustFind(tx, companyId, id);
    const units = await listOrgChartUnits(tx, companyId);
    const siblingNames = new Set(units.filter((u) => u.parent_id === source.parent_id).map((u) => u.name));
    await shiftOrgChartPositions(tx, companyId, source.parent_id, source.position + 1);
    const copy = await insertOrgChartUnit(tx, companyId, {
      parent_id: source.parent_id,
      name: copyName(source.name, siblingNames),
      position: source.position + 1,
    });
    const copyChildren = async (fromId: number, toId: number) => {
      for (const child of units.filter((u) => u.parent_id === fromId)) {
        const made = await insertOrgChartUnit(tx, companyId, {
          parent_id: toId,
          name: child.name,
          position: child.position,
        });
        await copyChildren(child.id, made.id);
      }
    };
    await copyChildren(source.id, copy.id);
    return copy;
  });
}

/** Units whose name contains `q`, each with its path from the top 「本社 > 営業部 > 第一課」. */
export async function searchUnits(app: App, companyId: number, q: string | undefined) {
  const needle = (q ?? '').trim().toLowerCase();
  if (!needle) return { items: [] };
  const units = await listOrgChartUnits(app.db, companyId);
  const byId = new Map(units.map((u) => [u.id, u]));
  const pathOf = (u: OrgChartUnitRow) => {
    const chain: OrgChartUnitRow[] = [];
    for (let cur: OrgChartUnitRow | undefined = u; cur && chain.length <= units.length; ) {
      chain.unshift(cur);
      cur = cur.parent_id === null ? undefined : byId.get(cur.parent_id);
    }
    return chain;
  };
  const items = units
    .filter((u) => u.name.toLowerCase().includes(needle))
    .map((u) => {
      const chain = pathOf(u);
      return {
        id: u.id,
        name: u.name,
        path: chain.map((c) => c.name).join(PATH_SEPARATOR),
        ids: chain.map((c) => c.id),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path, 'ja'));
  return { items };
}

export async function assignEmployees(app: App, companyId: number, unitId: number, employeeIds: number[]) {
  await app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await mustFind(tx, companyId, unitId);
    const unique = [...new Set(employeeIds)];
    const found = await existingEmployeeIds(tx, companyId, unique);
    if (found.length !== unique.length) {
      throw new AppError('VALIDATION_ERROR', ORG_CHART_MESSAGES.employeesUnknown, {
        employee_ids: [ORG_CHART_MESSAGES.employeesUnknown],
      });
    }
    await assignEmployeesToUnit(tx, companyId, unitId, unique);
  });
  invalidateEmployeeList(app, companyId);
  return { items: await listUnitEmployees(app.db, companyId, unitId) };
}

export async function unitEmployees(app: App, companyId: number, unitId: number) {
  await mustFind(app.db, companyId, unitId);
  return { items: await listUnitEmployees(app.db, companyId, unitId) };
}
