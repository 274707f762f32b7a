/**
 * Entering third-party assessment results: create, update, delete, and HCI's check state. A
 * person the user may not manage (canManageEmployee) answers 404, like a missing one, as the
 * person's own edit does. One result per person, instrument and 受検日: a second one answers 409
 * with the error on `taken_on`. Each write is one transaction with its sheet and, for an operator,
 * its operator action (decision 0028).
 */
import {
  type AssessmentRow,
  type AssessmentWritable,
  assessmentDateTaken,
  deleteAssessmentRow,
  type Executor,
  insertAssessmentRow,
  lockAssessmentRow,
  lockEmployee,
  recordStoredFiles,
  type StoredFileRow,
  setAssessmentSheet,
  setHciCheckState,
  storedSheetById,
  updateAssessmentRow,
} from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_MESSAGES,
  type AssessmentInstrument,
  CheckState,
  canManageEmployee,
  type TAssessmentRecord,
  type TCompanyUser,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { recordIfOperator } from '../operations/acting.ts';
import { type AssessmentForm, FORM_MESSAGES, parseAssessmentInput, withReceivedSheet } from './form.ts';
import { getAssessmentRecord } from './records.ts';
import { attachSheet, claimStoredSheet, deleteObjects, deleteSheetRows } from './sheets.ts';

const duplicateDate = () =>
  new AppError('CONFLICT', ASSESSMENT_MESSAGES.duplicateDate, {
    taken_on: [ASSESSMENT_MESSAGES.duplicateDate],
  });

const userName = (user: TCompanyUser) => `${user.last_name} ${user.first_name}`;
const personName = (p: { last_name: string; first_name: string }) => `${p.last_name} ${p.first_name}`;

/** The person, locked, when the user may manage them; 404 otherwise. */
async function managedPerson(tx: Executor, user: TCompanyUser, employeeId: number) {
  const person = await lockEmployee(tx, user.company_id, employeeId);
  if (!person || !canManageEmployee(user.role, person.employment_type)) throw new AppError('NOT_FOUND');
  return person;
}

/** What an operator action keeps of a result (before / after). */
function auditView(values: Partial<AssessmentWritable>, sheetName: string | null) {
  const { updated_by_name: _, ...rest } = values;
  return { ...rest, sheet: sheetName };
}

async function sheetName(tx: Executor, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  return (await storedSheetById(tx, fileId, false))?.original_file_name ?? null;
}

function writableOf(
  instrument: AssessmentInstrument,
  user: TCompanyUser,
  data: unknown,
  current?: AssessmentRow,
): { values: AssessmentWritable; sheetFileId: number | null; removeSheet: boolean } {
  const input = parseAssessmentInput(instrument, data);
  const sent = (key: string) => typeof data === 'object' && data !== null && key in data;
  const values: AssessmentWritable = {
    taken_on: input.taken_on,
    provider: input.provider ?? ASSESSMENT_DEFS[instrument].defaultProvider,
    remark: input.remark ?? null,
    scores: input.scores as Record<string, number>,
    // On update, what the request leaves out stays as it was.
    entry_method: current && !sent('entry_method') ? current.entry_method : input.entry_method,
    updated_by_name: userName(user),
  };
  if ('result' in input) {
    values.result = input.result;
    values.check_state =
      current && !sent('check_state') ? (current.check_state ?? 'unchecked') : input.check_state;
  }
  return { values, sheetFileId: input.sheet_file_id ?? null, removeSheet: input.remove_sheet === true };
}

async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateDate();
    throw error;
  }
}

/** The sheet to attach: the one received with the form, or a stored one named by id. */
async function newSheet(
  app: App,
  tx: Executor,
  companyId: number,
  form: AssessmentForm,
  sheetFileId: number | null,
): Promise<StoredFileRow | null> {
  if (form.sheet && sheetFileId !== null)
    throw new AppError('VALIDATION_ERROR', FORM_MESSAGES.sheetTwice, {
      sheet_file_id: [FORM_MESSAGES.sheetTwice],
    });
  if (form.sheet) return form.sheet;
  return sheetFileId === null ? null : claimStoredSheet(app, tx, companyId, sheetFileId);
}

const label = (instrument: AssessmentInstrument) => ASSESSMENT_DEFS[instrument].label;

/** POST employees/{id}/{plural} → the new result. */
export async function createAssessment(
  app: App,
  user: TCompanyUser,
  instrument: AssessmentInstrument,
  employeeId: number,
  form: AssessmentForm,
): Promise<TAssessmentRecord> {
  const id = await withReceivedSheet(app, form, async () => {
    const { values, sheetFileId } = writableOf(instrument, user, form.data);
    return uniqueOr409(() =>
      app.db.transaction(async (tx) => {
        const person = await managedPerson(tx, user, employeeId);
        if (await assessmentDateTaken(tx, instrument, employeeId, values.taken_on)) throw duplicateDate();
        const sheet = await newSheet(app, tx, user.company_id, form, sheetFileId);
        const id = await insertAssessmentRow(tx, instrument, user.company_id, employeeId, values);
        if (sheet) {
          await attachSheet(tx, instrument, id, sheet);
          await setAssessmentSheet(tx, instrument, user.company_id, id, sheet.id);
        }
        await recordIfOperator(tx, user, {
          action: `${instrument}.create`,
          targetType: `${instrument}_result`,
          targetId: id,
          summary: `社員「${personName(person)}」の${label(instrument)}の結果（受検日 ${values.taken_on}）を登録しました`,
          after: auditView(values, sheet?.original_file_name ?? null),
        });
        return id;
      }),
    );
  });
  return getAssessmentRecord(app.db, instrument, user.company_id, employeeId, id);
}

