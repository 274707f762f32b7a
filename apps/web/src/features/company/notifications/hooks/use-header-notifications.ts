import { useNotificationCounts } from '@/entities/announcement/api/notification-counts';
import { useCompanyUser } from '@/lib/auth-store';
import { useLatestAnnouncements } from '../api/mirume-notifications';
import { useUnreadShindanStatuses } from '../api/shindan-status-notifications';
import type { HeaderAnnouncement, HeaderShindanStatus } from '../types';

export interface HeaderNotifications {
  announcements: readonly HeaderAnnouncement[];
  statuses: readonly HeaderShindanStatus[];
  /** Unread announcements and status notices together (the badge), from `notifications`. */
  unread: number;
}

const NO_ANNOUNCEMENTS: readonly HeaderAnnouncement[] = [];
const NO_STATUSES: readonly HeaderShindanStatus[] = [];

/**
 * The entries of the header's notification panel: the unread announcements and diagnosis statuses,
 * loaded once signed in and refreshed every minute and on window focus, and the unread count.
 * Until the counts arrive the badge counts the entries it has.
 */
export function useHeaderNotifications(): HeaderNotifications {
  const signedIn = useCompanyUser() !== null;
  const latest = useLatestAnnouncements(signedIn);
  const unread = useUnreadShindanStatuses(signedIn);
  const counts = useNotificationCounts(signedIn);
  const announcements = latest.data?.data.data ?? NO_ANNOUNCEMENTS;
  const statuses = unread.data?.data.items ?? NO_STATUSES;
  return {
    announcements,
    statuses,
    unread: counts.data?.data.total ?? announcements.length + (unread.data?.data.unread ?? statuses.length),
  };
}
