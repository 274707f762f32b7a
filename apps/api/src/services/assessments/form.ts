/**
 * The body of an assessment create or update: `multipart/form-data` with the part `data` (the JSON
 * of the instrument's input) and optionally the part `sheet` (the original result sheet, purpose
 * `assessment_sheet`: PDF, JPEG or PNG up to its size limit, checked while streaming — 415 / 413
 * with the Japanese message of the purpose), or plain JSON when no file is sent.
 *
 * A received sheet is stored before the values are checked (the parts arrive as a stream); when
 * the request then fails, `withReceivedSheet` removes it again, so a refused request keeps nothing.
 */
import { deleteStoredFile, type StoredFileRow } from '@mirume/db';
import {
  ASSESSMENT_INPUT_SCHEMAS,
  type AssessmentInstrument,
  ERROR_MESSAGES,
  MESSAGES,
  type TCompanyUser,
} from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { findNul } from '../../plugins/input-guard.ts';
import type { FileActor } from '../files/actor.ts';
import { receiveForm } from '../files/receive-upload.ts';
import { operatorActing } from '../operations/acting.ts';

export const FORM_MESSAGES = {
  dataMissing: '入力内容（data）が送信されていません',
  dataNotJson: '入力内容（data）の形式が正しくありません',
  sheetTwice: '結果シートはファイルか読み取り済みのシートのどちらか一方を指定してください',
  sheetNotFound: '結果シートが見つかりません。もう一度アップロードしてください',
} as const;

export interface AssessmentForm {
  /** The values as sent (not yet validated). */
  data: unknown;
  /** The sheet received with the form (stored, status `uploaded`), or null. */
  sheet: StoredFileRow | null;
}

/** Who stores the sheet: the company user, or the operator acting in the company. */
export function sheetActor(user: TCompanyUser): FileActor {
  const operator = operatorActing(user);
  return operator
    ? { kind: 'system_admin', id: operator.id }
    : { kind: 'company_admin', id: user.id, companyId: user.company_id, role: user.role };
}

/** Reads the form (multipart or JSON); the sheet, when sent, is stored and checked. */
export async function readAssessmentForm(
  app: App,
  request: FastifyRequest,
  user: TCompanyUser,
): Promise<AssessmentForm> {
  if (!request.isMultipart()) return { data: request.body ?? {}, sheet: null };
  const { file, fields } = await receiveForm(request, 'assessment_sheet', {
    actor: sheetActor(user),
    companyId: user.company_id,
    field: 'sheet',
  });
  try {
    const raw = fields.data;
    if (raw === undefined)
      throw new AppError('VALIDATION_ERROR', FORM_MESSAGES.dataMissing, {
        data: [FORM_MESSAGES.dataMissing],
      });
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      throw new AppError('VALIDATION_ERROR', FORM_MESSAGES.dataNotJson, {
        data: [FORM_MESSAGES.dataNotJson],
      });
    }
    // The input guard sees JSON bodies only; a form's JSON part gets the same refusal of NUL.
    const nul = findNul(data, '');
    if (nul.length > 0)
      throw new AppError(
        'VALIDATION_ERROR',
        undefined,
        Object.fromEntries(nul.map((p) => [p, [MESSAGES.symbol]])),
      );
    return { data, sheet: file };
  } catch (error) {
    if (file) await discardSheet(app, file);
    throw error;
  }
}

/** Removes a received sheet that no record took (its row, then its bytes). */
export async function discardSheet(app: App, file: StoredFileRow) {
  await deleteStoredFile(app.db, file.id);
  await app.files.delete(file.key);
}

/** Runs `work`; when it fails, the sheet received with the form is removed before the error goes on. */
export async function withReceivedSheet<T>(
  app: App,
  form: AssessmentForm,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (form.sheet) {
      try {
        await discardSheet(app, form.sheet);
      } catch (cleanup) {
        // The cleanup job removes an unattached upload later; the request's own error is the answer.
        app.log.warn({ key: form.sheet.key, error: String(cleanup) }, 'received sheet not removed');
      }
    }
    throw error;
  }
}

export type ParsedInput<I extends AssessmentInstrument> = z.output<(typeof ASSESSMENT_INPUT_SCHEMAS)[I]>;

/** The values checked against the instrument's schema: 400 with Japanese field errors otherwise. */
export function parseAssessmentInput<I extends AssessmentInstrument>(
  instrument: I,
  data: unknown,
): ParsedInput<I> {
  const parsed = ASSESSMENT_INPUT_SCHEMAS[instrument].safeParse(data);
  if (parsed.success) return parsed.data as ParsedInput<I>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const messages = fieldErrors[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fieldErrors[key] = messages;
  }
  throw new AppError('VALIDATION_ERROR', ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors);
}
