/**
 * The single call site for an operator acting on a company's criteria (creating or deleting a
 * company version, rewriting its remark, reflecting a version onto the company's results). Each
 * is written to the operator action log in the transaction of the change itself.
 */
import { type Executor, insertOperatorAction } from '@mirume/db';
import { changedFields } from '../operations/operations.ts';

export type OperatorCriteriaAction =
  | 'create_company_criteria'
  | 'destroy_company_criteria'
  | 'company_remark'
  | 'reflect_criteria';

interface CriteriaActionDetail {
  criteria_id: number;
  name: string;
  version: number;
  remark_before?: string | null;
  remark_after?: string | null;
  reflect_id?: string;
}

const SUMMARY: Record<OperatorCriteriaAction, (d: CriteriaActionDetail) => string> = {
  create_company_criteria: (d) => `基準「${d.name}」第${d.version}版を作成しました`,
  destroy_company_criteria: (d) => `基準「${d.name}」第${d.version}版を削除しました`,
  company_remark: (d) => `基準「${d.name}」第${d.version}版の備考を変更しました`,
  reflect_criteria: (d) => `基準「${d.name}」第${d.version}版を過去の結果に反映しました`,
};

export async function recordOperatorCriteriaAction(
  tx: Executor,
  operator: { id: number; name: string },
  companyId: number,
  action: OperatorCriteriaAction,
  detail: CriteriaActionDetail,
): Promise<void> {
  await insertOperatorAction(tx, {
    systemAdminId: operator.id,
    systemAdminName: operator.name,
    companyId,
    action: `criteria.${action}`,
    targetType: detail.reflect_id ? 'criteria_reflect' : 'musashino_criteria',
    targetId: detail.reflect_id ?? detail.criteria_id,
    summary: SUMMARY[action](detail),
    changes:
      action === 'company_remark'
        ? changedFields({ remark: detail.remark_before ?? null }, { remark: detail.remark_after ?? null })
        : null,
  });
}
