/**
 * Criteria versions (基準の版): the set in force, every version, one version and the people it
 * ranks, the starting point of a new version, creating one, its remark, deleting an unused one.
 *
 * A version's rules never change once saved — a change is the next version — and a version that
 * ranked a result is never deleted, so every stored rank keeps the rules that produced it
 * (decision 0025). Who may do what: see canManageCriteria (company users) and `Actor`.
 *
 * The scope says whose sets: a company's (`companyId` a number: its own versions, and the
 * service's defaults as read-only context), or the service's defaults (`companyId` null,
 * operators only).
 */
import {
  type CriteriaVersionRow,
  countResultsNotRankedBy,
  criteriaUsage,
  deleteCriteriaVersion,
  ensureDefaultCriteria,
  findCriteriaVersion,
  findCurrentCriteria,
  findCurrentDefaultCriteria,
  insertCriteriaVersion,
  latestReflect,
  listCriteriaVersions,
  listPeopleRankedBy,
  lockCriteriaVersion,
  rankCountsOf,
  updateCriteriaRemark,
} from '@mirume/db';
import {
  type CompanyRoleValue,
  CRITERIA_MESSAGES,
  canManageCriteria,
  type TCriteriaCreateRequest,
  type TCriteriaListQuery,
  type TCriteriaVersion,
} from '@mirume/shared';
import { type CriteriaRules, ZCriteriaRules } from '@mirume/shared/vital/criteria';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { recordOperatorCriteriaAction } from './audit.ts';
import { reflectView } from './reflect.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';
const TYPES: DiagnosisTypeValue[] = ['senkou', 'employee'];

/** Whose sets: a company's, or the service's defaults (null). */
export interface CriteriaScope {
  companyId: number | null;
}

/** Who acts: a company user (with their role) or an operator. */
export type CriteriaActor =
  | { kind: 'company_admin'; id: number; name: string; role: CompanyRoleValue }
  | { kind: 'system_admin'; id: number; name: string };

/** May the actor change sets of this type? Operators change everything. */
export function mayManage(actor: CriteriaActor, type: DiagnosisTypeValue): boolean {
  return actor.kind === 'system_admin' || canManageCriteria(actor.role, type);
}

export async function ensureDefaults(app: App) {
  await app.db.transaction((tx) => ensureDefaultCriteria(tx));
}

async function inForceIds(app: App, scope: CriteriaScope): Promise<Set<number>> {
  const ids = await Promise.all(
    TYPES.map((type) =>
      scope.companyId === null
        ? findCurrentDefaultCriteria(app.db, type)
        : findCurrentCriteria(app.db, scope.companyId, type),
    ),
  );
  return new Set(ids.flatMap((row) => (row ? [row.id] : [])));
}

async function views(
  app: App,
  scope: CriteriaScope,
  rows: CriteriaVersionRow[],
): Promise<TCriteriaVersion[]> {
  const [usage, inForce] = await Promise.all([
    criteriaUsage(
      app.db,
      rows.map((row) => row.id),
      scope.companyId,
    ),
    inForceIds(app, scope),
  ]);
  return rows.map((row) => {
    const u = usage.get(row.id) ?? { results: 0, used: false };
    return {
      id: row.id,
      company_id: row.company_id,
      diagnosis_type: row.diagnosis_type,
      version: row.version,
      name: row.name,
      rules: ZCriteriaRules.parse(row.rules),
      remark: row.remark,
      created_by_kind: row.created_by_kind,
      created_by_name: row.created_by_name,
      created_at: row.created_at.toISOString(),
      in_force: inForce.has(row.id),
      results_count: u.results,
      used: u.used,
    };
  });
}

/**
 * A version the scope may read: its own, or (for a company) one of the service's defaults. Any
 * other company's version answers 404 exactly like a missing one.
 */
export async function readableVersion(
  app: App,
  scope: CriteriaScope,
  id: number,
): Promise<CriteriaVersionRow> {
  const row = await findCriteriaVersion(app.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.company_id !== null && row.company_id !== scope.companyId) throw new AppError('NOT_FOUND');
  if (scope.companyId === null && row.company_id !== null) throw new AppError('NOT_FOUND');
  return row;
}

