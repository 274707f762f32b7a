/**
 * Reading a person's result sheet (spec §7 hci_ocr, emergenetic_ocr, and the same for the
 * energizer): upload the sheet as `multipart/form-data` (field `sheet`: PDF, JPEG or PNG, purpose
 * `assessment_sheet`) → 202 with the job; poll the job until it is done (the fields read, each
 * with its confidence and whether to confirm it) or failed (a Japanese reason). Every role that
 * manages the person may use it (404 otherwise, in the service). This module registers the
 * multipart parser in its own scope only.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_PATHS,
  type AssessmentInstrument,
  ZErrorResponse,
  ZOcrJobResponse,
} from '@mirume/shared';
import { recordId } from '@mirume/shared/validation';
import { z } from 'zod';
import type { App } from '../../../../lib/zod-app.ts';
import multipartPlugin from '../../../../plugins/multipart.ts';
import { ocrJobStatus, startOcrJob } from '../../../../services/assessments/ocr-jobs.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['外部アセスメント'];
const view = { access: 'company', permission: 'employees:view' } as const;

const ZPersonParams = z.object({ employee_id: recordId() });
const ZJobParams = z.object({ employee_id: recordId(), job_id: recordId() });

function ocrRoutes(app: App, instrument: AssessmentInstrument) {
  const { one } = ASSESSMENT_PATHS[instrument];
  const label = ASSESSMENT_DEFS[instrument].label;
  const base = `/api/v1/employees/:employee_id/${one}_ocr`;

  app.post(
    base,
    {
      schema: {
        tags,
        summary: `${label}の結果シートの読み取りを開始（multipart: sheet=PDF・JPEG・PNG）。202で読み取りジョブを返す`,
        params: ZPersonParams,
        response: {
          202: ZOcrJobResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
      config: view,
    },
    async (request, reply) => {
      const job = await startOcrJob(
        app,
        request,
        currentUser(request),
        instrument,
        request.params.employee_id,
      );
      return reply.code(202).send({ data: job });
    },
  );

  app.get(
    `${base}/:job_id`,
    {
      schema: {
        tags,
        summary: `${label}の結果シートの読み取りジョブ（進捗、終われば読み取った値と確からしさ）`,
        params: ZJobParams,
        response: { 200: ZOcrJobResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
      config: view,
    },
    async (request) => {
      const { employee_id, job_id } = request.params;
      return { data: await ocrJobStatus(app, currentUser(request), instrument, employee_id, job_id) };
    },
  );
}

export async function assessmentOcrRoutes(app: App) {
  await app.register(multipartPlugin);
  for (const instrument of ASSESSMENT_INSTRUMENTS) ocrRoutes(app, instrument);
}
