/**
 * The state of /diagnosis/link_issue kept in sessionStorage `issuedLinkCondition` (spec §9), so an
 * HR user who looks something up on another page comes back to the same tab, settings, filters,
 * chosen people and typed applicants. Cleared at logout with the other COMPANY_SESSION_KEYS.
 */
import { DIAGNOSIS_MESSAGE_MAX, DiagnosisType } from '@mirume/shared';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import {
  DEFAULT_CONDITION as DEFAULT_EMPLOYEE_CONDITION,
  type EmployeeCondition,
} from '@/entities/employee/lib/list-condition';
import { readSession, writeSession } from '@/lib/session-storage';
import { defaultDeadline } from './deadline';

export const ISSUED_LINK_CONDITION_KEY = 'issuedLinkCondition';

export const ISSUE_TABS = ['employees', 'applicants', 'tickets'] as const;
export type IssueTab = (typeof ISSUE_TABS)[number];

export interface ApplicantRow {
  key: string;
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  email: string;
}

export const APPLICANT_FIELDS = [
  'last_name',
  'first_name',
  'kana_last_name',
  'kana_first_name',
  'email',
] as const;

/** A chosen person, with what the confirmation summary and the chips need. */
export interface PickedEmployee {
  id: number;
  name: string;
}

const ZApplicantRow = z.object({
  key: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  email: z.string(),
});

const ZIssueCondition = z.object({
  tab: z.enum(ISSUE_TABS).catch('employees'),
  diagnosis_type: z.union([DiagnosisType.schema, z.literal('')]).catch(''),
  deadline: z.string().catch(''),
  message: z.string().max(DIAGNOSIS_MESSAGE_MAX).catch(''),
  quantity: z.string().catch('10'),
  search: z.string().catch(''),
  filters: z.record(z.string(), z.unknown()).catch({}),
  picked: z.array(z.object({ id: z.number().int(), name: z.string() })).catch([]),
  applicants: z.array(ZApplicantRow).catch([]),
});
export type IssueCondition = Omit<z.infer<typeof ZIssueCondition>, 'filters'> & {
  filters: EmployeeCondition;
};

let rowSeq = 0;
export function emptyApplicant(): ApplicantRow {
  rowSeq += 1;
  return {
    key: `r${Date.now().toString(36)}${rowSeq}`,
    last_name: '',
    first_name: '',
    kana_last_name: '',
    kana_first_name: '',
    email: '',
  };
}

export function isBlankApplicant(row: ApplicantRow) {
  return APPLICANT_FIELDS.every((field) => row[field].trim() === '');
}

function initial(defaultType: IssueCondition['diagnosis_type']): IssueCondition {
  return {
    tab: 'employees',
    diagnosis_type: defaultType,
    deadline: defaultDeadline(),
    message: '',
    quantity: '10',
    search: '',
    filters: { ...DEFAULT_EMPLOYEE_CONDITION, per: 50 },
    picked: [],
    applicants: [emptyApplicant()],
  };
}

export function readIssueCondition(defaultType: IssueCondition['diagnosis_type']): IssueCondition {
  const fallback = initial(defaultType);
  return readSession(
    ISSUED_LINK_CONDITION_KEY,
    (value) => {
      const parsed = ZIssueCondition.safeParse(value);
      if (!parsed.success) return fallback;
      return {
        ...parsed.data,
        deadline: parsed.data.deadline || fallback.deadline,
        diagnosis_type: parsed.data.diagnosis_type || defaultType,
        filters: { ...fallback.filters, ...(parsed.data.filters as Partial<EmployeeCondition>) },
        applicants: parsed.data.applicants.length > 0 ? parsed.data.applicants : fallback.applicants,
      };
    },
    fallback,
  );
}

/** The page's state, written through to sessionStorage on every change. */
export function useIssueCondition(defaultType: IssueCondition['diagnosis_type']) {
  const [condition, setState] = useState(() => readIssueCondition(defaultType));
  const update = useCallback(
    (change: Partial<IssueCondition> | ((previous: IssueCondition) => Partial<IssueCondition>)) => {
      setState((previous) => {
        const next = { ...previous, ...(typeof change === 'function' ? change(previous) : change) };
        writeSession(ISSUED_LINK_CONDITION_KEY, next);
        return next;
      });
    },
    [],
  );
  /** After a successful issue: the targets go, the settings stay for the next batch. */
  const clearTargets = useCallback(() => update({ picked: [], applicants: [emptyApplicant()] }), [update]);
  return { condition, update, clearTargets };
}
