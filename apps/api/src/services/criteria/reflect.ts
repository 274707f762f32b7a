/**
 * Reflecting a criteria version (reflect_criteria): the company's stored valid results of the
 * version's type that another version ranks are RE-RANKED under it — evaluated again from their
 * stored T-scores, never re-scored — and each keeps the rank, explanation and version it had
 * before (applyRankChanges). Up to CRITERIA_REFLECT_SYNC_MAX results are reflected inside the
 * request, in one transaction; more go to the durable job runner (decision 0020) and the page
 * follows the reflect's row (done / total). One reflect of a company and type runs at a time.
 *
 * The job is idempotent: a result already ranked by the version is not selected again, so a
 * second delivery (the worker died mid-way) carries on where the first stopped.
 */
import {
  applyRankChanges,
  type CriteriaReflectRow,
  countResultsNotRankedBy,
  type Executor,
  findCriteriaVersion,
  findReflect,
  findUnfinishedReflect,
  insertReflect,
  lockCompanyReflects,
  rankingInputs,
  setReflectProgress,
} from '@mirume/db';
import { CRITERIA_MESSAGES, CRITERIA_REFLECT_SYNC_MAX, type TCriteriaReflect } from '@mirume/shared';
import {
  type CriteriaRules,
  evaluateCriteria,
  metricsOf,
  ZCriteriaRules,
} from '@mirume/shared/vital/criteria';
import type { JobDefinition } from '../../jobs/runner.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { recordOperatorCriteriaAction } from './audit.ts';
import { type CriteriaActor, mayManage, readableVersion } from './versions.ts';

export const CRITERIA_REFLECT_JOB = 'criteria-reflect';
/** Results re-ranked per statement (and per transaction in the job). */
const BATCH = 1000;

export function reflectView(row: CriteriaReflectRow): TCriteriaReflect {
  return {
    id: row.id,
    criteria_id: row.criteria_id,
    criteria_version: row.criteria_version,
    diagnosis_type: row.diagnosis_type,
    status: row.status === 'queued' ? 'running' : row.status,
    done: row.done,
    total: row.total,
    changed: row.changed,
    started_by_name: row.started_by_name,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    error: row.status === 'failed' ? CRITERIA_MESSAGES.reflectFailed : null,
  };
}

interface Target {
  id: number;
  companyId: number;
  type: 'senkou' | 'employee';
  rules: CriteriaRules;
}

/**
 * Re-ranks the next batch of results (ids above `afterId`) not yet ranked by the target; answers
 * how many were re-ranked, how many changed rank, and the last id.
 */
export async function reRankBatch(tx: Executor, target: Target, reflectId: string | null, afterId: number) {
  const inputs = await rankingInputs(tx, {
    companyId: target.companyId,
    type: target.type,
    metrics: metricsOf(target.rules),
    notRankedBy: target.id,
    afterId,
    limit: BATCH,
  });
  let changed = 0;
  const changes = inputs.map((input) => {
    const decision = evaluateCriteria(target.rules, input.t);
    if (decision.rank !== input.rank) changed += 1;
    return { resultId: input.id, rank: decision.rank, rankRule: decision, criteriaId: target.id };
  });
  await applyRankChanges(tx, changes, reflectId);
  return { count: inputs.length, changed, lastId: inputs.at(-1)?.id ?? afterId };
}

