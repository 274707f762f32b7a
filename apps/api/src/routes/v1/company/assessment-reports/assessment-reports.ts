/**
 * PDF reports of third-party assessment results (packages/shared/src/api/assessments.ts): one
 * HCI-AS, EMERGENETICS or energizer result of a person as a Japanese PDF with its charts.
 * Every company role reads a person's results (`employees:view`); another company's result, or a
 * result of another person than the path names, is 404 like a missing id.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_PATHS,
  ZResultReportParams,
} from '@mirume/shared';
import { attachment } from '../../../../lib/csv.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import { assessmentReport } from '../../../../services/reports/assessments/assessment-report.ts';

const tags = ['アセスメント結果レポート'];
const view = { access: 'company', permission: 'employees:view' } as const;

export async function assessmentReportRoutes(app: App) {
  for (const instrument of ASSESSMENT_INSTRUMENTS) {
    const { label } = ASSESSMENT_DEFS[instrument];
    app.get(
      `/api/v1/employees/:employee_id/${ASSESSMENT_PATHS[instrument].plural}/:id/pdf_download.pdf`,
      {
        schema: {
          tags,
          summary: `${label}の結果のPDFレポート（グラフと尺度の説明、前回の結果との比較）`,
          params: ZResultReportParams,
        },
        config: view,
      },
      async (request, reply) => {
        const { employee_id, id } = request.params;
        const report = await assessmentReport(app, currentUser(request), instrument, employee_id, id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(report.fileName, report.asciiName))
          .send(report.pdf);
      },
    );
  }
}
