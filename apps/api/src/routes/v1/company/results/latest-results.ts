/**
 * A person's latest mirumevital result (GET employees/:id/shindan_senkou | shindan_employee).
 * Issuing a link with POST on the same paths lives in links.ts.
 */
import { ZEmployeeIdParams, ZLatestResultResponse } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import { latestResult } from '../../../../services/results/latest.ts';

const tags = ['診断結果'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;

export async function diagnosisResultRoutes(app: App) {
  for (const [path, type, label] of [
    ['shindan_senkou', 'senkou', '選考用診断'],
    ['shindan_employee', 'employee', '社員診断'],
  ] as const) {
    app.get(
      `/api/v1/employees/:id/${path}`,
      {
        schema: {
          tags,
          summary: `${label}の最新の結果（未受検なら data: null）`,
          params: ZEmployeeIdParams,
          response: { 200: ZLatestResultResponse },
        },
        config: view,
      },
      async (request) => ({
        data: await latestResult(app, currentUser(request).company_id, request.params.id, type),
      }),
    );
  }
}