/** PATCH employees/{id}/{plural}/{id}: the values replace the stored ones; the sheet as asked. */
export async function updateAssessment(
  app: App,
  user: TCompanyUser,
  instrument: AssessmentInstrument,
  employeeId: number,
  id: number,
  form: AssessmentForm,
): Promise<TAssessmentRecord> {
  await withReceivedSheet(app, form, () =>
    uniqueOr409(() =>
      app.db.transaction(async (tx) => {
        const person = await managedPerson(tx, user, employeeId);
        const current = await lockAssessmentRow(tx, instrument, user.company_id, employeeId, id);
        if (!current) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
        const { values, sheetFileId, removeSheet } = writableOf(instrument, user, form.data, current);
        if (await assessmentDateTaken(tx, instrument, employeeId, values.taken_on, id)) throw duplicateDate();

        const beforeSheet = await sheetName(tx, current.sheet_file_id);
        // Sending the sheet the result already has keeps it.
        const keep = sheetFileId !== null && sheetFileId === current.sheet_file_id && !form.sheet;
        const sheet = keep ? null : await newSheet(app, tx, user.company_id, form, sheetFileId);
        const dropOld = current.sheet_file_id !== null && !keep && (sheet !== null || removeSheet);
        await updateAssessmentRow(tx, instrument, user.company_id, id, values);
        let removed: string[] = [];
        if (dropOld && current.sheet_file_id !== null) {
          const old = await storedSheetById(tx, current.sheet_file_id);
          await setAssessmentSheet(tx, instrument, user.company_id, id, null);
          if (old) removed = await deleteSheetRows(tx, [old]);
        }
        if (sheet) {
          await attachSheet(tx, instrument, id, sheet);
          await setAssessmentSheet(tx, instrument, user.company_id, id, sheet.id);
        }
        const afterSheet = sheet ? sheet.original_file_name : dropOld ? null : beforeSheet;
        const { updated_by_name: _, ...before } = current;
        await recordIfOperator(tx, user, {
          action: `${instrument}.update`,
          targetType: `${instrument}_result`,
          targetId: id,
          summary: `社員「${personName(person)}」の${label(instrument)}の結果（受検日 ${values.taken_on}）を変更しました`,
          before: auditView(
            {
              taken_on: before.taken_on,
              provider: before.provider,
              remark: before.remark,
              scores: before.scores,
              entry_method: before.entry_method,
              ...(instrument === 'hci' ? { result: before.result, check_state: before.check_state } : {}),
            },
            beforeSheet,
          ),
          after: auditView(values, afterSheet),
        });
        // Last: if the storage fails, the transaction rolls back and the old sheet stays whole.
        await deleteObjects(app, removed);
      }),
    ),
  );
  return getAssessmentRecord(app.db, instrument, user.company_id, employeeId, id);
}

/** DELETE employees/{id}/{plural}/{id}: the result and its sheet. */
export async function deleteAssessment(
  app: App,
  user: TCompanyUser,
  instrument: AssessmentInstrument,
  employeeId: number,
  id: number,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const person = await managedPerson(tx, user, employeeId);
    const current = await lockAssessmentRow(tx, instrument, user.company_id, employeeId, id);
    if (!current) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
    const files = await recordStoredFiles(tx, instrument, user.company_id, id, current.sheet_file_id);
    const old = files.find((f) => f.id === current.sheet_file_id);
    await deleteAssessmentRow(tx, instrument, user.company_id, id);
    const removed = await deleteSheetRows(tx, files);
    await recordIfOperator(tx, user, {
      action: `${instrument}.delete`,
      targetType: `${instrument}_result`,
      targetId: id,
      summary: `社員「${personName(person)}」の${label(instrument)}の結果（受検日 ${current.taken_on}）を削除しました`,
      before: auditView(
        { taken_on: current.taken_on, provider: current.provider, scores: current.scores },
        old?.original_file_name ?? null,
      ),
    });
    await deleteObjects(app, removed);
  });
}

/** PATCH employees/{id}/hcis/{id}/check_state. */
export async function changeHciCheckState(
  app: App,
  user: TCompanyUser,
  employeeId: number,
  id: number,
  checkState: (typeof CheckState.values)[number],
): Promise<TAssessmentRecord> {
  await app.db.transaction(async (tx) => {
    const person = await managedPerson(tx, user, employeeId);
    const current = await lockAssessmentRow(tx, 'hci', user.company_id, employeeId, id);
    if (!current) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
    await setHciCheckState(tx, user.company_id, id, checkState, userName(user));
    await recordIfOperator(tx, user, {
      action: 'hci.check_state',
      targetType: 'hci_result',
      targetId: id,
      summary: `社員「${personName(person)}」のHCI-ASの結果（受検日 ${current.taken_on}）を「${CheckState.labels[checkState]}」にしました`,
      before: { check_state: current.check_state ?? null },
      after: { check_state: checkState },
    });
  });
  return getAssessmentRecord(app.db, 'hci', user.company_id, employeeId, id);
}
