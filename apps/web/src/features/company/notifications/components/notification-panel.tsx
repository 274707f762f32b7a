import { formatDateJa, NOTIFICATION_PANEL, NotificationCategory } from '@mirume/shared';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { HeaderAnnouncement, HeaderShindanStatus } from '../types';
import { shindanStatusName, shindanStatusText } from './shindan-status-text';

type TabKey = 'announcements' | 'statuses';

interface NotificationPanelProps {
  announcements: readonly HeaderAnnouncement[];
  statuses: readonly HeaderShindanStatus[];
  /** Takes a status entry off the list and marks it read on the server. */
  onMarkStatusRead: (id: number) => void;
  /** Takes an announcement off the list and marks it read on the server. */
  onMarkAnnouncementRead?: (id: number) => void;
  /** Called when the user follows a link (the popover closes). */
  onNavigate: () => void;
}

const EMPTY_TEXT: Record<TabKey, string> = {
  announcements: 'お知らせはありません',
  statuses: '診断情報はありません',
};

/** The content of the bell's popover: お知らせ / 診断状況 tabs and a link to the full list. */
export function NotificationPanel({
  announcements,
  statuses,
  onMarkStatusRead,
  onMarkAnnouncementRead,
  onNavigate,
}: NotificationPanelProps) {
  const [tab, setTab] = useState<TabKey>('announcements');
  const isEmpty = tab === 'announcements' ? announcements.length === 0 : statuses.length === 0;
  const listHref =
    tab === 'announcements' ? paths.notifications.getHref() : paths.notifications.getHref('shindan');

  return (
    <Box
      sx={{
        width: NOTIFICATION_PANEL.width,
        maxHeight: isEmpty ? NOTIFICATION_PANEL.emptyMaxHeight : NOTIFICATION_PANEL.maxHeight,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        variant="fullWidth"
        aria-label="通知の種類"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
      >
        <Tab
          value="announcements"
          label="お知らせ"
          id="notification-tab-announcements"
          aria-controls="notification-tabpanel"
          sx={{ minHeight: 44 }}
        />
        <Tab
          value="statuses"
          label="診断状況"
          id="notification-tab-statuses"
          aria-controls="notification-tabpanel"
          sx={{ minHeight: 44 }}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="notification-tabpanel"
        aria-labelledby={`notification-tab-${tab}`}
        sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
      >
        {isEmpty ? (
          <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center', fontSize: '0.875rem' }}>
            {EMPTY_TEXT[tab]}
          </Typography>
        ) : (
          <List dense disablePadding>
            {tab === 'announcements'
              ? announcements.map((item) => (
                  <Box key={item.id} component="li" sx={{ display: 'flex', alignItems: 'stretch' }}>
                    <ListItemButton
                      component={RouterLink}
                      to={paths.notification.getHref({ id: item.id })}
                      onClick={() => {
                        onMarkAnnouncementRead?.(item.id);
                        onNavigate();
                      }}
                      sx={{ display: 'block', py: 1, flex: 1 }}
                    >
                      <Typography variant="caption" color="text.secondary" component="p">
                        {NotificationCategory.label(item.category)}・{formatDateJa(item.created_at)}
                      </Typography>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {item.title}
                      </Typography>
                    </ListItemButton>
                    {onMarkAnnouncementRead ? (
                      <Tooltip title="既読にする">
                        <IconButton
                          aria-label={`「${item.title}」を既読にする`}
                          onClick={() => onMarkAnnouncementRead(item.id)}
                          size="small"
                          sx={{ alignSelf: 'center', mx: 0.5 }}
                        >
                          <DoneIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </Box>
                ))
              : statuses.map((item) => (
                  <Box key={item.id} component="li" sx={{ display: 'flex', alignItems: 'stretch' }}>
                    <ListItemButton
                      component={RouterLink}
                      to={paths.shindanStatusNotification.getHref({ id: item.id })}
                      onClick={() => {
                        onMarkStatusRead(item.id);
                        onNavigate();
                      }}
                      sx={{ py: 1, flex: 1 }}
                    >
                      <Typography variant="body2">{shindanStatusText(item)}</Typography>
                    </ListItemButton>
                    <Tooltip title="既読にする">
                      <IconButton
                        aria-label={`${shindanStatusName(item)}さんのお知らせを既読にする`}
                        onClick={() => onMarkStatusRead(item.id)}
                        size="small"
                        sx={{ alignSelf: 'center', mx: 0.5 }}
                      >
                        <DoneIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                ))}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Link component={RouterLink} to={listHref} onClick={onNavigate} sx={{ fontSize: '0.875rem' }}>
          すべて見る
        </Link>
      </Box>
    </Box>
  );
}
