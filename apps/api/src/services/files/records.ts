/**
 * The records a file can be attached to. Each record type registers which purposes it takes and
 * an ownership check: does the record exist in the file's company, and may this actor change it?
 * A record that fails the check answers 404, like a missing one. `employee` is the only record
 * today; assessments, inquiries and notices register theirs here when they are built.
 */
import { type Executor, lockEmployee, lockInquiry } from '@mirume/db';
import { canManageEmployee, type FilePurpose, type FileRecordType } from '@mirume/shared';
import type { FileActor } from './actor.ts';

export interface AttachableRecord {
  purposes: readonly FilePurpose[];
  /**
   * Whether the record exists, belongs to `companyId` (null: a service-wide file) and the actor
   * may attach files to it. Runs in the attach transaction; it may lock the record.
   */
  owns(db: Executor, companyId: number | null, recordId: number, actor: FileActor): Promise<boolean>;
}

export const ATTACHABLE_RECORDS: Record<FileRecordType, AttachableRecord> = {
  employee: {
    purposes: ['assessment_sheet', 'image'],
    async owns(db, companyId, recordId, actor) {
      if (companyId === null) return false;
      const employee = await lockEmployee(db, companyId, recordId);
      if (!employee) return false;
      // A company user attaches only to people they may edit (permissions.ts); operators to all.
      return actor.kind === 'system_admin' || canManageEmployee(actor.role, employee.employment_type);
    },
  },
  // The assessment results attach their sheets through their own calls (services/assessments);
  // until their ownership check is registered here, nothing else may attach to them.
  hci: { purposes: ['assessment_sheet'], owns: async () => false },
  emergenetic: { purposes: ['assessment_sheet'], owns: async () => false },
  energizer: { purposes: ['assessment_sheet'], owns: async () => false },
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
