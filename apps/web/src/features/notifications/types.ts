/**
 * The notification entries the header panel shows (spec §3). Their API schemas arrive with the
 * notifications feature; until then these local types describe what the panel renders.
 */
import type { NotificationCategory } from '@mirume/shared';

type NotificationCategoryValue = (typeof NotificationCategory.values)[number];

/** An announcement (お知らせ) from the operators. */
export interface HeaderAnnouncement {
  id: number;
  category: NotificationCategoryValue;
  title: string;
  created_at: string;
}

/** A diagnosis-status notification (診断状況): an examinee finished, or could not finish, a test. */
export interface HeaderShindanStatus {
  id: number;
  employee_id?: number | null;
  last_name: string;
  first_name: string;
  email: string;
  /** 'success', or the reason it failed. */
  status: string;
  updated_at: string;
  created_at: string;
}
