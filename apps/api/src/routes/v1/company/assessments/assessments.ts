/**
 * Third-party assessment results of a person (HCI-AS, EMERGENETICS, energizer; spec §7, the calls
 * listed in @mirume/shared api/assessments.ts): list, create, show, update, delete, the original
 * sheet, the 受検日 taken, the energizer beside the mirumevital result, HCI's check state. Every
 * role reads (`employees:view`); writes need a role that manages the person (404 otherwise, in the
 * services). Create and update take `multipart/form-data` (`data` + optional `sheet`) or JSON;
 * this module registers the multipart parser in its own scope only.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  type AssessmentInstrument,
  ZAssessmentLatestDatesResponse,
  ZAssessmentListResponse,
  ZAssessmentRecordResponse,
  ZEnergizerLatestResponse,
  ZErrorResponse,
  ZHciCheckStateRequest,
  ZMusashinoEnergizerResponse,
  ZMusashinoEnergizersResponse,
} from '@mirume/shared';
import { recordId } from '@mirume/shared/validation';
import { z } from 'zod';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';
import multipartPlugin from '../../../../plugins/multipart.ts';
import {
  latestEnergizer,
  latestMusashinoEnergizer,
  musashinoEnergizers,
} from '../../../../services/assessments/energizer.ts';
import { readAssessmentForm } from '../../../../services/assessments/form.ts';
import {
  getAssessmentRecord,
  latestAssessmentDates,
  listAssessmentRecords,
} from '../../../../services/assessments/records.ts';
import { openSheet } from '../../../../services/assessments/sheets.ts';
import {
  changeHciCheckState,
  createAssessment,
  deleteAssessment,
  updateAssessment,
} from '../../../../services/assessments/write.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['外部アセスメント'];
const view = { access: 'company', permission: 'employees:view' } as const;

const ZPersonParams = z.object({ employee_id: recordId() });
const ZRecordParams = z.object({ employee_id: recordId(), id: recordId() });

const errors = { 400: ZErrorResponse, 404: ZErrorResponse };
const writeErrors = { ...errors, 409: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse };

function instrumentRoutes(app: App, instrument: AssessmentInstrument) {
  const { plural, one } = ASSESSMENT_PATHS[instrument];
  const label = ASSESSMENT_DEFS[instrument].label;
  const base = `/api/v1/employees/:employee_id/${plural}`;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `社員の${label}の結果（受検日の新しい順）`,
        params: ZPersonParams,
        response: { 200: ZAssessmentListResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await listAssessmentRecords(
        app.db,
        instrument,
        currentUser(request).company_id,
        request.params.employee_id,
      ),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: `${label}の結果の登録（multipart: data=入力のJSON, sheet=結果シート。JSONのみでも可）`,
        params: ZPersonParams,
        response: { 201: ZAssessmentRecordResponse, ...writeErrors },
      },
      config: view,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readAssessmentForm(app, request, user);
      const record = await createAssessment(app, user, instrument, request.params.employee_id, form);
      return reply.code(201).send({ data: record });
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${label}の結果1件`,
        params: ZRecordParams,
        response: { 200: ZAssessmentRecordResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { employee_id, id } = request.params;
      return {
        data: await getAssessmentRecord(app.db, instrument, currentUser(request).company_id, employee_id, id),
      };
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${label}の結果の変更（multipart: data, sheet。remove_sheet=true で結果シートを削除）`,
        params: ZRecordParams,
        response: { 200: ZAssessmentRecordResponse, ...writeErrors },
      },
      config: view,
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readAssessmentForm(app, request, user);
      const { employee_id, id } = request.params;
      return { data: await updateAssessment(app, user, instrument, employee_id, id, form) };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${label}の結果の削除（結果シートも削除）`,
        params: ZRecordParams,
        response: { 204: z.undefined(), ...errors },
      },
      config: view,
    },
    async (request, reply) => {
      const { employee_id, id } = request.params;
      await deleteAssessment(app, currentUser(request), instrument, employee_id, id);
      return reply.code(204).send();
    },
  );

  app.get(
    `${base}/:id/sheet`,
    {
      schema: {
        tags,
        summary: `${label}の結果シート（アップロードされたファイルそのもの）`,
        params: ZRecordParams,
      },
      config: view,
    },
    async (request, reply) => {
      const { employee_id, id } = request.params;
      const record = await getAssessmentRecord(
        app.db,
        instrument,
        currentUser(request).company_id,
        employee_id,
        id,
      );
      if (!record.sheet) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.sheetMissing);
      const sheet = await openSheet(app, record.sheet);
      return reply.headers(sheet.headers).send(sheet.body);
    },
  );

  app.get(
    `/api/v1/employees/:employee_id/${one}_latest_shindan_dates`,
    {
      schema: {
        tags,
        summary: `${label}の最新の受検日と受検日の一覧（新しい順）`,
        params: ZPersonParams,
        response: { 200: ZAssessmentLatestDatesResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await latestAssessmentDates(
        app.db,
        instrument,
        currentUser(request).company_id,
        request.params.employee_id,
      ),
    }),
  );
}

export async function assessmentRoutes(app: App) {
  await app.register(multipartPlugin);
  for (const instrument of ASSESSMENT_INSTRUMENTS) instrumentRoutes(app, instrument);

  app.patch(
    '/api/v1/employees/:employee_id/hcis/:id/check_state',
    {
      schema: {
        tags,
        summary: 'HCI-ASの結果の確認状況（チェック済み / 未チェック）の変更',
        params: ZRecordParams,
        body: ZHciCheckStateRequest,
        response: { 200: ZAssessmentRecordResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { employee_id, id } = request.params;
      return {
        data: await changeHciCheckState(app, currentUser(request), employee_id, id, request.body.check_state),
      };
    },
  );

  app.get(
    '/api/v1/employees/:employee_id/energizer',
    {
      schema: {
        tags,
        summary: '最新のエナジャイザーの結果（なければ null）',
        params: ZPersonParams,
        response: { 200: ZEnergizerLatestResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await latestEnergizer(app.db, currentUser(request).company_id, request.params.employee_id),
    }),
  );

  app.get(
    '/api/v1/employees/:employee_id/musashino_energizers',
    {
      schema: {
        tags,
        summary: 'ミルメの診断結果ごとのエナジャイザー（質問紙のT得点を標準得点1〜10に換算。新しい順）',
        params: ZPersonParams,
        response: { 200: ZMusashinoEnergizersResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await musashinoEnergizers(app.db, currentUser(request).company_id, request.params.employee_id),
    }),
  );

  app.get(
    '/api/v1/employees/:employee_id/musashino_energizer',
    {
      schema: {
        tags,
        summary: '最新の診断結果のエナジャイザー（なければ null）',
        params: ZPersonParams,
        response: { 200: ZMusashinoEnergizerResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await latestMusashinoEnergizer(
        app.db,
        currentUser(request).company_id,
        request.params.employee_id,
      ),
    }),
  );
}
