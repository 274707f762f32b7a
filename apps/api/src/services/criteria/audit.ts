/**
 * The single call site for an operator acting on a company's criteria (creating or deleting a
 * company version, rewriting its remark, reflecting a version onto the company's results). Every
 * such action passes through here once it succeeded, so the operator action log records them all
 * from this one function. Until that log exists it writes a structured line to the server log.
 */
import type { App } from '../../lib/zod-app.ts';

export type OperatorCriteriaAction =
  | 'create_company_criteria'
  | 'destroy_company_criteria'
  | 'company_remark'
  | 'reflect_criteria';

export function recordOperatorCriteriaAction(
  app: App,
  operator: { id: number; name: string },
  companyId: number,
  action: OperatorCriteriaAction,
  detail: Record<string, unknown>,
): void {
  app.log.info(
    { operator_action: action, system_admin_id: operator.id, company_id: companyId, ...detail },
    'operator acted on company criteria',
  );
}
