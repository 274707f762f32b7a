import type { HeaderAnnouncement, HeaderShindanStatus } from '../types';

export interface HeaderNotifications {
  announcements: readonly HeaderAnnouncement[];
  statuses: readonly HeaderShindanStatus[];
}

const NONE: HeaderNotifications = { announcements: [], statuses: [] };

/**
 * The entries of the header's notification panel. The latest-announcements and unread-status
 * calls of spec §7 land with the notifications feature; until then the panel shows its empty state.
 */
export function useHeaderNotifications(): HeaderNotifications {
  return NONE;
}
