/**
 * The notification entries the header panel shows (spec §3). Announcements arrive with a later
 * issue; until then their local type describes what the panel renders. Diagnosis status entries
 * are the API's own `TShindanStatusNotification`.
 */
import type { NotificationCategory, TShindanStatusNotification } from '@mirume/shared';

type NotificationCategoryValue = (typeof NotificationCategory.values)[number];

/** An announcement (お知らせ) from the operators. */
export interface HeaderAnnouncement {
  id: number;
  category: NotificationCategoryValue;
  title: string;
  created_at: string;
}

/** A diagnosis-status notification (診断状況): an examinee finished, or could not finish, a test. */
export type HeaderShindanStatus = TShindanStatusNotification;
