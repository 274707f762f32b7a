/**
 * A company's organization chart (organization_charts) and the assignment of its employees to
 * units. Every query takes the company id and filters by it, so another company's unit is simply
 * "not found".
 */
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { employees, organizationCharts } from '../schema/index.ts';

const unitColumns = {
  id: organizationCharts.id,
  parent_id: organizationCharts.parent_id,
  name: organizationCharts.name,
  position: organizationCharts.position,
};

export type OrgChartUnitRow = { id: number; parent_id: number | null; name: string; position: number };

const sameParent = (parentId: number | null) =>
  parentId === null ? isNull(organizationCharts.parent_id) : eq(organizationCharts.parent_id, parentId);

/** Every unit of the company, siblings in their order. */
export async function listOrgChartUnits(db: Executor, companyId: number): Promise<OrgChartUnitRow[]> {
  return db
    .select(unitColumns)
    .from(organizationCharts)
    .where(eq(organizationCharts.company_id, companyId))
    .orderBy(asc(organizationCharts.position), asc(organizationCharts.id));
}

/** Employees per unit (directly assigned), and the company's employees without a unit under `null`. */
export async function countEmployeesByUnit(db: Executor, companyId: number) {
  const rows = await db
    .select({ unit: employees.organization_chart_id, n: count() })
    .from(employees)
    .where(eq(employees.company_id, companyId))
    .groupBy(employees.organization_chart_id);
  return new Map(rows.map((r) => [r.unit, r.n]));
}

export async function findOrgChartUnit(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select(unitColumns)
    .from(organizationCharts)
    .where(and(eq(organizationCharts.company_id, companyId), eq(organizationCharts.id, id)))
    .limit(1);
  return row;
}

/** True when a sibling under `parentId` already has this name. */
export async function isOrgChartNameTaken(
  db: Executor,
  companyId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: organizationCharts.id })
    .from(organizationCharts)
    .where(
      and(
        eq(organizationCharts.company_id, companyId),
        sameParent(parentId),
        eq(organizationCharts.name, name),
        exceptId ? ne(organizationCharts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The position after the last sibling under `parentId`. */
export async function nextOrgChartPosition(db: Executor, companyId: number, parentId: number | null) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${organizationCharts.position})` })
    .from(organizationCharts)
    .where(and(eq(organizationCharts.company_id, companyId), sameParent(parentId)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertOrgChartUnit(
  db: Executor,
  companyId: number,
  values: { parent_id: number | null; name: string; position: number },
): Promise<OrgChartUnitRow> {
  const [row] = await db
    .insert(organizationCharts)
    .values({ company_id: companyId, ...values })
    .returning(unitColumns);
  if (!row) throw new Error('insert of organization_charts returned nothing');
  return row;
}

export async function updateOrgChartUnit(
  db: Executor,
  companyId: number,
  id: number,
  values: { name?: string; parent_id?: number | null; position?: number },
) {
  await db
    .update(organizationCharts)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(organizationCharts.company_id, companyId), eq(organizationCharts.id, id)));
}

/** Shifts the siblings at or after `from` one place down, to make room for an inserted unit. */
export async function shiftOrgChartPositions(
  db: Executor,
  companyId: number,
  parentId: number | null,
  from: number,
) {
  await db
    .update(organizationCharts)
    .set({ position: sql`${organizationCharts.position} + 1` })
    .where(
      and(
        eq(organizationCharts.company_id, companyId),
        sameParent(parentId),
        sql`${organizationCharts.position} >= ${from}`,
      ),
    );
}

/**
 * Inserts units in one statement (one level of a copied subtree), answering the new rows. Callers
 * match them to their sources by (parent_id, name), which siblings never share.
 */
export async function insertOrgChartUnits(
  db: Executor,
  companyId: number,
  values: { parent_id: number | null; name: string; position: number }[],
): Promise<OrgChartUnitRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(organizationCharts)
    .values(values.map((v) => ({ company_id: companyId, ...v })))
    .returning(unitColumns);
}

/**
 * Deletes the units level by level, deepest level first: parent_id is ON DELETE RESTRICT, and the
 * units of one level never reference each other, so each level is one statement.
 */
export async function deleteOrgChartUnits(db: Executor, companyId: number, levelsDeepestFirst: number[][]) {
  for (const ids of levelsDeepestFirst) {
    if (ids.length === 0) continue;
    await db
      .delete(organizationCharts)
      .where(and(eq(organizationCharts.company_id, companyId), inArray(organizationCharts.id, ids)));
  }
}

/** Employees assigned to any of the units. */
export async function countEmployeesInUnits(db: Executor, companyId: number, unitIds: number[]) {
  if (unitIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.organization_chart_id, unitIds)));
  return row?.n ?? 0;
}

/** The ids among `ids` that are employees of the company. */
export async function existingEmployeeIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.id, ids)));
  return rows.map((r) => r.id);
}

export async function assignEmployeesToUnit(
  db: Executor,
  companyId: number,
  unitId: number,
  employeeIds: number[],
) {
  if (employeeIds.length === 0) return;
  await db
    .update(employees)
    .set({ organization_chart_id: unitId, updated_at: new Date() })
    .where(and(eq(employees.company_id, companyId), inArray(employees.id, employeeIds)));
}

export async function listUnitEmployees(db: Executor, companyId: number, unitId: number) {
  return db
    .select({
      id: employees.id,
      employee_id: employees.employee_id,
      last_name: employees.last_name,
      first_name: employees.first_name,
      kana_last_name: employees.kana_last_name,
      kana_first_name: employees.kana_first_name,
      employment_type: employees.employment_type,
    })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.organization_chart_id, unitId)))
    .orderBy(asc(employees.kana_last_name), asc(employees.kana_first_name), asc(employees.id));
}
