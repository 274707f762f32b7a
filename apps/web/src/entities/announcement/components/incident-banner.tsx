import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useNotificationCounts } from '../api/notification-counts';

/** The newest unread incident announcement, on the dashboard until the user reads it. */
export function IncidentBanner() {
  const { data } = useNotificationCounts(true);
  const incident = data?.data.incident;
  if (!incident) return null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="region"
      aria-label="障害情報"
      action={
        <Button
          component={RouterLink}
          to={paths.notification.getHref({ id: incident.id })}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          詳細を見る
        </Button>
      }
      sx={{ bgcolor: '#FFF5F5' }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>障害情報</AlertTitle>
      {incident.title}
    </Alert>
  );
}
