/**
 * The records a file can be attached to. Each record type registers which purposes it takes and
 * an ownership check: does the record exist in the file's company, and may this actor change it?
 * A record that fails the check answers 404, like a missing one.
 */
import { assessmentOwner, type Executor, lockEmployee, lockInquiry } from '@mirume/db';
import {
  type AssessmentInstrument,
  canManageEmployee,
  type FilePurpose,
  type FileRecordType,
} from '@mirume/shared';
import type { FileActor } from './actor.ts';

export interface AttachableRecord {
  purposes: readonly FilePurpose[];
  /**
   * Whether the record exists, belongs to `companyId` (null: a service-wide file) and the actor
   * may attach files to it. Runs in the attach transaction; it may lock the record.
   */
  owns(db: Executor, companyId: number | null, recordId: number, actor: FileActor): Promise<boolean>;
}

/** Whether the actor may attach files to the person (company users: people they may edit). */
async function mayEditPerson(db: Executor, companyId: number, employeeId: number, actor: FileActor) {
  const employee = await lockEmployee(db, companyId, employeeId);
  if (!employee) return false;
  // A company user attaches only to people they may edit (permissions.ts); operators to all.
  return actor.kind === 'system_admin' || canManageEmployee(actor.role, employee.employment_type);
}

/**
 * A third-party assessment result (its original sheet): the result must be the company's and the
 * actor must be allowed to edit its person. The result's own calls attach its sheet themselves
 * (services/assessments); a file attached here goes with the result when it is deleted.
 */
const assessmentRecord = (instrument: AssessmentInstrument): AttachableRecord => ({
  purposes: ['assessment_sheet'],
  async owns(db, companyId, recordId, actor) {
    if (companyId === null) return false;
    const employeeId = await assessmentOwner(db, instrument, companyId, recordId);
    return employeeId !== null && mayEditPerson(db, companyId, employeeId, actor);
  },
});

export const ATTACHABLE_RECORDS: Record<FileRecordType, AttachableRecord> = {
  employee: {
    purposes: ['assessment_sheet', 'image'],
    async owns(db, companyId, recordId, actor) {
      if (companyId === null) return false;
      return mayEditPerson(db, companyId, recordId, actor);
    },
  },
  hci: assessmentRecord('hci'),
  emergenetic: assessmentRecord('emergenetic'),
  energizer: assessmentRecord('energizer'),
  inquiry: {
    purposes: ['inquiry_attachment'],
    async owns(db, companyId, recordId, actor) {
      if (companyId === null) return false;
      const inquiry = await lockInquiry(db, recordId);
      if (!inquiry || inquiry.company_id !== companyId) return false;
      // Only the user who sent the inquiry attaches its file.
      return actor.kind === 'company_admin' && inquiry.company_admin_id === actor.id;
    },
  },
};
