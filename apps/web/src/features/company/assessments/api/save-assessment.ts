/**
 * POST /api/v1/employees/:employee_id/{plural} (create) and PATCH …/{plural}/:id (update).
 * With a new sheet the call is multipart: `data`, the JSON of the input, then `sheet`, the file;
 * without one (no sheet, a sheet a reading job stored, or a removal) it is plain JSON.
 */
import {
  type AssessmentInstrument,
  type TEmergeneticInput,
  type TEnergizerInput,
  type THciInput,
  ZAssessmentRecordResponse,
} from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateAfterSave } from './assessment-keys';
import { assessmentPath } from './get-assessment';

export type TAssessmentInput = THciInput | TEmergeneticInput | TEnergizerInput;

export interface SaveAssessment {
  /** The record to change; undefined creates one. */
  id?: number;
  data: TAssessmentInput;
  /** A new original sheet to store with it. */
  sheet: File | null;
}

/** The multipart body of the contract: the JSON part first, so the server has it before the file. */
export function multipartBody(data: TAssessmentInput, sheet: File): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('sheet', sheet, sheet.name);
  return form;
}

export function saveAssessment(
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  { id, data, sheet }: SaveAssessment,
) {
  const path = assessmentPath(employeeId, instrument, id);
  const method = id === undefined ? 'POST' : 'PATCH';
  if (sheet)
    return api.upload(path, { method, body: multipartBody(data, sheet), schema: ZAssessmentRecordResponse });
  return api.request(path, { method, body: data, schema: ZAssessmentRecordResponse });
}

export function useSaveAssessment(employeeId: number, instrument: AssessmentInstrument) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveAssessment) => saveAssessment(api, employeeId, instrument, save),
    onSuccess: () => invalidateAfterSave(queryClient, employeeId),
  });
}
