/**
 * The checks made before the confirmation dialog opens, the same rules the API applies
 * (ZBulkUpsertUrlRequest / ZBulkIssueTicketRequest), so most mistakes show at the field at once.
 */
import {
  DIAGNOSIS_MESSAGE_MAX,
  LINK_ISSUE_MAX,
  MESSAGES,
  NO_TARGET_MESSAGE,
  TICKET_ISSUE_MAX,
  ZApplicantEntry,
} from '@mirume/shared';
import type { ApplicantErrors } from '../components/applicant-rows';
import type { IssueSettingsErrors, IssueSettingsValue } from '../components/issue-settings';
import { deadlineError } from './deadline';
import { type ApplicantRow, isBlankApplicant } from './issue-condition';

export function settingsErrors(value: IssueSettingsValue): IssueSettingsErrors {
  const errors: IssueSettingsErrors = {};
  if (value.diagnosis_type === '') errors.diagnosis_type = MESSAGES.select;
  const deadline = deadlineError(value.deadline);
  if (deadline) errors.deadline = deadline;
  if (value.message.length > DIAGNOSIS_MESSAGE_MAX) {
    errors.message = `メッセージは${DIAGNOSIS_MESSAGE_MAX}文字以内で入力してください`;
  }
  return errors;
}

/** The filled applicant rows with their original row numbers, and the errors of each. */
export function checkApplicants(rows: readonly ApplicantRow[]) {
  const errors: ApplicantErrors = {};
  const filled: { index: number; row: ApplicantRow }[] = [];
  rows.forEach((row, index) => {
    if (isBlankApplicant(row)) return;
    filled.push({ index, row });
    const parsed = ZApplicantEntry.safeParse(row);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const key = `${index}.${String(issue.path[0])}`;
      errors[key] ??= issue.message;
    }
  });
  const seen = new Map<string, number>();
  for (const { index, row } of filled) {
    const email = row.email.trim().toLowerCase();
    if (email === '') continue;
    if (seen.has(email)) errors[`${index}.email`] ??= 'このメールアドレスは他の行と重複しています';
    else seen.set(email, index);
  }
  return { errors, filled };
}

export function targetCountError(count: number): string | null {
  if (count === 0) return NO_TARGET_MESSAGE;
  if (count > LINK_ISSUE_MAX)
    return `一度に発行できるのは${LINK_ISSUE_MAX.toLocaleString('ja-JP')}名までです`;
  return null;
}

export function quantityError(value: string): string | null {
  if (!/^\d+$/.test(value.trim())) return '発行枚数を半角数字で入力してください';
  const n = Number(value);
  if (n < 1 || n > TICKET_ISSUE_MAX)
    return `発行枚数は1〜${TICKET_ISSUE_MAX.toLocaleString('ja-JP')}枚で入力してください`;
  return null;
}
