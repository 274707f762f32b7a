import { badgeText } from '@mirume/shared';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useMarkAnnouncementRead } from '@/entities/announcement/api/mark-announcement-read';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useMarkShindanStatusRead } from '../api/shindan-status-notifications';
import type { HeaderAnnouncement, HeaderShindanStatus } from '../types';
import { NotificationPanel } from './notification-panel';

interface NotificationBellProps {
  announcements: readonly HeaderAnnouncement[];
  statuses: readonly HeaderShindanStatus[];
  /** Unread announcements and status notices together; defaults to the entries shown. */
  unread?: number;
}

/** The header bell: unread count as a badge ('10+' past the cap) and the notification panel. */
export function NotificationBell({ announcements, statuses, unread }: NotificationBellProps) {
  // Opening an entry or 既読にする takes it off the list at once (spec §4).
  const markRead = useMarkShindanStatusRead();
  const markAnnouncementRead = useMarkAnnouncementRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const countId = useId();
  const panelId = useId();
  const count = unread ?? announcements.length + statuses.length;
  const text = badgeText(count);

  return (
    <>
      <IconButton
        aria-label="通知"
        aria-describedby={countId}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={text} invisible={text === ''} color="error" overlap="circular">
          <NotificationsIcon />
        </Badge>
        <span id={countId} style={visuallyHidden}>
          {count > 0 ? `未読 ${text} 件` : '未読はありません'}
        </span>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': '通知', role: 'dialog', sx: { mt: 1 } } }}
      >
        <NotificationPanel
          announcements={announcements}
          statuses={statuses}
          onMarkStatusRead={(id) => markRead.mutate(id)}
          onMarkAnnouncementRead={(id) => markAnnouncementRead.mutate(id)}
          onNavigate={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}
