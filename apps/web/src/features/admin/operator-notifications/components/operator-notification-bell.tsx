import { badgeText, formatDateTimeJa, type TOperatorNotification } from '@mirume/shared';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useOperatorNotifications } from '../api/get-operator-notifications';
import { useMarkOperatorNotifications } from '../api/mark-operator-notifications';
import { NotificationKindChip } from './notification-kind-chip';

const SHOWN = 8;

/** The operator header's bell: unread count, the latest notifications, mark read, the full list. */
export function OperatorNotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const { data } = useOperatorNotifications({ page: 1, per: SHOWN });
  const mark = useMarkOperatorNotifications();
  const navigate = useNavigate();
  const list = data?.data;
  const unread = list?.unread ?? 0;

  const open = (n: TOperatorNotification) => {
    if (!n.read_at) mark.mutate({ ids: [n.id] });
    setAnchor(null);
    if (n.link) navigate(n.link);
  };

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `運営への通知（未読${unread}件）` : '運営への通知'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={badgeText(unread)} color="error" invisible={unread === 0}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxHeight: 480 }, role: 'dialog', 'aria-label': '運営への通知' },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 700, flex: 1 }}>運営への通知</Typography>
          <Button size="small" disabled={unread === 0} onClick={() => mark.mutate({ all: true })}>
            すべて既読にする
          </Button>
        </Box>
        {list && list.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            通知はありません
          </Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list?.items.map((n) => (
            <Box component="li" key={n.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Box
                component="button"
                type="button"
                onClick={() => open(n)}
                sx={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  display: 'block',
                  width: '100%',
                  px: 2,
                  py: 1.25,
                  cursor: 'pointer',
                  bgcolor: n.read_at ? 'transparent' : '#F0F6FF',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                  <NotificationKindChip kind={n.kind} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTimeJa(n.created_at)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: n.read_at ? 400 : 700 }}>
                  {n.title}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ p: 1.5, textAlign: 'center' }}>
          <Link
            component={RouterLink}
            to={paths.adminOperatorNotifications.getHref()}
            onClick={() => setAnchor(null)}
          >
            すべての通知を見る
          </Link>
        </Box>
      </Popover>
    </>
  );
}
