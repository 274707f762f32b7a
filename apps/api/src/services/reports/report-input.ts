/** What one report is drawn from: the result as the API shows it, and the person it belongs to. */
import type { TMirumevitalResult } from '@mirume/shared';

export interface ReportPerson {
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  /** 社員番号 */
  employee_number: string;
  employment_type: 'full_time' | 'part_time' | 'dispatch' | 'senkou' | 'other';
}

export interface ReportInput {
  person: ReportPerson;
  result: TMirumevitalResult;
}
