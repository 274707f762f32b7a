/**
 * The selection decision on an applicant (選考結果: 採用 / 不採用 / 検討中). Every decision is kept
 * with who made it and when; the newest is the current one. Decisions belong to applicants
 * (employment type 選考中): for anyone else the read answers none and a write is refused (400).
 * Recording needs the right to manage applicants (canManageEmployee(role, 'senkou')); a role
 * without it gets 404, like the other manage calls.
 */
import {
  type Executor,
  findEmployee,
  insertSelectionDecision,
  isPersonResult,
  listSelectionDecisions,
  lockEmployee,
} from '@mirume/db';
import {
  canManageEmployee,
  SELECTION_ONLY_APPLICANTS_MESSAGE,
  type TCompanyUser,
  type TSelectionDecision,
  tokyoDate,
  type ZSelectionDecisionRequest,
} from '@mirume/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { companyAdminIdOf, operatorActing, recordIfOperator } from '../operations/acting.ts';

export const SELECTION_RESULT_NOT_FOUND_MESSAGE = 'この方の診断結果から選択してください';

type Body = z.infer<typeof ZSelectionDecisionRequest>;

async function decisions(db: Executor, companyId: number, employeeId: number) {
  const rows = await listSelectionDecisions(db, companyId, employeeId);
  const history: TSelectionDecision[] = rows.map(({ created_at, ...row }) => ({
    ...row,
    decided_at: created_at.toISOString(),
  }));
  return { current: history[0] ?? null, history };
}

export async function selectionDecision(app: App, companyId: number, employeeId: number) {
  const person = await findEmployee(app.db, companyId, employeeId, tokyoDate(new Date()));
  if (!person) throw new AppError('NOT_FOUND');
  if (person.employment_type !== 'senkou') return { current: null, history: [] };
  return decisions(app.db, companyId, employeeId);
}

export async function recordSelectionDecision(app: App, user: TCompanyUser, employeeId: number, body: Body) {
  if (!canManageEmployee(user.role, 'senkou')) throw new AppError('NOT_FOUND');
  const companyId = user.company_id;
  return app.db.transaction(async (tx) => {
    const person = await lockEmployee(tx, companyId, employeeId);
    if (!person) throw new AppError('NOT_FOUND');
    if (person.employment_type !== 'senkou') {
      throw new AppError('VALIDATION_ERROR', undefined, { decision: [SELECTION_ONLY_APPLICANTS_MESSAGE] });
    }
    const resultId = body.result_id ?? null;
    if (resultId !== null && !(await isPersonResult(tx, companyId, employeeId, resultId))) {
      throw new AppError('VALIDATION_ERROR', undefined, { result_id: [SELECTION_RESULT_NOT_FOUND_MESSAGE] });
    }
    await insertSelectionDecision(tx, {
      company_id: companyId,
      employee_id: employeeId,
      result_id: resultId,
      decision: body.decision,
      note: body.note ?? null,
      decided_by_company_admin_id: companyAdminIdOf(user),
      decided_by_name: `${user.last_name} ${user.first_name}${operatorActing(user) ? '（運営）' : ''}`,
    });
    await recordIfOperator(tx, user, {
      action: 'selection_decision.record',
      targetType: 'employee',
      targetId: employeeId,
      summary: `応募者「${person.last_name} ${person.first_name}」の選考結果を記録しました`,
      after: { decision: body.decision, note: body.note ?? null, result_id: resultId },
    });
    return decisions(tx, companyId, employeeId);
  });
}
