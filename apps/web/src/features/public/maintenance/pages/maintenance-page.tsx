import { FETCH_MIN_DELAY_MS } from '@mirume/shared';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { maintenanceModeQueryOptions } from '@/lib/maintenance-mode';
import { setUnderMaintenance } from '@/lib/maintenance-store';
import { paths } from '@/lib/paths';

type CheckResult = 'still-on' | 'failed' | null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /maintenance — shown while maintenance is on; 再読み込み checks again and returns when it is over. */
export function MaintenancePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckResult>(null);

  const recheck = async () => {
    setChecking(true);
    setResult(null);
    try {
      // A short minimum keeps the button from flickering on a fast answer.
      const [{ maintenance_flag }] = await Promise.all([
        queryClient.fetchQuery(maintenanceModeQueryOptions()),
        wait(FETCH_MIN_DELAY_MS),
      ]);
      setUnderMaintenance(maintenance_flag);
      if (maintenance_flag) setResult('still-on');
      else await navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      console.error('Maintenance check failed', error);
      setResult('failed');
    } finally {
      setChecking(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}
    >
      <BuildIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        ただいまメンテナンス中です
      </Typography>
      <Typography sx={{ mb: 1, textAlign: 'left' }}>
        サービスの品質向上のため、システムのメンテナンスを行っております。ご不便をおかけいたしますが、終了まで今しばらくお待ちください。
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'left' }}>
        受検中の方は、メンテナンス終了後にあらためてアクセスしてください。
      </Typography>
      <div aria-live="polite">
        {result === 'still-on' ? (
          <Alert severity="info" sx={{ mb: 3, textAlign: 'left' }}>
            現在もメンテナンス中です。しばらく時間をおいてから再度お試しください。
          </Alert>
        ) : null}
        {result === 'failed' ? (
          <Alert severity="warning" sx={{ mb: 3, textAlign: 'left' }}>
            状況を確認できませんでした。通信環境をご確認のうえ、再度お試しください。
          </Alert>
        ) : null}
      </div>
      <Button variant="contained" size="large" onClick={recheck} loading={checking}>
        再読み込み
      </Button>
    </Paper>
  );
}