/** A version the actor may change: of the scope itself (a company's own, or a default) and of a type the actor manages. */
async function ownVersion(app: App, scope: CriteriaScope, actor: CriteriaActor, id: number) {
  const row = await readableVersion(app, scope, id);
  if (row.company_id !== scope.companyId || !mayManage(actor, row.diagnosis_type)) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

/** The set in force for each diagnosis type, with what a reflect would still change. */
export async function criteriaInForce(app: App, scope: CriteriaScope) {
  await ensureDefaults(app);
  const items = [];
  for (const type of TYPES) {
    const current =
      scope.companyId === null
        ? await findCurrentDefaultCriteria(app.db, type)
        : await findCurrentCriteria(app.db, scope.companyId, type);
    if (!current) throw new Error(`no criteria set for ${type}`);
    const row = await findCriteriaVersion(app.db, current.id);
    if (!row) throw new Error('criteria vanished');
    const [view] = await views(app, scope, [row]);
    const reflect = scope.companyId === null ? null : await latestReflect(app.db, scope.companyId, type);
    items.push({
      diagnosis_type: type,
      criteria: view as TCriteriaVersion,
      results_by_other_versions:
        scope.companyId === null
          ? 0
          : await countResultsNotRankedBy(app.db, scope.companyId, type, current.id),
      latest_reflect: reflect ? reflectView(reflect) : null,
    });
  }
  return { items };
}

/** Every version the scope reads, newest first (a company's own first, then the defaults). */
export async function listVersions(
  app: App,
  scope: CriteriaScope,
  query: TCriteriaListQuery,
  opts: { withDefaults: boolean } = { withDefaults: true },
) {
  await ensureDefaults(app);
  const { items, total } = await listCriteriaVersions(app.db, {
    companyId: scope.companyId,
    withDefaults: opts.withDefaults,
    type: query.diagnosis_type,
    page: query.page,
    per: query.per,
  });
  return { items: await views(app, scope, items), total, page: query.page, per: query.per };
}

export async function versionDetail(app: App, scope: CriteriaScope, id: number) {
  const row = await readableVersion(app, scope, id);
  const [view] = await views(app, scope, [row]);
  return { ...(view as TCriteriaVersion), rank_counts: await rankCountsOf(app.db, row.id, scope.companyId) };
}

/** The people a version ranks now in the company (a default version: the company's people it ranks). */
export async function versionPeople(
  app: App,
  companyId: number,
  id: number,
  query: { rank?: string; page: number; per: number },
) {
  await readableVersion(app, { companyId }, id);
  const { items, total } = await listPeopleRankedBy(app.db, companyId, id, query);
  return {
    items: items.map((item) => ({ ...item, taken_at: item.taken_at.toISOString() })),
    total,
    page: query.page,
    per: query.per,
  };
}

/** {id}/new: the rules of version {id} as the starting point of the scope's next version. */
export async function versionTemplate(app: App, scope: CriteriaScope, id: number) {
  const row = await readableVersion(app, scope, id);
  return {
    diagnosis_type: row.diagnosis_type,
    name: row.name,
    rules: ZCriteriaRules.parse(row.rules),
    based_on: { id: row.id, version: row.version, company_id: row.company_id },
  };
}

/** Saves the next version of the scope's set ('公開しました。'): it ranks new results at once. */
export async function createVersion(
  app: App,
  scope: CriteriaScope,
  actor: CriteriaActor,
  body: TCriteriaCreateRequest,
): Promise<TCriteriaVersion> {
  const type = body.rules.diagnosis_type;
  if (!mayManage(actor, type)) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      'rules.diagnosis_type': [CRITERIA_MESSAGES.typeNotAllowed],
    });
  }
  const rules: CriteriaRules = body.rules;
  const row = await app.db.transaction(async (tx) => {
    await ensureDefaultCriteria(tx);
    const created = await insertCriteriaVersion(tx, {
      company_id: scope.companyId,
      diagnosis_type: type,
      name: body.name,
      rules,
      remark: body.remark ?? null,
      created_by_kind: actor.kind,
      created_by_company_admin_id: actor.kind === 'company_admin' ? actor.id : null,
      created_by_system_admin_id: actor.kind === 'system_admin' ? actor.id : null,
      created_by_name: actor.name,
    });
    if (actor.kind === 'system_admin' && scope.companyId !== null) {
      await recordOperatorCriteriaAction(tx, actor, scope.companyId, 'create_company_criteria', {
        criteria_id: created.id,
        name: created.name,
        version: created.version,
      });
    }
    return created;
  });
  const [view] = await views(app, scope, [row]);
  return view as TCriteriaVersion;
}

/** Rewrites a version's remark (the rules stay as they are). */
export async function updateRemark(
  app: App,
  scope: CriteriaScope,
  actor: CriteriaActor,
  id: number,
  remark: string | null,
): Promise<TCriteriaVersion> {
  const row = await ownVersion(app, scope, actor, id);
  await app.db.transaction(async (tx) => {
    await updateCriteriaRemark(tx, row.id, remark);
    if (actor.kind === 'system_admin' && scope.companyId !== null) {
      await recordOperatorCriteriaAction(tx, actor, scope.companyId, 'company_remark', {
        criteria_id: row.id,
        name: row.name,
        version: row.version,
        remark_before: row.remark,
        remark_after: remark,
      });
    }
  });
  const [view] = await views(app, scope, [{ ...row, remark }]);
  return view as TCriteriaVersion;
}

/**
 * Deletes a version that never ranked a result (409 otherwise); the previous version is in force
 * again. Checked and deleted in one transaction with the row locked, so a result scored meanwhile
 * either sees the version (and the delete is refused) or does not.
 */
export async function deleteVersion(app: App, scope: CriteriaScope, actor: CriteriaActor, id: number) {
  const row = await ownVersion(app, scope, actor, id);
  await app.db.transaction(async (tx) => {
    await lockCriteriaVersion(tx, row.id);
    const usage = await criteriaUsage(tx, [row.id], null);
    if (usage.get(row.id)?.used) throw new AppError('CONFLICT', CRITERIA_MESSAGES.inUse);
    await deleteCriteriaVersion(tx, row.id);
    if (actor.kind === 'system_admin' && scope.companyId !== null) {
      await recordOperatorCriteriaAction(tx, actor, scope.companyId, 'destroy_company_criteria', {
        criteria_id: row.id,
        name: row.name,
        version: row.version,
      });
    }
  });
}
