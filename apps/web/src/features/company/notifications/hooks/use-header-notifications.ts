import { useCompanyUser } from '@/lib/auth-store';
import { useUnreadShindanStatuses } from '../api/shindan-status-notifications';
import type { HeaderAnnouncement, HeaderShindanStatus } from '../types';

export interface HeaderNotifications {
  announcements: readonly HeaderAnnouncement[];
  statuses: readonly HeaderShindanStatus[];
}

const NO_ANNOUNCEMENTS: readonly HeaderAnnouncement[] = [];
const NO_STATUSES: readonly HeaderShindanStatus[] = [];

/**
 * The entries of the header's notification panel: the unread diagnosis statuses, loaded once
 * signed in and refreshed every minute and on window focus. Announcements come with a later issue.
 */
export function useHeaderNotifications(): HeaderNotifications {
  const signedIn = useCompanyUser() !== null;
  const unread = useUnreadShindanStatuses(signedIn);
  return {
    announcements: NO_ANNOUNCEMENTS,
    statuses: unread.data?.data.items ?? NO_STATUSES,
  };
}