/** Starts reflecting version `criteriaId` onto the company's results (done at once when small). */
export async function startReflect(
  app: App,
  companyId: number,
  actor: CriteriaActor,
  criteriaId: number,
  syncMax = CRITERIA_REFLECT_SYNC_MAX,
): Promise<TCriteriaReflect> {
  const row = await readableVersion(app, { companyId }, criteriaId);
  if (!mayManage(actor, row.diagnosis_type)) throw new AppError('NOT_FOUND');
  const target: Target = {
    id: row.id,
    companyId,
    type: row.diagnosis_type,
    rules: ZCriteriaRules.parse(row.rules),
  };
  const { id, queued } = await app.db.transaction(async (tx) => {
    await lockCompanyReflects(tx, companyId, target.type);
    if (await findUnfinishedReflect(tx, companyId, target.type)) {
      throw new AppError('CONFLICT', CRITERIA_MESSAGES.reflectRunning);
    }
    const total = await countResultsNotRankedBy(tx, companyId, target.type, target.id);
    const small = total <= syncMax;
    const reflectId = await insertReflect(tx, {
      company_id: companyId,
      criteria_id: target.id,
      diagnosis_type: target.type,
      total,
      started_by_name: actor.name,
      status: small ? 'running' : 'queued',
    });
    if (small) {
      let done = 0;
      let changed = 0;
      let afterId = 0;
      for (;;) {
        const batch = await reRankBatch(tx, target, reflectId, afterId);
        if (batch.count === 0) break;
        done += batch.count;
        changed += batch.changed;
        afterId = batch.lastId;
      }
      await setReflectProgress(tx, reflectId, { status: 'done', done, total: done, addChanged: changed });
    } else {
      await app.jobs.send(CRITERIA_REFLECT_JOB, { reflectId }, { tx });
    }
    if (actor.kind === 'system_admin') {
      await recordOperatorCriteriaAction(tx, actor, companyId, 'reflect_criteria', {
        criteria_id: target.id,
        name: row.name,
        version: row.version,
        reflect_id: reflectId,
      });
    }
    return { id: reflectId, queued: !small };
  });
  if (queued) app.jobs.wake(CRITERIA_REFLECT_JOB);
  else invalidateEmployeeList(app, companyId);
  return reflectStatus(app, companyId, id);
}

/** A reflect of the company (404 for another company's). */
export async function reflectStatus(app: App, companyId: number, id: string): Promise<TCriteriaReflect> {
  const row = await findReflect(app.db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return reflectView(row);
}

/** The job: re-ranks batch by batch, each batch and its progress in one transaction. */
export async function runReflect(app: App, reflectId: string, signal?: AbortSignal) {
  const reflect = await findReflect(app.db, null, reflectId);
  if (!reflect || reflect.status === 'done' || reflect.status === 'failed') return;
  const version = await findCriteriaVersion(app.db, reflect.criteria_id);
  if (!version) {
    await setReflectProgress(app.db, reflectId, { status: 'failed' });
    return;
  }
  const target: Target = {
    id: version.id,
    companyId: reflect.company_id,
    type: reflect.diagnosis_type,
    rules: ZCriteriaRules.parse(version.rules),
  };
  // A second delivery carries on: what is left plus what was done is the whole.
  const left = await countResultsNotRankedBy(app.db, target.companyId, target.type, target.id);
  let done = reflect.done;
  let total = Math.max(reflect.total, done + left);
  await setReflectProgress(app.db, reflectId, { status: 'running', total });
  let afterId = 0;
  for (;;) {
    if (signal?.aborted) throw new Error('the process is stopping; the reflect will carry on elsewhere');
    const batch = await app.db.transaction(async (tx) => {
      const b = await reRankBatch(tx, target, reflectId, afterId);
      if (b.count > 0) {
        done += b.count;
        total = Math.max(total, done);
        await setReflectProgress(tx, reflectId, { done, total, addChanged: b.changed });
      }
      return b;
    });
    if (batch.count === 0) break;
    afterId = batch.lastId;
  }
  await setReflectProgress(app.db, reflectId, { status: 'done' });
  invalidateEmployeeList(app, target.companyId);
}

export function criteriaJobDefinitions(app: App): JobDefinition<{ reflectId: string }>[] {
  return [
    {
      name: CRITERIA_REFLECT_JOB,
      retryLimit: 3,
      retryDelaySeconds: 5,
      handler: (data, context) => runReflect(app, data.reflectId, context.signal),
      onGaveUp: async (data) => {
        await setReflectProgress(app.db, data.reflectId, { status: 'failed' });
      },
    },
  ];
}
