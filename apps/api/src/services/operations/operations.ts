/**
 * The two things every operator-facing capability shares: telling operators that something needs
 * them (`notifyOperators`) and recording what an operator did to a company's data
 * (`recordOperatorAction`). Both take the caller's transaction, so a notification or a log entry
 * exists exactly when the change that caused it was committed.
 */
import {
  type Executor,
  insertOperatorAction,
  insertOperatorNotification,
  type NewOperatorNotification,
} from '@mirume/db';
import type { TSystemAdmin } from '@mirume/shared';

export type { NewOperatorNotification };

/** Adds an operator notification; a repeated `dedupeKey` is ignored (answers undefined). */
export function notifyOperators(tx: Executor, notification: NewOperatorNotification) {
  return insertOperatorNotification(tx, notification);
}

export interface OperatorActionInput {
  companyId: number | null;
  /** A stable code: `<target>.<verb>`, e.g. `company.update`, `employee.create`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** One Japanese sentence, e.g. 「社員「山田 太郎」を登録しました」. */
  summary: string;
  /** The record before and after a change; only fields that differ are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The fields whose values differ between `before` and `after` (compared as JSON). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { before: unknown; after: unknown }> | null {
  if (!before && !after) return null;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Records one operator action on a company's data, in the caller's transaction. */
export function recordOperatorAction(
  tx: Executor,
  operator: Pick<TSystemAdmin, 'id' | 'last_name' | 'first_name'>,
  input: OperatorActionInput,
) {
  return insertOperatorAction(tx, {
    systemAdminId: operator.id,
    systemAdminName: `${operator.last_name} ${operator.first_name}`,
    companyId: input.companyId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId ?? null,
    summary: input.summary,
    changes: changedFields(input.before, input.after),
  });
}
